import { createHmac, timingSafeEqual } from 'node:crypto';

/** Header of the sandbox provider's notifications: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export const signBody = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Constant-time check of a notification's signature against the raw body bytes as received. */
export function verifySignature(secret: string, body: string, signature: unknown): boolean {
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(signBody(secret, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
