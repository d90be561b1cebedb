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
 * Counts one hit for `subject` in a fixed window kept in the database, so every server instance
 * shares the count. Throws a 429 HttpError once the limit is passed; never locks anyone out for
 * longer than the window.
 */
export async function consumeRateLimit(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  const key = `${rule.bucket}:${subject}`;
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await queryRows<{ hits: number; retry_after: number }>(db, sql`
    insert into rate_limit (key, window_start, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when rate_limit.window_start <= now() - ${window} then 1 else rate_limit.hits + 1 end,
      window_start = case when rate_limit.window_start <= now() - ${window} then now() else rate_limit.window_start end
    returning hits, ceil(extract(epoch from (window_start + ${window} - now())))::int as retry_after`);
  if (Number(row.hits) > rule.limit) throw rateLimited(Math.max(1, Number(row.retry_after)));
}
