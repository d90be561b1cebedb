import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobRun } from '../db/schema';

/** What one run did: a total and the count of each outcome (`issued`, `paid`, `declined` …). */
export interface RunTally {
  processed: number;
  counts: Record<string, number>;
}

export interface JobRunRecord extends RunTally {
  runId: number;
  job: string;
  asOf: string;
  status: 'FINISHED' | 'FAILED';
  error: string | null;
  millis: number;
}

/** Runs that found nothing to do are kept this long, then pruned (runs that did something are kept). */
const EMPTY_RUN_RETENTION_HOURS = 24;
/** A running job renews its record's heartbeat this often. */
const HEARTBEAT_SECONDS = 10;
/**
 * A run IN_PROGRESS whose heartbeat is older than this belongs to a process that died: two missed
 * beats. pg-boss retries a dead run only once its own 20 s heartbeat has lapsed, so by then this one has too.
 */
export const RUN_ABANDONED_AFTER_SECONDS = 20;

/**
 * Runs an admin job under a `job_run` record: IN_PROGRESS while it works (written before, outside
 * the job's own transactions, so a crash leaves it visible, and its heartbeat renewed while it
 * works), then FINISHED with its tally or FAILED with the error. A run of the same job left
 * IN_PROGRESS by a process that died (its heartbeat stopped) is taken over, when this run starts or
 * ends: recorded FAILED, naming
 * this run, which does the work that run left (every job is safe to repeat). Never throws: the
 * record is the answer, for the scheduler and the jobs command alike.
 */
export async function recordedRun(
  db: Db,
  job: string,
  asOf: string,
  work: (tally: RunTally) => Promise<void>,
): Promise<JobRunRecord> {
  const started = performance.now();
  const [run] = await db.insert(jobRun).values({ job, asOf }).returning({ id: jobRun.id });
  // A run that died moments ago still looks alive now: it is looked for again when this one ends.
  const takeOverDeadRuns = () =>
    db
      .update(jobRun)
      .set({
        status: 'FAILED',
        error: `The process running it stopped; run ${run.id} took it over.`,
        finishedAt: sql`now()`,
      })
      .where(
        and(
          eq(jobRun.job, job),
          eq(jobRun.status, 'IN_PROGRESS'),
          lt(jobRun.heartbeatAt, sql`now() - make_interval(secs => ${RUN_ABANDONED_AFTER_SECONDS})`),
        ),
      );
  await takeOverDeadRuns();
  const beat = setInterval(() => {
    db.update(jobRun)
      .set({ heartbeatAt: sql`now()` })
      .where(eq(jobRun.id, run.id))
      .catch(() => undefined); // a missed beat only makes the run look older; the next one renews it
  }, HEARTBEAT_SECONDS * 1000);
  beat.unref();
  const tally: RunTally = { processed: 0, counts: {} };
  let error: string | null = null;
  try {
    await work(tally);
  } catch (err) {
    error = String((err as Error)?.stack ?? err).slice(0, 2000);
  } finally {
    clearInterval(beat);
  }
  await takeOverDeadRuns().catch(() => undefined); // the next run looks again
  const status = error === null ? 'FINISHED' : 'FAILED';
  await db
    .update(jobRun)
    .set({ status, processed: tally.processed, counts: tally.counts, error, finishedAt: sql`now()` })
    .where(eq(jobRun.id, run.id));
  if (status === 'FINISHED' && tally.processed === 0) {
    await db
      .delete(jobRun)
      .where(
        and(
          eq(jobRun.job, job),
          eq(jobRun.status, 'FINISHED'),
          eq(jobRun.processed, 0),
          lt(jobRun.startedAt, sql`now() - make_interval(hours => ${EMPTY_RUN_RETENTION_HOURS})`),
        ),
      );
  }
  return { runId: run.id, job, asOf, status, error, millis: Math.round(performance.now() - started), ...tally };
}

/** Adds to a tally: `count(t, 'paid')`, `count(t, 'issued', 100)`. */
export const count = (tally: RunTally, outcome: string, n = 1): void => {
  tally.counts[outcome] = (tally.counts[outcome] ?? 0) + n;
};

/** One line for operators: `PAYMENT_PROCESSING as of 2026-11-23: FINISHED, 12 processed (issued 12, paid 10) in 0.8 s`. */
export function describeRun(r: JobRunRecord): string {
  const parts = Object.entries(r.counts)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${k} ${n}`);
  const what = `${r.processed} processed${parts.length ? ` (${parts.join(', ')})` : ''}`;
  const line = `${r.job} as of ${r.asOf}: ${r.status}, ${what} in ${(r.millis / 1000).toFixed(1)} s`;
  return r.error ? `${line}\n  error: ${r.error.split('\n')[0]}` : line;
}
