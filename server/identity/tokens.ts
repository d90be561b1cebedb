import { createHash, randomBytes } from 'node:crypto';
import type { Env } from '../config/env';

/**
 * Opaque bearer, device and e-mail link tokens: 256 random bits, base64url. The database keeps only
 * their SHA-256, so a leaked table yields no usable token; a plain hash (no salt, no argon2) is
 * enough because the input is random, not a guessable password.
 */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A token we could have issued: base64url of 32 bytes. Anything else is refused without a query. */
export const looksLikeToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** How long sign-ins last, in seconds (configured by SESSION_IDLE_MINUTES and friends). */
export interface TokenPolicy {
  sessionIdleSeconds: number;
  sessionMaxSeconds: number;
  deviceTokenSeconds: number;
}

export const tokenPolicyOf = (env: Env): TokenPolicy => ({
  sessionIdleSeconds: env.SESSION_IDLE_MINUTES * 60,
  sessionMaxSeconds: env.SESSION_MAX_DAYS * 86_400,
  deviceTokenSeconds: env.DEVICE_TOKEN_DAYS * 86_400,
});

/** E-mail link lifetimes: a confirmation link 72 hours, a password reset link 1 hour. */
export const VERIFY_EMAIL_TTL_SECONDS = 72 * 3600;
export const RESET_PASSWORD_TTL_SECONDS = 3600;

/** last_seen_at is written at most this often, so an active session is not a write per request. */
export const LAST_SEEN_RESOLUTION_SECONDS = 60;
