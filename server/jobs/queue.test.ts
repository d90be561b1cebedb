import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { job } from '../db/schema';
import { openTestDatabase } from '../testing/testDatabase';
import { queryRows, type Database } from '../db/client';
import { claimJobs, enqueueJob, JOB_LEASE_SECONDS, runJobs } from './queue';
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

describe('after a crash', () => {
  const leaseLeft = async (key: string) =>
    Number(
      (
        await queryRows<{ s: number }>(
          db(),
          sql`select extract(epoch from locked_until - now())::float as s from job where key = ${key}`,
        )
      )[0].s,
    );

  it('a job claimed by a process that died is due again within 30 seconds', async () => {
    await enqueueJob(db(), 'fulfil-order', 'q-dead');
    expect(await claimJobs(db(), 'fulfil-order', { key: 'q-dead' })).toHaveLength(1); // …and the process dies here
    expect(await leaseLeft('q-dead')).toBeLessThanOrEqual(JOB_LEASE_SECONDS);
    expect(JOB_LEASE_SECONDS + 5).toBeLessThanOrEqual(30); // plus the fulfilment step's 5 s period
  });

  it('a long job keeps its claim by heartbeats; once its worker stops beating, another one takes it', async () => {
    await enqueueJob(db(), 'fulfil-order', 'q-long');
    const leaseSeconds = 0.6;
    let secondClaim: unknown[] | null = null;
    await runJobs(
      db(),
      'fulfil-order',
      async () => {
        await new Promise((r) => setTimeout(r, 1_500)); // longer than two leases
        secondClaim = await claimJobs(db(), 'fulfil-order', { key: 'q-long', leaseSeconds });
      },
      { key: 'q-long', leaseSeconds },
    );
    expect(secondClaim).toEqual([]);
    expect((await db().select().from(job).where(eq(job.key, 'q-long')))[0].doneAt).not.toBeNull();

    await enqueueJob(db(), 'fulfil-order', 'q-dies');
    expect(await claimJobs(db(), 'fulfil-order', { key: 'q-dies', leaseSeconds })).toHaveLength(1); // no heartbeat: a dead worker
    await new Promise((r) => setTimeout(r, 800));
    expect(await claimJobs(db(), 'fulfil-order', { key: 'q-dies' })).toHaveLength(1);
  });
});

describe('the job runner', () => {
  it('runs each step repeatedly, survives a failing step, and stop() waits for the run in progress', async () => {
    const log = { error: vi.fn() };
    let runs = 0;
    let finished = 0;
    const runner = startJobRunner(
      [
        {
          name: 'counting',
          everyMs: 10,
          run: async () => {
            runs += 1;
            await new Promise((r) => setTimeout(r, 20));
            finished += 1;
            return 0;
          },
        },
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
