import { eq, sql } from 'drizzle-orm';
import type { Currency } from '@contract/countries';
import type { InvoicingDetails } from '@contract/invoicing';
import type { Language } from '@contract/primitives';
import type { Db } from '../db/client';
import { payment } from '../db/schema';
import { GatewayError } from '../payments/gateway';
import type { CheckoutContext } from './context';
import { recordPaymentState } from './recordPayment';
import type { OrderRow, PaymentRow } from './rows';

/** The SPA's status page for an order: the return URL given at placement with `orderId` set. */
export function statusUrlOf(order: Pick<OrderRow, 'returnUrl' | 'reference'>): string {
  const url = new URL(order.returnUrl);
  url.searchParams.set('orderId', order.reference);
  return url.toString();
}

/** First poll of a new payment: the notification usually comes sooner. */
const FIRST_CHECK_SECONDS = 60;

/**
 * The payment row of a new attempt, written in the transaction that places the order or flips it
 * back to SUBMITTED for a retry: from then on the order's latest payment is this one, so a late
 * report about an older attempt cannot mark the order FAILED while this one runs.
 */
export async function insertOrderPayment(tx: Db, order: OrderRow, provider: string): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payment)
    .values({
      orderId: order.id,
      provider,
      amountMinor: order.firstPaymentMinor,
      currency: order.currency,
      recurrence: true,
    })
    .returning();
  return row;
}

/**
 * Creates the payment at the provider, outside any transaction (no row lock is held during a
 * network call). If the provider cannot be reached, the payment and thus the order are FAILED and
 * the payer goes to the status page, which offers a retry while the box is held. Returns where to
 * send the payer and whether the provider took the payment.
 */
export async function createAtProvider(
  ctx: CheckoutContext,
  order: OrderRow,
  row: PaymentRow,
  description: string,
): Promise<{ url: string; started: boolean }> {
  const gateway = ctx.gateways.of(row.provider);
  const buyer = order.invoicingDetails as InvoicingDetails;
  try {
    const created = await gateway.create({
      amountMinor: order.firstPaymentMinor,
      currency: order.currency as Currency,
      orderNumber: order.reference,
      description,
      items: [{ name: description, amountMinor: order.firstPaymentMinor, vatPercent: order.vatPercent }],
      language: order.language as Language,
      payer: {
        firstName: buyer.firstName,
        lastName: buyer.lastName,
        email: buyer.email,
        phoneNumber: buyer.telephoneNumber,
      },
      returnUrl: statusUrlOf(order),
      recurrence: true,
    });
    await ctx.db
      .update(payment)
      .set({
        providerPaymentId: created.providerPaymentId,
        gatewayUrl: created.gatewayUrl,
        state: 'PENDING',
        nextCheckAt: sql`now() + make_interval(secs => ${FIRST_CHECK_SECONDS})`,
        updatedAt: sql`now()`,
      })
      .where(eq(payment.id, row.id));
    if (created.state !== 'PENDING') await recordPaymentState(ctx.db, row.id, created.state);
    return { url: created.gatewayUrl, started: true };
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    await ctx.db
      .update(payment)
      .set({ lastError: err.message.slice(0, 1000) })
      .where(eq(payment.id, row.id));
    await recordPaymentState(ctx.db, row.id, 'FAILED');
    return { url: statusUrlOf(order), started: false };
  }
}
