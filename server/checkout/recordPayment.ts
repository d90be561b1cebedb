import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientOrder, payment } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import { acceptsReportedState as accepts, type ProviderPaymentState } from '../payments/gateway';
import { FULFIL_ORDER_JOB } from './jobKinds';
import type { PaymentRow } from './rows';

export interface Recorded {
  changed: boolean;
  payment: PaymentRow;
}

/**
 * Records what the provider says about a payment, durably and idempotently, before anything else:
 * the payment row is locked and updated, and for PAID the `fulfil-order` job is queued in the same
 * transaction. If the process dies right after the commit, the job runner still completes the order;
 * a repeated report (a replayed notification, a poll) finds nothing to change. A failed payment
 * turns a SUBMITTED order FAILED, so the status page offers a retry while the box is held.
 */
export async function recordPaymentState(db: Db, paymentId: number, state: ProviderPaymentState): Promise<Recorded> {
  return db.transaction(async (tx) => {
    const [p] = await tx.select().from(payment).where(eq(payment.id, paymentId)).for('update');
    if (!p) throw new Error(`payment ${paymentId} does not exist`);
    if (!accepts(p.state, state)) {
      if (p.state === 'PAID' && p.orderId !== null) await enqueueJob(tx, FULFIL_ORDER_JOB, String(p.orderId));
      return { changed: false, payment: p };
    }
    const [updated] = await tx
      .update(payment)
      .set({ state, updatedAt: sql`now()`, ...(state === 'PAID' ? { paidAt: sql`now()` } : {}) })
      .where(eq(payment.id, paymentId))
      .returning();
    if (p.orderId !== null && state === 'PAID') await enqueueJob(tx, FULFIL_ORDER_JOB, String(p.orderId));
    if (p.orderId !== null && (state === 'FAILED' || state === 'CANCELLED'))
      await failOrderIfLatest(tx, p.orderId, p.id);
    return { changed: true, payment: updated };
  });
}

async function failOrderIfLatest(tx: Db, orderId: number, paymentId: number): Promise<void> {
  const [latest] = await tx
    .select({ id: payment.id })
    .from(payment)
    .where(eq(payment.orderId, orderId))
    .orderBy(desc(payment.id))
    .limit(1);
  if (latest?.id !== paymentId) return; // an older attempt failing says nothing about the retry in progress
  await tx
    .update(clientOrder)
    .set({ status: 'FAILED', updatedAt: sql`now()` })
    .where(and(eq(clientOrder.id, orderId), eq(clientOrder.status, 'SUBMITTED')));
}
