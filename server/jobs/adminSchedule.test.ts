import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from '../config/clock';
import { openTestDatabase } from '../testing/testDatabase';
import { dailyCron, startAdminSchedule } from './adminSchedule';

/** The admin jobs' daily schedule through pg-boss, on the database the tests use (PGlite, or PostgreSQL in CI). */
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

describe('the admin jobs’ schedule', () => {
  it('writes a time of day as a daily cron expression', () => {
    expect(dailyCron('02:00')).toBe('0 2 * * *');
    expect(dailyCron('09:30')).toBe('30 9 * * *');
  });

  it('runs a job at its local time once, although two instances schedule and work it', async () => {
    const database = await openTestDatabase();
    const schema = `pgboss_${randomBytes(4).toString('hex')}`;
    cleanup.push(async () => {
      await database.db.execute(sql.raw(`drop schema if exists ${schema} cascade`)).catch(() => {});
      await database.close();
    });
    // The coming minute, local time; at least half a minute before its end, so the check every second sees it even on a busy machine.
    let at = DateTime.now().setZone(BUSINESS_TIME_ZONE);
    if (at.second > 30) await new Promise((r) => setTimeout(r, (61 - at.second) * 1000));
    at = DateTime.now().setZone(BUSINESS_TIME_ZONE);
    const runs: string[] = [];
    const job = (instance: string) => ({
      name: 'SCHEDULE_TEST',
      at: at.toFormat('HH:mm'),
      run: async () => void runs.push(instance),
    });
    const log = { error: (o: object, m: string) => runs.push(`error: ${m} ${JSON.stringify(o)}`) };
    const one = await startAdminSchedule(database, [job('one')], BUSINESS_TIME_ZONE, log, {
      schema,
      checkEverySeconds: 1,
    });
    cleanup.push(() => one.stop());
    const two = await startAdminSchedule(database, [job('two')], BUSINESS_TIME_ZONE, log, {
      schema,
      checkEverySeconds: 1,
    });
    cleanup.push(() => two.stop());
    await expect.poll(() => runs.length, { timeout: 45_000, interval: 250 }).toBeGreaterThan(0);
    // A few more checks pass within the same minute: still one run.
    await new Promise((r) => setTimeout(r, 3000));
    expect(runs.filter((r) => !r.startsWith('error'))).toHaveLength(1);
  }, 120_000);
});
