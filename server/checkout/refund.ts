import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appUser, box, clientOrder, payment, warehouse } from '../db/schema';
import { formatMoney } from '../documents/format';
import { languageOf } from '../identity/users';
import { runJobs } from '../jobs/queue';
import { queueMail } from '../mail/outbox';
import type { CheckoutContext } from './context';
import { REFUND_PAYMENT_JOB } from './jobKinds';
import { recordPaymentState } from './recordPayment';

/**
 * Refunds a payment the order could not use (it arrived after the order was cancelled or its hold
 * ran out and the box was taken meanwhile, or the account was cancelled). The REFUNDED state and the
 * customer's e-mail about it are written in one transaction, so the e-mail goes exactly once.
 */
export async function refundPayment(ctx: CheckoutContext, paymentId: number): Promise<void> {
  const [p] = await ctx.db
    .select()
    .from(payment)
    .where(and(eq(payment.id, paymentId), inArray(payment.state, ['PAID', 'REFUNDED'])));
  if (!p || p.state === 'REFUNDED' || !p.providerPaymentId) return;
  await ctx.gateways.of(p.provider).refund(p.providerPaymentId, p.amountMinor);
  await ctx.db.transaction(async (tx) => {
    const recorded = await recordPaymentState(tx, p.id, 'REFUNDED');
    if (recorded.changed && p.orderId !== null) await mailRefund(tx, p.orderId, p.amountMinor, p.currency);
  });
}

/** "Your late payment was refunded", in the customer's language; an erased account has no address left. */
async function mailRefund(tx: Db, orderId: number, amountMinor: number, currency: string): Promise<void> {
  const [row] = await tx
    .select({ user: appUser, boxName: box.name, warehouseName: warehouse.name })
    .from(clientOrder)
    .innerJoin(appUser, eq(appUser.id, clientOrder.userId))
    .innerJoin(box, eq(box.id, clientOrder.boxId))
    .innerJoin(warehouse, eq(warehouse.id, clientOrder.warehouseId))
    .where(eq(clientOrder.id, orderId));
  if (!row || row.user.removedAt) return;
  const language = languageOf(row.user);
  await queueMail(tx, {
    to: row.user.email,
    language,
    template: 'order-refunded',
    params: {
      name: row.user.firstName,
      refund: {
        boxName: row.boxName,
        warehouse: row.warehouseName,
        amount: formatMoney(amountMinor, currency, language),
      },
    },
  });
}

/** Runs due `refund-payment` jobs (queued by fulfilOrder when the order cannot use a payment). */
export const runRefunds = (ctx: CheckoutContext): Promise<number> =>
  runJobs(ctx.db, REFUND_PAYMENT_JOB, (key) => refundPayment(ctx, Number(key)));
