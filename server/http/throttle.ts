import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { rateLimited } from './httpError';
import { assertWindowKept, type RateLimitRule } from './rateLimit';

/**
 * Failure counters for guessing attacks (wrong passwords, bad device tokens), kept in the shared
 * `rate_limit` table in fixed windows. An attempt is counted before the password is checked, so
 * parallel guesses cannot slip past the limit while argon2 runs; a success is then forgiven, so only
 * failures count. Past the limit the caller gets 429 until the window ends: no permanent lockout.
 */
export interface Throttle {
  rule: RateLimitRule;
  subject: string;
}

/** E-mail addresses are not kept in the counters' keys: a hash is enough to tell them apart. */
export const subjectOfEmail = (email: string) =>
  createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 32);

const keyOf = (t: Throttle) => `${t.rule.bucket}:${t.subject}`;

/**
 * Counts an attempt on the throttles in order and stops at the first one past its limit with a 429:
 * the later counters are neither written nor created. Callers list the per-address throttle first,
 * so an address that is already refused cannot make the table grow by trying new usernames.
 */
export async function countAttempt(db: Db, throttles: Throttle[]): Promise<void> {
  for (const t of throttles) {
    assertWindowKept(t.rule);
    const window = sql`make_interval(secs => ${t.rule.windowSeconds})`;
    const [row] = await queryRows<{ hits: number; retry_after: number }>(
      db,
      sql`
      insert into rate_limit (key, window_start, hits) values (${keyOf(t)}, now(), 1)
      on conflict (key) do update set
        hits = case when rate_limit.window_start <= now() - ${window} then 1 else rate_limit.hits + 1 end,
        window_start = case when rate_limit.window_start <= now() - ${window} then now() else rate_limit.window_start end
      returning hits, ceil(extract(epoch from (window_start + ${window} - now())))::int as retry_after`,
    );
    if (Number(row.hits) > t.rule.limit) throw rateLimited(Math.max(Number(row.retry_after), 1));
  }
}

/** Takes back the attempt counted by countAttempt: successes do not count towards the limit. */
export async function forgiveAttempt(db: Db, throttles: Throttle[]): Promise<void> {
  for (const t of throttles) {
    await queryRows(db, sql`update rate_limit set hits = greatest(hits - 1, 0) where key = ${keyOf(t)}`);
  }
}

/**
 * Login guessing, counted in this order (the first refusal stops the count):
 * - per client address: 30 failures in 15 minutes over all accounts (offices share one address);
 * - per account and address: 10 failures in 15 minutes, so someone guessing from their address never
 *   locks the owner out of signing in from another one;
 * - per account from everywhere: 100 failures in 15 minutes, far above what one address may try,
 *   a ceiling only for guessing spread over many addresses.
 */
export const loginPerAddress: RateLimitRule = { bucket: 'login-address', limit: 30, windowSeconds: 900 };
export const loginPerAccountAndAddress: RateLimitRule = {
  bucket: 'login-account-address',
  limit: 10,
  windowSeconds: 900,
};
export const loginPerAccount: RateLimitRule = { bucket: 'login-account', limit: 100, windowSeconds: 900 };

/** The login throttles of one attempt, in the order they are counted. */
export const loginThrottles = (email: string, address: string): Throttle[] => [
  { rule: loginPerAddress, subject: address },
  { rule: loginPerAccountAndAddress, subject: `${subjectOfEmail(email)}:${address}` },
  { rule: loginPerAccount, subject: subjectOfEmail(email) },
];
/** Device-login and the old-password check of change-password use the same window. */
export const deviceLoginPerAddress: RateLimitRule = { bucket: 'device-login-address', limit: 30, windowSeconds: 900 };
export const changePasswordPerUser: RateLimitRule = { bucket: 'change-password-user', limit: 10, windowSeconds: 900 };
