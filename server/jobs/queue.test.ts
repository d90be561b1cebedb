import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { job } from '../db/schema';
import { openTestDatabase } from '../testing/testDatabase';
import type { Database } from '../db/client';
import { claimJobs, enqueueJob, runJobs } from './queue';
import { startJobRunner } from './runner';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
const db = () => database.db;

describe('the job queue', () => {
  it('queues a (kind, key) once, runs it once, and retries a failure later', async () => {
    await enqueueJob(db(), 'fulfil-order', 'q-1');
    await enqueueJob(db(), 'fulfil-order', 'q-1');
    expect(await db().select().from(job).where(eq(job.key, 'q-1'))).toHaveLength(1);
    const seen: string[] = [];
    expect(await runJobs(db(), 'fulfil-order', async (key) => void seen.push(key), { key: 'q-1' })).toBe(1);
    expect(await runJobs(db(), 'fulfil-order', async (key) => void seen.push(key), { key: 'q-1' })).toBe(0);
    await enqueueJob(db(), 'fulfil-order', 'q-1'); // done jobs are not queued again
    expect(await runJobs(db(), 'fulfil-order', async (key) => void seen.push(key), { key: 'q-1' })).toBe(0);
    expect(seen).toEqual(['q-1']);

    await enqueueJob(db(), 'refund-payment', 'q-2');
    await runJobs(db(), 'refund-payment', async () => {
      throw new Error('provider down');
    });
    const [failed] = await db().select().from(job).where(eq(job.key, 'q-2'));
    expect(failed).toMatchObject({ attempts: 1, lastError: 'provider down', doneAt: null, lockedUntil: null });
    expect(failed.runAt.getTime()).toBeGreaterThan(Date.now() + 5_000);
    expect(await runJobs(db(), 'refund-payment', async () => {})).toBe(0); // not due yet
  });

  it('leases claimed jobs: a second claimer does not get them until the lease ends', async () => {
    await enqueueJob(db(), 'fulfil-order', 'q-3');
    expect((await claimJobs(db(), 'fulfil-order', { key: 'q-3' })).length).toBe(1);
    expect((await claimJobs(db(), 'fulfil-order', { key: 'q-3' })).length).toBe(0);
    await db().update(job).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(job.key, 'q-3'));
    expect((await claimJobs(db(), 'fulfil-order', { key: 'q-3' }))[0]).toMatchObject({ key: 'q-3', attempts: 2 });
  });
});

describe('the job runner', () => {
  it('runs each step repeatedly, survives a failing step, and stop() waits for the run in progress', async () => {
    const log = { error: vi.fn() };
    let runs = 0;
    let finished = 0;
    const runner = startJobRunner(
      [
        { name: 'counting', everyMs: 10, run: async () => ((runs += 1), await new Promise((r) => setTimeout(r, 20)), (finished += 1), 0) },
        { name: 'failing', everyMs: 10, run: async () => Promise.reject(new Error('boom')) },
      ],
      log,
    );
    await vi.waitFor(
      () => {
        expect(runs).toBeGreaterThanOrEqual(3);
        expect(log.error).toHaveBeenCalled();
      },
      { timeout: 5_000 },
    );
    await runner.stop();
    expect(finished).toBe(runs);
    const after = runs;
    await new Promise((r) => setTimeout(r, 100));
    expect(runs).toBe(after);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ step: 'failing' }), 'job step failed');
  });
});
