import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { rateLimited } from './httpError';

export interface RateLimitRule {
  /** Name of the thing limited, e.g. `ops-error`. */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/**
 * The longest window a rule may have: rows whose window started longer ago than this are dead and
 * deleted by the pruning step, so a longer window would be cut short.
 */
export const MAX_WINDOW_SECONDS = 3600;

export function assertWindowKept(rule: RateLimitRule): void {
  if (rule.windowSeconds > MAX_WINDOW_SECONDS)
    throw new Error(`rate limit ${rule.bucket}: window longer than ${MAX_WINDOW_SECONDS} s would be pruned early`);
}

/**
 * Counts one hit for `subject` in a fixed window kept in the database, so every server instance
 * shares the count. Throws a 429 HttpError once the limit is passed; never locks anyone out for
 * longer than the window. Where a call is limited both per client address and per something the
 * caller chooses (an e-mail, a reference), the address is counted first: its refusal stops the call
 * before a row for the chosen subject is created, which keeps the table bounded.
 */
export async function consumeRateLimit(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  assertWindowKept(rule);
  const key = `${rule.bucket}:${subject}`;
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await queryRows<{ hits: number; retry_after: number }>(
    db,
    sql`
    insert into rate_limit (key, window_start, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when rate_limit.window_start <= now() - ${window} then 1 else rate_limit.hits + 1 end,
      window_start = case when rate_limit.window_start <= now() - ${window} then now() else rate_limit.window_start end
    returning hits, ceil(extract(epoch from (window_start + ${window} - now())))::int as retry_after`,
  );
  if (Number(row.hits) > rule.limit) throw rateLimited(Math.max(1, Number(row.retry_after)));
}

/**
 * Deletes counters whose window ended (every window is at most MAX_WINDOW_SECONDS long), in
 * batches; returns how many rows went. Safe on several instances at once: a deleted row is simply
 * created again by the next hit, which would have started a new window anyway.
 */
export async function pruneRateLimits(db: Db, batch = 5000): Promise<number> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`
    delete from rate_limit where key in (
      select key from rate_limit where window_start < now() - make_interval(secs => ${MAX_WINDOW_SECONDS}) limit ${batch})
    returning key`,
  );
  return rows.length;
}

/**
 * The clean-up of ended windows every 10 minutes; a full batch runs again at once. A plain periodic step
 * in the shape the job runner takes, so http/ needs nothing of the runner: the composition root hands it on.
 */
export const pruneRateLimitsStep = (db: Db) => ({
  name: 'prune-rate-limits',
  everyMs: 600_000,
  batch: 5000,
  run: () => pruneRateLimits(db, 5000),
});
