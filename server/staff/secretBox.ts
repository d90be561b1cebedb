import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Env } from '../config/env';

/** Development key of the authenticator secrets; production sets STAFF_SECRET_KEY. */
const DEV_STAFF_SECRET_KEY = 'dev-staff-secret-key-not-for-production-use';

/**
 * The key the staff's authenticator secrets are encrypted with, or null in production without
 * STAFF_SECRET_KEY: the development key is public, so a secret encrypted with it would be readable by
 * anyone holding a copy of the database.
 */
export function secretKeyOf(env: Pick<Env, 'STAFF_SECRET_KEY' | 'NODE_ENV'>): Buffer | null {
  const key = env.STAFF_SECRET_KEY ?? (env.NODE_ENV === 'production' ? null : DEV_STAFF_SECRET_KEY);
  return key === null ? null : createHash('sha256').update(key).digest();
}

/**
 * AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. A secret stored this way is useless
 * without the key, which lives in the environment, not in the database.
 */
export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The secret sealed by sealSecret, or null when it was sealed with another key or is damaged. */
export function openSecret(key: Buffer, stored: string): string | null {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || sealed === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
