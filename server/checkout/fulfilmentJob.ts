import { runJobs } from '../jobs/queue';
import type { CheckoutContext } from './context';
import { fulfilOrder } from './fulfil';
import { FULFIL_ORDER_JOB } from './jobKinds';

/**
 * Runs due `fulfil-order` jobs, or (with `orderId`) that order's job right now. A job is marked done
 * once fulfilOrder returned, whatever the outcome: every outcome is final (fulfilled, refunded, or
 * nothing paid); a throw keeps it queued with backoff.
 */
export function runFulfilment(ctx: CheckoutContext, orderId?: number): Promise<number> {
  return runJobs(
    ctx.db,
    FULFIL_ORDER_JOB,
    async (key) => void (await fulfilOrder(ctx, Number(key))),
    orderId === undefined ? {} : { key: String(orderId), limit: 1 },
  );
}
