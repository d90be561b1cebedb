import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { job } from '../db/schema';
import type { JobStep } from './runner';

/** What a job does, named by the capability that queues and runs it (e.g. checkout's `fulfil-order`). */
export type JobKind = string;

export interface ClaimedJob {
  id: number;
  key: string;
  attempts: number;
}

/**
 * Queues a job once: a second enqueue of the same (kind, key) is a no-op, also after the job ran.
 * Call it in the transaction that records the fact the job acts on.
 */
export async function enqueueJob(db: Db, kind: JobKind, key: string): Promise<void> {
  await enqueueJobs(db, kind, [key]);
}

/** enqueueJob for many keys of one kind, in one statement. */
export async function enqueueJobs(db: Db, kind: JobKind, keys: string[]): Promise<void> {
  if (keys.length)
    await db
      .insert(job)
      .values(keys.map((key) => ({ kind, key })))
      .onConflictDoNothing();
}

/**
 * How long a claim holds a job without news from its worker. The worker renews it while the handler
 * runs (runJobs' heartbeat), so a long job keeps its claim; a worker that died stops renewing, and
 * its job is due again after at most this long: a crashed instance's paid order is fulfilled by
 * another one, or by itself after a restart, within half a minute.
 */
export const JOB_LEASE_SECONDS = 20;

/**
 * Claims due jobs of a kind: one statement with FOR UPDATE SKIP LOCKED that also sets a lease, so
 * several instances never run the same job at once and a job whose worker died runs again later.
 * With `key` only that job is claimed (running it right after the fact was recorded).
 */
export async function claimJobs(
  db: Db,
  kind: JobKind,
  { limit = 10, leaseSeconds = JOB_LEASE_SECONDS, key }: { limit?: number; leaseSeconds?: number; key?: string } = {},
) {
  return queryRows<ClaimedJob>(
    db,
    sql`
    update job set attempts = attempts + 1, locked_until = now() + make_interval(secs => ${leaseSeconds})
    where id in (
      select id from job
      where kind = ${kind} and done_at is null and run_at <= now() and (locked_until is null or locked_until < now())
        ${key === undefined ? sql`` : sql`and key = ${key}`}
      order by run_at, id limit ${limit} for update skip locked)
    returning id, key, attempts`,
  );
}

/** Renews a running job's lease every third of it until the returned stop is called. */
function heartbeat(db: Db, id: number, leaseSeconds: number): () => void {
  let pending = false;
  const timer = setInterval(
    () => {
      if (pending) return;
      pending = true;
      db.update(job)
        .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
        .where(and(eq(job.id, id), isNull(job.doneAt)))
        .then(
          () => (pending = false),
          () => (pending = false), // a missed beat only shortens the lease; the next one renews it
        );
    },
    (leaseSeconds * 1000) / 3,
  );
  timer.unref();
  return () => clearInterval(timer);
}

export async function completeJob(db: Db, id: number): Promise<void> {
  await db.update(job).set({ doneAt: sql`now()`, lockedUntil: null, lastError: null }).where(eq(job.id, id));
}

/** Backoff after a failure: 10 s, 20 s, 40 s … capped at 30 minutes; the job is never dropped. */
export async function failJob(db: Db, id: number, attempts: number, err: unknown): Promise<void> {
  const delay = Math.min(10 * 2 ** Math.max(0, attempts - 1), 1800);
  await db
    .update(job)
    .set({
      lastError: String((err as Error)?.message ?? err).slice(0, 1000),
      lockedUntil: null,
      runAt: sql`now() + make_interval(secs => ${delay})`,
    })
    .where(eq(job.id, id));
}

/** Runs claimed jobs one by one, renewing each one's lease while it runs; returns how many were claimed. */
export async function runJobs(
  db: Db,
  kind: JobKind,
  handler: (key: string) => Promise<void>,
  options?: Parameters<typeof claimJobs>[2],
): Promise<number> {
  const claimed = await claimJobs(db, kind, options);
  const leaseSeconds = options?.leaseSeconds ?? JOB_LEASE_SECONDS;
  for (const j of claimed) {
    const stop = heartbeat(db, j.id, leaseSeconds);
    try {
      await handler(j.key);
      stop();
      await completeJob(db, j.id);
    } catch (err) {
      stop();
      await failJob(db, j.id, Number(j.attempts), err);
    }
  }
  return claimed.length;
}

/** Finished jobs are kept this many days for support, then deleted. */
export async function pruneJobs(db: Db, days = 30): Promise<void> {
  await db.delete(job).where(lt(job.doneAt, sql`now() - make_interval(days => ${days})`));
}

/** The hourly clean-up of finished jobs, as a step of the job runner. */
export const pruneJobsStep = (db: Db): JobStep => ({
  name: 'prune-jobs',
  everyMs: 3_600_000,
  run: async () => {
    await pruneJobs(db);
    return 0;
  },
});
