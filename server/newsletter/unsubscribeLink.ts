import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ServerConfig } from '../config/env';
import { appLink } from '../identity/links';

/** The server route of the one-click unsubscribe; it works without signing in. */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** Development key of the links that work without signing in; production sets LINK_SECRET. */
const DEV_LINK_SECRET = 'dev-link-secret-not-for-production';

/**
 * The signing key. In production only LINK_SECRET: the development key is public, so links signed
 * with it could be made by anyone; without the variable no link is made and none is accepted.
 */
function keyOf(config: ServerConfig): string | null {
  if (config.env.LINK_SECRET) return config.env.LINK_SECRET;
  return config.env.NODE_ENV === 'production' ? null : DEV_LINK_SECRET;
}

function requiredKey(config: ServerConfig): string {
  const key = keyOf(config);
  if (!key) throw new Error('LINK_SECRET must be set in production to make unsubscribe links');
  return key;
}

/** The link's signature: an HMAC-SHA256 of the purpose and the user id, so it cannot be made for another user. */
export const unsubscribeSignature = (config: ServerConfig, userId: number) =>
  createHmac('sha256', requiredKey(config)).update(`newsletter-unsubscribe:${userId}`).digest('base64url');

/** Whether a signature belongs to the user id, compared in constant time. */
export function verifyUnsubscribe(config: ServerConfig, userId: number, signature: string): boolean {
  if (!keyOf(config)) return false;
  const expected = Buffer.from(unsubscribeSignature(config, userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const unsubscribeUrl = (config: ServerConfig, userId: number) =>
  appLink(config, `${UNSUBSCRIBE_PATH}?u=${userId}&s=${unsubscribeSignature(config, userId)}`);

/**
 * What a newsletter e-mail carries to let its reader leave with one click: the link for the body,
 * and the headers mail clients show as their own unsubscribe button (RFC 2369 and RFC 8058: the
 * client POSTs `List-Unsubscribe=One-Click` to the same address).
 */
export function newsletterUnsubscribe(
  config: ServerConfig,
  userId: number,
): { url: string; headers: Record<string, string> } {
  const url = unsubscribeUrl(config, userId);
  return { url, headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}
