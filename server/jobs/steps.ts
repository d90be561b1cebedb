import type { FastifyBaseLogger } from 'fastify';
import type { OrderContext } from '../orders/context';
import { releaseExpiredHolds } from '../orders/holds';
import { reconcilePendingPayments, refundPayment } from '../payments/process';
import { notifyFreeBoxSubscribers } from './freeBoxNotifications';
import { runFulfilment } from './orderJobs';
import { pruneJobs, runJobs } from './queue';
import type { JobStep } from './runner';

/**
 * The background work of orders and payments. Each step is safe to run on every server instance at
 * once (rows are claimed with FOR UPDATE SKIP LOCKED) and safe to repeat (each is idempotent).
 */
export function orderJobSteps(ctx: OrderContext, log: Pick<FastifyBaseLogger, 'error'>): JobStep[] {
  return [
    { name: 'fulfil-orders', everyMs: 5_000, batch: 10, run: () => runFulfilment(ctx) },
    { name: 'reconcile-payments', everyMs: 30_000, batch: 20, run: () => reconcilePendingPayments(ctx, 20, log) },
    { name: 'release-expired-holds', everyMs: 30_000, batch: 50, run: () => releaseExpiredHolds(ctx, 50, log) },
    { name: 'refund-payments', everyMs: 60_000, batch: 10, run: () => runJobs(ctx.db, 'refund-payment', (key) => refundPayment(ctx, Number(key))) },
    { name: 'notify-free-box', everyMs: 60_000, batch: 100, run: () => notifyFreeBoxSubscribers(ctx, 100) },
    { name: 'prune-jobs', everyMs: 3_600_000, run: async () => (await pruneJobs(ctx.db), 0) },
  ];
}
