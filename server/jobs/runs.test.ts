import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { jobRun } from '../db/schema';
import { openTestDatabase } from '../testing/testDatabase';
import { RUN_ABANDONED_AFTER_SECONDS, recordedRun } from './runs';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the record of an admin job’s run', () => {
  it('takes over a run whose process died: it ends FAILED naming the run that did its work', async () => {
    const db = database.db;
    // A run left IN_PROGRESS by a killed process: its heartbeat stopped long ago.
    const [dead] = await db
      .insert(jobRun)
      .values({ job: 'PAYMENT_PROCESSING', asOf: '2027-01-15' })
      .returning({ id: jobRun.id });
    await db
      .update(jobRun)
      .set({ heartbeatAt: sql`now() - make_interval(secs => ${RUN_ABANDONED_AFTER_SECONDS + 5})` })
      .where(eq(jobRun.id, dead.id));
    // One still beating (another instance working right now) is left alone, as is another job's.
    const [alive] = await db
      .insert(jobRun)
      .values({ job: 'PAYMENT_PROCESSING', asOf: '2027-01-15' })
      .returning({ id: jobRun.id });
    const [other] = await db
      .insert(jobRun)
      .values({ job: 'CANCEL_CONTRACTS', asOf: '2027-01-15' })
      .returning({ id: jobRun.id });
    await db.update(jobRun).set({ heartbeatAt: sql`now() - interval '1 hour'` }).where(eq(jobRun.id, other.id));

    const run = await recordedRun(db, 'PAYMENT_PROCESSING', '2027-01-15', async (tally) => {
      tally.processed = 3;
    });
    expect(run).toMatchObject({ status: 'FINISHED', processed: 3 });
    const rows = await db.select().from(jobRun);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(dead.id)).toMatchObject({
      status: 'FAILED',
      error: `The process running it stopped; run ${run.runId} took it over.`,
    });
    expect(byId.get(dead.id)!.finishedAt).not.toBeNull();
    expect(byId.get(alive.id)!.status).toBe('IN_PROGRESS');
    expect(byId.get(other.id)!.status).toBe('IN_PROGRESS');
  });

  it('takes over a run that died while it worked, once its heartbeat is old, when it ends', async () => {
    const db = database.db;
    const [dying] = await db
      .insert(jobRun)
      .values({ job: 'NOTIFY_RENTS_WITH_PAYMENT_OVERDUE', asOf: '2027-01-16' })
      .returning({ id: jobRun.id });
    const run = await recordedRun(db, 'NOTIFY_RENTS_WITH_PAYMENT_OVERDUE', '2027-01-16', async () => {
      // While this run works, the other one's process is gone long enough for its heartbeat to age.
      await db
        .update(jobRun)
        .set({ heartbeatAt: sql`now() - make_interval(secs => ${RUN_ABANDONED_AFTER_SECONDS + 5})` })
        .where(eq(jobRun.id, dying.id));
    });
    const [row] = await db.select().from(jobRun).where(eq(jobRun.id, dying.id));
    expect(row).toMatchObject({
      status: 'FAILED',
      error: `The process running it stopped; run ${run.runId} took it over.`,
    });
  });
});
