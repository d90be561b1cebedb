import type { FastifyBaseLogger } from 'fastify';
import type { JobStep } from '../jobs/runner';
import type { CheckoutContext } from './context';
import { runFulfilment } from './fulfilmentJob';
import { releaseExpiredHolds, releaseUnstartedOrders } from './holds';
import { reconcilePendingPayments } from './paymentOutcome';
import { runRefunds } from './refund';

/**
 * The background work of orders and payments. Each step is safe to run on every server instance at
 * once (rows are claimed with FOR UPDATE SKIP LOCKED) and safe to repeat (each is idempotent).
 */
export function checkoutJobSteps(ctx: CheckoutContext, log: Pick<FastifyBaseLogger, 'error'>): JobStep[] {
  return [
    { name: 'fulfil-orders', everyMs: 5_000, batch: 10, run: () => runFulfilment(ctx) },
    { name: 'reconcile-payments', everyMs: 30_000, batch: 20, run: () => reconcilePendingPayments(ctx, 20, log) },
    { name: 'release-expired-holds', everyMs: 30_000, batch: 50, run: () => releaseExpiredHolds(ctx, 50, log) },
    { name: 'release-unstarted-orders', everyMs: 15_000, batch: 50, run: () => releaseUnstartedOrders(ctx, 50) },
    { name: 'refund-payments', everyMs: 60_000, batch: 10, run: () => runRefunds(ctx) },
  ];
}
