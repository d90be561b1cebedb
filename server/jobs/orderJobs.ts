import { fulfilOrder } from '../rentals/fulfil';
import type { OrderContext } from '../orders/context';
import { runJobs } from './queue';

/**
 * Runs due `fulfil-order` jobs, or (with `orderId`) that order's job right now. A job is marked done
 * once fulfilOrder returned, whatever the outcome: every outcome is final (fulfilled, refunded, or
 * nothing paid); a throw keeps it queued with backoff.
 */
export function runFulfilment(ctx: OrderContext, orderId?: number): Promise<number> {
  return runJobs(ctx.db, 'fulfil-order', async (key) => void (await fulfilOrder(ctx, Number(key))), orderId === undefined ? {} : { key: String(orderId), limit: 1 });
}
