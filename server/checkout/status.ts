import { desc, eq } from 'drizzle-orm';
import type { OrderStatusResponse } from '@contract/order';
import { clientOrder, payment, rentalContract } from '../db/schema';
import { notFound } from '../http/httpError';
import type { CheckoutContext } from './context';
import { claimStatusCheck, shownPaymentState } from '../payments/statusCheck';
import { refreshPayment } from './paymentOutcome';

const findOrder = async (ctx: CheckoutContext, reference: string) =>
  (await ctx.db.select().from(clientOrder).where(eq(clientOrder.reference, reference)))[0] ?? null;

const latestPayment = async (ctx: CheckoutContext, orderId: number) =>
  (await ctx.db.select().from(payment).where(eq(payment.orderId, orderId)).orderBy(desc(payment.id)).limit(1))[0] ??
  null;

/**
 * The status page's question after the card page (anonymous: the unguessable reference is the key,
 * and the answer names no person). A payment still pending is asked about at the provider now and
 * then, so a lost notification does not leave the page waiting for the reconciliation job.
 */
export async function orderStatus(ctx: CheckoutContext, reference: string): Promise<OrderStatusResponse> {
  let order = await findOrder(ctx, reference);
  if (!order) throw notFound('The order');
  let latest = await latestPayment(ctx, order.id);
  if (latest && order.status === 'SUBMITTED' && latest.providerPaymentId) {
    if (await claimStatusCheck(ctx.db, latest.id)) {
      await refreshPayment(ctx, latest).catch(() => {}); // the reconciliation job will try again
      order = (await findOrder(ctx, reference))!;
      latest = await latestPayment(ctx, order.id);
    }
  }
  const [contract] = await ctx.db
    .select({ id: rentalContract.id, number: rentalContract.businessId })
    .from(rentalContract)
    .where(eq(rentalContract.orderId, order.id));
  return {
    orderId: order.reference,
    status: order.status as OrderStatusResponse['status'],
    payment: { state: shownPaymentState(latest?.state) },
    retryable: order.status === 'FAILED' && order.heldUntil.getTime() > Date.now(),
    contractId: contract?.id ?? null,
    contractNumber: contract?.number ?? null,
    heldUntil: order.heldUntil.toISOString(),
    value: { minor: order.firstPaymentMinor, currency: order.currency as OrderStatusResponse['value']['currency'] },
  };
}
