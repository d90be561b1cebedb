import { and, eq, inArray, sql } from 'drizzle-orm';
import { clientOrder, payment } from '../db/schema';
import { HttpError, notFound } from '../http/httpError';
import type { CheckoutContext } from './context';
import { releaseHold } from './fulfil';
import { refreshPayment } from './paymentOutcome';

const notCancellable = () =>
  new HttpError(409, 'order/not-cancellable', 'The order is paid; it can no longer be cancelled.');

/**
 * The customer gives up an unpaid order (to order the same box with other terms): the order becomes
 * CANCELLED and its box FREE. A pending payment is asked about first, so an order that was in fact
 * paid is never cancelled. A payment confirmed only later is handled as for an expired hold: honoured
 * while the box is still free, refunded otherwise. Cancelling twice answers the same.
 */
export async function cancelOrder(ctx: CheckoutContext, reference: string): Promise<void> {
  const [found] = await ctx.db.select().from(clientOrder).where(eq(clientOrder.reference, reference));
  if (!found) throw notFound('The order');
  const pending = await ctx.db
    .select()
    .from(payment)
    .where(and(eq(payment.orderId, found.id), inArray(payment.state, ['CREATED', 'PENDING'])));
  for (const p of pending) if (p.providerPaymentId) await refreshPayment(ctx, p).catch(() => {}); // unknown stays pending: cancelled all the same
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(clientOrder).where(eq(clientOrder.id, found.id)).for('update');
    if (order.status === 'CANCELLED') return;
    const [paid] = await tx
      .select({ id: payment.id })
      .from(payment)
      .where(and(eq(payment.orderId, order.id), eq(payment.state, 'PAID')))
      .limit(1);
    if (order.status === 'FULFILLED' || paid) throw notCancellable();
    await tx
      .update(clientOrder)
      .set({ status: 'CANCELLED', updatedAt: sql`now()` })
      .where(eq(clientOrder.id, order.id));
    await releaseHold(tx, order.boxId);
  });
}
