import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PlacedOrder } from '@contract/order';
import { box, clientOrder, payment, warehouse } from '../db/schema';
import { HttpError, notFound } from '../http/httpError';
import { consumeRateLimit, type RateLimitRule } from '../http/rateLimit';
import type { CheckoutContext } from './context';
import { createAtProvider, insertOrderPayment } from './paymentStart';

/**
 * Each retry creates a payment at the provider: a few per order and hour are plenty. The client
 * address is counted first (a caller may invent references, and each new one would be a new row).
 */
export const retryPerAddress: RateLimitRule = { bucket: 'order-retry-address', limit: 30, windowSeconds: 3600 };
export const retryPerOrder: RateLimitRule = { bucket: 'order-retry', limit: 10, windowSeconds: 3600 };

const holdExpired = () =>
  new HttpError(409, 'order/hold-expired', 'The box is no longer held for this order; place a new order.');
const notRetryable = () =>
  new HttpError(409, 'order/not-retryable', 'The order is paid or its payment is still being processed.');

/**
 * The card page of an unpaid payment still open at the provider, when the customer left it with the
 * browser's Back button: going there again pays the same payment instead of starting a second one.
 */
async function openPaymentPage(ctx: CheckoutContext, orderId: number): Promise<string | null> {
  const [latest] = await ctx.db
    .select({ url: payment.gatewayUrl })
    .from(payment)
    .where(and(eq(payment.orderId, orderId), inArray(payment.state, ['CREATED', 'PENDING'])))
    .orderBy(desc(payment.id))
    .limit(1);
  return latest?.url ?? null;
}

/**
 * "Pay" for a held order. A FAILED order whose box is still held gets a new payment and is SUBMITTED
 * again, in one transaction with the new payment row (the order row lock makes two clicks start one
 * payment: the second finds the order SUBMITTED). A SUBMITTED order whose payment page is still open
 * at the provider gets that page again. 503 when the provider is down.
 */
export async function retryPayment(ctx: CheckoutContext, reference: string, address: string): Promise<PlacedOrder> {
  await consumeRateLimit(ctx.db, retryPerAddress, address);
  await consumeRateLimit(ctx.db, retryPerOrder, reference);
  const { order, row, resumeUrl } = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(clientOrder).where(eq(clientOrder.reference, reference)).for('update');
    if (!order) throw notFound('The order');
    if (order.status === 'CANCELLED' || (order.status === 'FAILED' && order.heldUntil.getTime() <= Date.now()))
      throw holdExpired();
    if (order.status === 'SUBMITTED' && order.heldUntil.getTime() > Date.now()) {
      const url = await openPaymentPage({ ...ctx, db: tx }, order.id);
      if (url) return { order, row: null, resumeUrl: url };
    }
    if (order.status !== 'FAILED') throw notRetryable();
    const [updated] = await tx
      .update(clientOrder)
      .set({ status: 'SUBMITTED', updatedAt: sql`now()` })
      .where(eq(clientOrder.id, order.id))
      .returning();
    return {
      order: updated,
      row: await insertOrderPayment(tx, updated, ctx.gateways.current.provider),
      resumeUrl: null,
    };
  });
  if (resumeUrl) return { orderId: order.reference, paymentUrl: resumeUrl };
  const [place] = await ctx.db
    .select({ boxName: box.name, warehouseName: warehouse.name })
    .from(box)
    .innerJoin(warehouse, eq(warehouse.id, box.warehouseId))
    .where(eq(box.id, order.boxId));
  const { url, started } = await createAtProvider(
    ctx,
    order,
    row!,
    `Self Storage ${place.boxName}, ${place.warehouseName}`,
  );
  if (!started)
    throw new HttpError(
      503,
      'payment/unsuccessful',
      'The card payment provider cannot be reached; try again in a moment.',
    );
  return { orderId: order.reference, paymentUrl: url };
}
