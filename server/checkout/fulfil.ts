import { and, asc, eq, sql } from 'drizzle-orm';
import type { OperatingCountry } from '@contract/countries';
import type { Db } from '../db/client';
import { appUser, box, clientOrder, payment } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import { creditReferrer } from '../referrals/rewards';
import { openRentalContract } from '../rentals/openContract';
import type { CheckoutContext } from './context';
import { REFUND_PAYMENT_JOB } from './jobKinds';
import type { OrderRow } from './rows';

export type FulfilOutcome = 'fulfilled' | 'already-fulfilled' | 'not-paid' | 'refund';

/** Test seam: runs just before the fulfilment transaction commits (a throw there simulates a crash). */
export interface FulfilHooks {
  beforeCommit?: () => void | Promise<void>;
}

/**
 * Completes a paid order exactly once, in one transaction: box RENTED, contract ACTIVE (number from
 * the country's series, fresh lock code), first rent PAID (FROM_ORDER), invoice with its number and
 * PDF, agreement PDF, order FULFILLED, and the one confirmation e-mail with both PDFs. Everything or
 * nothing: a crash anywhere leaves the order as it was, and the `fulfil-order` job runs it again.
 * Running it twice is harmless: the order row is locked first and a FULFILLED order is left alone;
 * the unique index on rental_contract.order_id would refuse a second contract anyway.
 *
 * A payment that arrives after the hold expired still gets the box if it is free; if the box was
 * taken meanwhile, or the account was cancelled, the order is CANCELLED and the payment refunded.
 */
export async function fulfilOrder(
  ctx: CheckoutContext,
  orderId: number,
  hooks: FulfilHooks = {},
): Promise<FulfilOutcome> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(clientOrder).where(eq(clientOrder.id, orderId)).for('update');
    if (!order) throw new Error(`order ${orderId} does not exist`);
    if (order.status === 'FULFILLED') return 'already-fulfilled';
    const [paid] = await tx
      .select()
      .from(payment)
      .where(and(eq(payment.orderId, orderId), eq(payment.state, 'PAID')))
      .orderBy(asc(payment.id))
      .limit(1);
    if (!paid) return 'not-paid';
    // The same lock account removal takes: no contract can appear for an account being erased.
    const [user] = await tx.select().from(appUser).where(eq(appUser.id, order.userId)).for('update');
    if (!user || user.removedAt || !(await takeBox(tx, order))) {
      await tx
        .update(clientOrder)
        .set({ status: 'CANCELLED', updatedAt: sql`now()` })
        .where(eq(clientOrder.id, orderId));
      if (order.status !== 'CANCELLED') await releaseHold(tx, order.boxId);
      await enqueueJob(tx, REFUND_PAYMENT_JOB, String(paid.id));
      return 'refund';
    }
    await openRentalContract(tx, ctx.config, order, paid, user);
    // The customer's first successful payment earns their referrer the reward (once: the unique index).
    await creditReferrer(tx, ctx.config.env, user.id, order.country as OperatingCountry);
    await tx
      .update(clientOrder)
      .set({ status: 'FULFILLED', fulfilledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(clientOrder.id, order.id));
    await hooks.beforeCommit?.();
    return 'fulfilled';
  });
}

/** The order's box becomes RENTED: held by this order, or (hold expired) still free. */
async function takeBox(tx: Db, order: OrderRow): Promise<boolean> {
  const held = order.status === 'SUBMITTED' || order.status === 'FAILED';
  const rows = await tx
    .update(box)
    .set({ occupancy: 'RENTED', heldUntil: null })
    .where(
      and(
        eq(box.id, order.boxId),
        held ? eq(box.occupancy, 'HELD') : and(eq(box.occupancy, 'FREE'), eq(box.active, true)),
      ),
    )
    .returning({ id: box.id });
  return rows.length === 1;
}

export const releaseHold = (tx: Db, boxId: number) =>
  tx
    .update(box)
    .set({ occupancy: 'FREE', heldUntil: null })
    .where(and(eq(box.id, boxId), eq(box.occupancy, 'HELD')));
