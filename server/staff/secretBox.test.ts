import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret, secretKeyOf } from './secretBox';

describe('authenticator secrets at rest', () => {
  const key = secretKeyOf({ NODE_ENV: 'test', STAFF_SECRET_KEY: 'a-test-staff-secret-key-of-32-characters' })!;

  it('are sealed with a fresh nonce each time and opened only with their key', () => {
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DP');
    expect(sealSecret(key, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(openSecret(key, sealed)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    const other = secretKeyOf({ NODE_ENV: 'test', STAFF_SECRET_KEY: 'another-staff-secret-key-of-32-chars' })!;
    expect(openSecret(other, sealed)).toBeNull();
    const [version, iv, tag, body] = sealed.split('.');
    expect(openSecret(key, [version, iv, tag, `${body.slice(0, -2)}AA`].join('.'))).toBeNull();
    expect(openSecret(key, 'plain text')).toBeNull();
  });

  it('have a development key, and none in production unless STAFF_SECRET_KEY is set', () => {
    expect(secretKeyOf({ NODE_ENV: 'development', STAFF_SECRET_KEY: undefined })).toBeInstanceOf(Buffer);
    expect(secretKeyOf({ NODE_ENV: 'production', STAFF_SECRET_KEY: undefined })).toBeNull();
  });
});
