import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../config/context';
import { HttpError } from '../http/httpError';
import { mailboxEnabled } from '../mail/devMailbox';
import { issueNextRent } from './billing';
import { cancelDueContracts } from './cancelContracts';
import { isoToday } from './termination';

const DayBody = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional() }).nullish();
const invalid = () => new HttpError(400, 'bad-request', 'Give the day as {"day": "YYYY-MM-DD"} or no body.', [{ path: 'body.day', code: 'bad-request' }]);
const dayOf = (body: unknown): string => {
  const parsed = DayBody.safeParse(body);
  if (!parsed.success) throw invalid();
  return parsed.data?.day ?? isoToday();
};

/**
 * Hooks for browser tests of a box's whole life, which cannot wait for a billing period or a
 * termination day to come. They exist only where the development mailbox does (mailboxEnabled: off in
 * production unless MAILBOX_ENABLED=true) and run the server's own code, nothing faked:
 * - `POST /dev/contracts/:id/next-rent` bills the contract's next period now (`issueNextRent`, as the
 *   recurring billing will): an unpaid rent and its numbered invoice; 409 when there is nothing to bill.
 * - `POST /dev/jobs/cancel-contracts` runs the CANCEL_CONTRACTS step as of `day` (default today).
 * Body of both: `{"day": "YYYY-MM-DD"}` or none.
 */
export function registerRentalDevHooks(app: FastifyInstance, ctx: AppContext): void {
  if (!mailboxEnabled(ctx.config.env)) return;

  app.post<{ Params: { id: string } }>('/dev/contracts/:id/next-rent', async (request) => {
    const id = Number(request.params.id);
    if (!Number.isSafeInteger(id) || id <= 0 || id >= 2 ** 31) throw new HttpError(404, 'not-found', 'No such contract.');
    const today = dayOf(request.body);
    const issued = await ctx.db.transaction((tx) => issueNextRent(tx, ctx.config, id, today));
    if (!issued) throw new HttpError(409, 'contract/not-active', 'The contract is unknown, has ended, or ends before its next period.');
    return issued;
  });

  app.post('/dev/jobs/cancel-contracts', async (request) => {
    const asOf = dayOf(request.body);
    return { asOf, processed: await cancelDueContracts(ctx.db, asOf, 1000) };
  });
}
