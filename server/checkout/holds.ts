import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { clientOrder, payment } from '../db/schema';
import type { CheckoutContext } from './context';
import { releaseHold } from './fulfil';
import { refreshPayment } from './paymentOutcome';

/**
 * Ends the holds of orders nobody paid for in time: the order becomes CANCELLED and its box FREE
 * (the box trigger puts it back into the warehouse's free count). Before giving up, a pending payment
 * is asked about once more: a payment that went through is fulfilled instead. A payment the provider
 * confirms only later is still honoured if the box is free then, else refunded (see fulfilOrder).
 */
export async function releaseExpiredHolds(ctx: CheckoutContext, limit = 50, log?: { error: (o: object, m: string) => void }): Promise<number> {
  const expired = await ctx.db
    .select({ id: clientOrder.id })
    .from(clientOrder)
    .where(and(inArray(clientOrder.status, ['SUBMITTED', 'FAILED']), lt(clientOrder.heldUntil, sql`now()`)))
    .orderBy(clientOrder.heldUntil)
    .limit(limit);
  let released = 0;
  for (const { id } of expired) {
    const pending = await ctx.db.select().from(payment).where(and(eq(payment.orderId, id), eq(payment.state, 'PENDING')));
    for (const p of pending) await refreshPayment(ctx, p, log).catch((err) => log?.error({ err, paymentId: p.id }, 'payment check before hold expiry failed'));
    const done = await ctx.db.transaction(async (tx) => {
      // SKIP LOCKED: an order being fulfilled or released by another instance right now is left to it.
      const [order] = await tx
        .select()
        .from(clientOrder)
        .where(and(eq(clientOrder.id, id), inArray(clientOrder.status, ['SUBMITTED', 'FAILED']), lt(clientOrder.heldUntil, sql`now()`)))
        .for('update', { skipLocked: true });
      if (!order) return false;
      const [paid] = await tx.select({ id: payment.id }).from(payment).where(and(eq(payment.orderId, id), eq(payment.state, 'PAID'))).limit(1);
      if (paid) return false; // paid in time: the fulfil-order job completes it
      await tx.update(clientOrder).set({ status: 'CANCELLED', updatedAt: sql`now()` }).where(eq(clientOrder.id, id));
      await releaseHold(tx, order.boxId);
      return true;
    });
    if (done) released += 1;
  }
  return released;
}
