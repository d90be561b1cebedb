import type { FastifyBaseLogger } from 'fastify';
import type { JobStep } from '../jobs/runner';
import { cancelDueContracts } from './cancelContracts';
import type { RentalsContext } from './context';
import { reconcileRentPayments, runRentRefunds } from './rentPaymentRecord';

/**
 * The background work of contracts and rents. Each step claims its rows with FOR UPDATE SKIP LOCKED
 * and is idempotent, so every server instance may run them at once. Ending contracts is a matter of
 * days: every 15 minutes is soon enough after midnight.
 */
export function rentalJobSteps(ctx: RentalsContext, log: Pick<FastifyBaseLogger, 'error'>): JobStep[] {
  return [
    { name: 'cancel-contracts', everyMs: 15 * 60_000, batch: 100, run: () => cancelDueContracts(ctx.db, undefined, 100) },
    { name: 'reconcile-rent-payments', everyMs: 30_000, batch: 20, run: () => reconcileRentPayments(ctx, 20, log) },
    { name: 'refund-rent-payments', everyMs: 60_000, batch: 10, run: () => runRentRefunds(ctx) },
  ];
}
