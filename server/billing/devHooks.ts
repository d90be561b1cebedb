import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { OperatingCountry } from '@contract/countries';
import { rentalContract } from '../db/schema';
import type { RentalsContext } from '../rentals/context';
import { HttpError } from '../http/httpError';
import { mailboxEnabled } from '../config/env';
import { issueNextRents } from './issueBatch';
import { fixedClock, todayOf } from '../config/clock';
import { JobRequestError, runAdminJob, runAdminJobAt } from './adminJobs';

const NowBody = z.object({ now: z.string().min(10).max(40).optional() }).nullish();
const DayBody = z
  .object({
    day: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  })
  .nullish();
const invalid = () =>
  new HttpError(400, 'bad-request', 'Give the day as {"day": "YYYY-MM-DD"} or no body.', [
    { path: 'body.day', code: 'bad-request' },
  ]);
const dayOf = (body: unknown, ctx: RentalsContext): string => {
  const parsed = DayBody.safeParse(body);
  if (!parsed.success) throw invalid();
  return parsed.data?.day ?? todayOf(ctx.config.clock);
};

/**
 * Hooks for browser tests of a box's whole life, which cannot wait for a billing period or a
 * termination day to come. They exist only where the development mailbox does (mailboxEnabled: off in
 * production unless MAILBOX_ENABLED=true) and run the server's own code, nothing faked:
 * - `POST /dev/contracts/:id/next-rent` bills the contract's next period now (`issueNextRents`, as the
 *   recurring billing does): an unpaid rent and its numbered invoice; 409 when there is nothing to bill.
 * - `POST /dev/jobs/cancel-contracts` runs the CANCEL_CONTRACTS step as of `day` (default today).
 * Body of both: `{"day": "YYYY-MM-DD"}` or none.
 * - `POST /dev/admin-jobs/:job` runs any admin job as `npm run jobs` does, as of `{"now": "<ISO
 *   date or date-time>"}` (default now), and answers its run record; 400 for an unknown job or moment.
 */
export function registerBillingDevHooks(app: FastifyInstance, ctx: RentalsContext): void {
  if (!mailboxEnabled(ctx.config.env)) return;

  app.post<{ Params: { id: string } }>('/dev/contracts/:id/next-rent', async (request) => {
    const id = Number(request.params.id);
    if (!Number.isSafeInteger(id) || id <= 0 || id >= 2 ** 31)
      throw new HttpError(404, 'not-found', 'No such contract.');
    const today = dayOf(request.body, ctx);
    // Billed as the nightly run bills a batch (issueNextRents), under the contract's row lock.
    const issued = await ctx.db.transaction(async (tx) => {
      const [c] = await tx
        .select({ country: rentalContract.country })
        .from(rentalContract)
        .where(eq(rentalContract.id, id))
        .for('update');
      if (!c) return undefined;
      const rents = await issueNextRents(
        tx,
        ctx.config,
        c.country as OperatingCountry,
        [{ id, payingStatus: 'CREATED' }],
        today,
      );
      return rents.get(id);
    });
    if (!issued)
      throw new HttpError(
        409,
        'contract/not-active',
        'The contract is unknown, has ended, or ends before its next period.',
      );
    return issued;
  });

  app.post<{ Params: { job: string } }>('/dev/admin-jobs/:job', async (request) => {
    const parsed = NowBody.safeParse(request.body);
    if (!parsed.success)
      throw new HttpError(400, 'bad-request', 'Give the moment as {"now": "<ISO date or date-time>"} or no body.', [
        { path: 'body.now', code: 'bad-request' },
      ]);
    try {
      return await runAdminJobAt(ctx, request.params.job, parsed.data?.now ?? null);
    } catch (err) {
      if (err instanceof JobRequestError) throw new HttpError(400, 'bad-request', err.message);
      throw err;
    }
  });

  app.post('/dev/jobs/cancel-contracts', async (request) => {
    const asOf = dayOf(request.body, ctx);
    const run = await runAdminJob({ ...ctx, config: { ...ctx.config, clock: fixedClock(asOf) } }, 'CANCEL_CONTRACTS');
    return { asOf, processed: run.processed };
  });
}
