import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../db/client';
import { rateLimit } from '../db/schema';
import { openTestDatabase } from '../testing/testDatabase';
import { consumeRateLimit, MAX_WINDOW_SECONDS, pruneRateLimits, pruneRateLimitsStep } from './rateLimit';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
const db = () => database.db;
const keys = async () =>
  (await queryRows<{ key: string }>(db(), sql`select key from rate_limit order by key`)).map((r) => r.key);

describe('rate-limit counters', () => {
  it('are deleted by the pruning step once their window has ended, and live ones stay', async () => {
    const rule = { bucket: 'prune-test', limit: 5, windowSeconds: 900 };
    await consumeRateLimit(db(), rule, 'live');
    await consumeRateLimit(db(), rule, 'old');
    await db().execute(
      sql`update rate_limit set window_start = now() - make_interval(secs => ${MAX_WINDOW_SECONDS + 1}) where key = 'prune-test:old'`,
    );
    expect(await pruneRateLimits(db())).toBe(1);
    expect(await keys()).toEqual(['prune-test:live']);
    const step = pruneRateLimitsStep(db());
    expect(step.everyMs).toBeLessThanOrEqual(3_600_000);
    expect(await step.run()).toBe(0);
    expect(await db().select().from(rateLimit)).toHaveLength(1);
  });

  it('refuse a rule whose window the pruning would cut short', async () => {
    await expect(
      consumeRateLimit(db(), { bucket: 'too-long', limit: 5, windowSeconds: MAX_WINDOW_SECONDS + 1 }, 'x'),
    ).rejects.toThrow(/window/);
  });
});
