import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_JOBS } from '../config/adminJobs';
import { BUSINESS_TIME_ZONE } from '../config/clock';
import type { JobStep } from '../jobs/runner';
import { describeRun } from '../jobs/runs';
import { startAdminSchedule, type AdminSchedule } from '../jobs/adminSchedule';
import type { Database } from '../db/client';
import { runAdminJob } from './adminJobs';
import type { RentalsContext } from '../rentals/context';
import { renderInvoicesStep } from '../rentals/documents';
import { reconcileRentPayments } from './reconcile';
import { runRentRefunds } from './rentPaymentRecord';

/**
 * The background work of rents that runs all day: charges whose notification was lost, refunds, and
 * the invoice PDFs the nightly billing left for later. Each step claims its rows with FOR UPDATE
 * SKIP LOCKED and is idempotent, so every server instance may run them at once.
 */
export function billingJobSteps(ctx: RentalsContext, log: Pick<FastifyBaseLogger, 'error'>): JobStep[] {
  return [
    { name: 'reconcile-rent-payments', everyMs: 30_000, batch: 20, run: () => reconcileRentPayments(ctx, 20, log) },
    { name: 'refund-rent-payments', everyMs: 60_000, batch: 10, run: () => runRentRefunds(ctx) },
    renderInvoicesStep(ctx.db),
  ];
}

/**
 * The admin jobs at their JOB_TIMES in the business time zone, each run logged in one line and
 * recorded in job_run; a failed run throws, so the scheduler tries it again later.
 */
export function scheduleAdminJobs(
  ctx: RentalsContext,
  database: Database,
  log: Pick<FastifyBaseLogger, 'error' | 'info'>,
): Promise<AdminSchedule> {
  const jobs = ADMIN_JOBS.map((job) => ({
    name: job,
    at: ctx.config.env.JOB_TIMES[job],
    run: async () => {
      const run = await runAdminJob(ctx, job);
      if (run.status === 'FAILED') {
        log.error({ job, runId: run.runId }, describeRun(run));
        throw new Error(`${job} failed: ${run.error?.split('\n')[0]}`);
      }
      log.info({ job, runId: run.runId }, describeRun(run));
    },
  }));
  return startAdminSchedule(database, jobs, BUSINESS_TIME_ZONE, log);
}
