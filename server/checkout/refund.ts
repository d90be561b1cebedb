import { and, eq, inArray } from 'drizzle-orm';
import { payment } from '../db/schema';
import { runJobs } from '../jobs/queue';
import type { CheckoutContext } from './context';
import { REFUND_PAYMENT_JOB } from './jobKinds';
import { recordPaymentState } from './recordPayment';

/** Refunds a payment the order could not use (box taken after the hold expired, account cancelled). */
export async function refundPayment(ctx: CheckoutContext, paymentId: number): Promise<void> {
  const [p] = await ctx.db.select().from(payment).where(and(eq(payment.id, paymentId), inArray(payment.state, ['PAID', 'REFUNDED'])));
  if (!p || p.state === 'REFUNDED' || !p.providerPaymentId) return;
  await ctx.gateways.of(p.provider).refund(p.providerPaymentId, p.amountMinor);
  await recordPaymentState(ctx.db, p.id, 'REFUNDED');
}

/** Runs due `refund-payment` jobs (queued by fulfilOrder when the order cannot use a payment). */
export const runRefunds = (ctx: CheckoutContext): Promise<number> => runJobs(ctx.db, REFUND_PAYMENT_JOB, (key) => refundPayment(ctx, Number(key)));
