import { ADMIN_JOBS, isAdminJob, type AdminJob } from '../config/adminJobs';
import { fixedClock, todayOf } from '../config/clock';
import { recordedRun, type JobRunRecord, type RunTally } from '../jobs/runs';
import { cancelDueContracts } from '../rentals/cancelContracts';
import type { RentalsContext } from '../rentals/context';
import { announceUpcomingCharges, remindEndingContracts, remindOverdueRents } from './notices';
import { processDuePayments } from './paymentProcessing';

const work: Record<AdminJob, (ctx: RentalsContext, today: string, tally: RunTally) => Promise<void>> = {
  PAYMENT_PROCESSING: processDuePayments,
  CANCEL_CONTRACTS: cancelDueContracts,
  NOTIFY_PAYMENTS_TO_BE_ANNOUNCED: announceUpcomingCharges,
  NOTIFY_RENTS_WITH_PAYMENT_OVERDUE: remindOverdueRents,
  NOTIFY_CONTRACTS_BEFORE_TERMINATION: remindEndingContracts,
};

/**
 * Runs one admin job once, as of today by the context's clock, under its `job_run` record. Every job
 * claims or records its items so that running it twice, or on several instances at the same moment,
 * does each charge, invoice and e-mail once.
 */
export function runAdminJob(ctx: RentalsContext, job: AdminJob): Promise<JobRunRecord> {
  const today = todayOf(ctx.config.clock);
  return recordedRun(ctx.db, job, today, (tally) => work[job](ctx, today, tally));
}

/** Why a request to run a job cannot be carried out: an unknown job or an unreadable moment. */
export class JobRequestError extends Error {}

/**
 * Runs a job named by an operator (the jobs command, the operator socket), as of `now` when given
 * (an ISO date or date-time; a day means its local midnight) instead of the context's clock.
 */
export function runAdminJobAt(ctx: RentalsContext, job: string, now: string | null): Promise<JobRunRecord> {
  if (!isAdminJob(job)) throw new JobRequestError(`unknown job ${job}; one of ${ADMIN_JOBS.join(', ')}`);
  let clock = ctx.config.clock;
  if (now !== null) {
    try {
      clock = fixedClock(now);
    } catch {
      throw new JobRequestError(
        `--now must be an ISO date or date-time, e.g. 2027-01-01 or 2027-01-01T02:00; got ${now}`,
      );
    }
  }
  return runAdminJob({ ...ctx, config: { ...ctx.config, clock } }, job);
}
