import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
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
export async function releaseExpiredHolds(
  ctx: CheckoutContext,
  limit = 50,
  log?: { error: (o: object, m: string) => void },
): Promise<number> {
  const expired = await ctx.db
    .select({ id: clientOrder.id })
    .from(clientOrder)
    .where(and(inArray(clientOrder.status, ['SUBMITTED', 'FAILED']), lt(clientOrder.heldUntil, sql`now()`)))
    .orderBy(clientOrder.heldUntil)
    .limit(limit);
  let released = 0;
  for (const { id } of expired) {
    const pending = await ctx.db
      .select()
      .from(payment)
      .where(and(eq(payment.orderId, id), eq(payment.state, 'PENDING')));
    for (const p of pending)
      await refreshPayment(ctx, p, log).catch((err) =>
        log?.error({ err, paymentId: p.id }, 'payment check before hold expiry failed'),
      );
    const done = await ctx.db.transaction(async (tx) => {
      // SKIP LOCKED: an order being fulfilled or released by another instance right now is left to it.
      const [order] = await tx
        .select()
        .from(clientOrder)
        .where(
          and(
            eq(clientOrder.id, id),
            inArray(clientOrder.status, ['SUBMITTED', 'FAILED']),
            lt(clientOrder.heldUntil, sql`now()`),
          ),
        )
        .for('update', { skipLocked: true });
      if (!order) return false;
      const [paid] = await tx
        .select({ id: payment.id })
        .from(payment)
        .where(and(eq(payment.orderId, id), eq(payment.state, 'PAID')))
        .limit(1);
      if (paid) return false; // paid in time: the fulfil-order job completes it
      await tx.update(clientOrder).set({ status: 'CANCELLED', updatedAt: sql`now()` }).where(eq(clientOrder.id, id));
      await releaseHold(tx, order.boxId);
      return true;
    });
    if (done) released += 1;
  }
  return released;
}

/**
 * How long an order's latest payment may stay unknown to the provider. The provider call (with its
 * own timeouts) ends well within this, so such a payment is one whose call failed or whose process
 * died before or during it: nobody can pay it, and the box goes back on sale.
 */
export const UNSTARTED_PAYMENT_SECONDS = 45;

const unstarted = sql`(
  select p.provider_payment_id is null and p.state in ('CREATED', 'FAILED')
    and p.created_at < now() - make_interval(secs => ${UNSTARTED_PAYMENT_SECONDS})
  from payment p where p.order_id = client_order.id order by p.id desc limit 1)`;

/**
 * Releases the box of an open order whose latest payment never reached the provider: the order is
 * CANCELLED, that payment FAILED, the box FREE, within a minute instead of at the end of the hold.
 * If the provider still answers afterwards and the payment is paid, it is handled like any late
 * payment (the box if it is still free, else a refund).
 */
export async function releaseUnstartedOrders(ctx: CheckoutContext, limit = 50): Promise<number> {
  const candidates = await queryRows<{ id: number }>(
    ctx.db,
    sql`
    select id from client_order where status in ('SUBMITTED', 'FAILED') and held_until > now() and ${unstarted}
    order by id limit ${limit}`,
  );
  let released = 0;
  for (const { id } of candidates) {
    const done = await ctx.db.transaction(async (tx) => {
      const [order] = await queryRows<{ id: number; box_id: number }>(
        tx,
        sql`
        select id, box_id from client_order where id = ${Number(id)} and status in ('SUBMITTED', 'FAILED') and ${unstarted}
        for update skip locked`,
      );
      if (!order) return false;
      await tx
        .update(payment)
        .set({ state: 'FAILED', updatedAt: sql`now()` })
        .where(and(eq(payment.orderId, order.id), isNull(payment.providerPaymentId), eq(payment.state, 'CREATED')));
      await tx
        .update(clientOrder)
        .set({ status: 'CANCELLED', updatedAt: sql`now()` })
        .where(eq(clientOrder.id, order.id));
      await releaseHold(tx, Number(order.box_id));
      return true;
    });
    if (done) released += 1;
  }
  return released;
}
