import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { box, cancellationRequest, jobRun, rentalContract } from '../db/schema';
import { isoToday } from './termination';

/** The spec's admin job that ends contracts whose last day has passed. */
export const CANCEL_CONTRACTS = 'CANCEL_CONTRACTS';

/** Runs that found nothing to do are kept this long, then pruned (runs that did something are kept). */
const EMPTY_RUN_RETENTION_HOURS = 24;

/**
 * CANCEL_CONTRACTS as of a day: every TERMINATING or EVICTED contract whose last day is before `asOf`
 * becomes TERMINATED, its termination request is resolved and its box is FREE again, so it can be
 * ordered and the warehouse's "a box is free" subscribers are e-mailed by their own job step. The
 * contracts are claimed FOR UPDATE SKIP LOCKED in one transaction, so instances running it together
 * share the work and a contract is ended once; a second run finds nothing. Each run leaves a job_run
 * record: IN_PROGRESS while it works, then FINISHED with the count, or FAILED with the error.
 */
export async function cancelDueContracts(db: Db, asOf = isoToday(), limit = 100): Promise<number> {
  const [run] = await db.insert(jobRun).values({ job: CANCEL_CONTRACTS, asOf }).returning({ id: jobRun.id });
  try {
    const processed = await db.transaction(async (tx) => {
      const due = await queryRows<{ id: number; box_id: number }>(tx, sql`
        select id, box_id from rental_contract
        where status in ('TERMINATING', 'EVICTED') and termination_at < ${asOf}::date
        order by termination_at, id limit ${limit}
        for update skip locked`);
      if (!due.length) return 0;
      const ids = due.map((c) => Number(c.id));
      await tx.update(rentalContract).set({ status: 'TERMINATED' }).where(inArray(rentalContract.id, ids));
      await tx.update(cancellationRequest).set({ resolvedAt: sql`now()` }).where(and(inArray(cancellationRequest.contractId, ids), isNull(cancellationRequest.resolvedAt)));
      await tx.update(box).set({ occupancy: 'FREE', heldUntil: null }).where(and(inArray(box.id, due.map((c) => Number(c.box_id))), eq(box.occupancy, 'RENTED')));
      return ids.length;
    });
    await db.update(jobRun).set({ status: 'FINISHED', processed, finishedAt: sql`now()` }).where(eq(jobRun.id, run.id));
    await db
      .delete(jobRun)
      .where(and(eq(jobRun.job, CANCEL_CONTRACTS), eq(jobRun.status, 'FINISHED'), eq(jobRun.processed, 0), lt(jobRun.startedAt, sql`now() - make_interval(hours => ${EMPTY_RUN_RETENTION_HOURS})`)));
    return processed;
  } catch (err) {
    await db.update(jobRun).set({ status: 'FAILED', error: String((err as Error)?.message ?? err).slice(0, 1000), finishedAt: sql`now()` }).where(eq(jobRun.id, run.id));
    throw err;
  }
}
