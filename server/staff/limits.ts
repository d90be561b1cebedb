import type { RateLimitRule } from '../http/rateLimit';
import { subjectOfEmail, type Throttle } from '../http/throttle';

/**
 * Guessing limits of the console's sign-in, stricter than customers' (a staff account is worth more),
 * counted in this order so a refused address creates no further rows:
 * - the password step: 20 failures per address, 5 per account and address, 50 per account, in 15 minutes;
 * - the second step: 20 wrong codes per address and 10 per account in 15 minutes; besides, one
 *   challenge takes at most 5 wrong codes (then the password again);
 * - set-up: opening links, 30 per address an hour (each opening makes a secret); finishing, 20
 *   failures per address and 10 per link in 15 minutes.
 */
const rule = (bucket: string, limit: number, windowSeconds = 900): RateLimitRule => ({ bucket, limit, windowSeconds });

export const staffSignInThrottles = (email: string, address: string): Throttle[] => [
  { rule: rule('staff-sign-in-address', 20), subject: address },
  { rule: rule('staff-sign-in-account-address', 5), subject: `${subjectOfEmail(email)}:${address}` },
  { rule: rule('staff-sign-in-account', 50), subject: subjectOfEmail(email) },
];

export const staffCodeThrottles = (staffId: number, address: string): Throttle[] => [
  { rule: rule('staff-code-address', 20), subject: address },
  { rule: rule('staff-code-account', 10), subject: String(staffId) },
];

/** Wrong codes one sign-in challenge takes before it ends. */
export const CHALLENGE_MAX_FAILURES = 5;
/** How long the second step may wait after the password. */
export const CHALLENGE_SECONDS = 300;

export const setupOpenPerAddress = rule('staff-setup-open-address', 30, 3600);
export const setupFinishThrottles = (tokenHash: string, address: string): Throttle[] => [
  { rule: rule('staff-setup-address', 20), subject: address },
  { rule: rule('staff-setup-link', 10), subject: tokenHash.slice(0, 32) },
];
