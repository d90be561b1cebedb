import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { payment } from '../db/schema';
import type { ProviderPaymentState } from '../payments/gateway';
import type { PaymentOutcomes } from '../payments/outcomes';
import type { CheckoutContext } from './context';
import { runFulfilment } from './fulfilmentJob';
import { recordPaymentState } from './recordPayment';
import type { PaymentRow } from './rows';

/**
 * What every report about a payment goes through (notification, poll, status check): ask the
 * provider for the state, record it durably, and if the order is now paid, fulfil it right away.
 * Fulfilling here is only a shortcut: when it fails or the process dies, the queued job does it.
 */
export async function refreshPayment(
  ctx: CheckoutContext,
  p: PaymentRow,
  log?: { error: (o: object, m: string) => void },
): Promise<ProviderPaymentState | null> {
  if (!p.providerPaymentId) return null;
  const state = await ctx.gateways.of(p.provider).getState(p.providerPaymentId);
  const recorded = await recordPaymentState(ctx.db, p.id, state);
  if (recorded.payment.state === 'PAID' && p.orderId !== null) {
    await runFulfilment(ctx, p.orderId).catch((err) =>
      log?.error({ err, orderId: p.orderId }, 'fulfilment deferred to the job runner'),
    );
  }
  return state;
}

/** An order's payment by the provider's id; rent payments (no order) are billing's to handle. */
export const findProviderPayment = async (ctx: CheckoutContext, provider: string, providerPaymentId: string) =>
  (
    await ctx.db
      .select()
      .from(payment)
      .where(
        and(
          eq(payment.provider, provider),
          eq(payment.providerPaymentId, providerPaymentId),
          isNotNull(payment.orderId),
        ),
      )
  )[0] ?? null;

/** A payment the provider never heard of (we died before or while creating it) is failed after this. */
const ORPHAN_AFTER_SECONDS = 600;

/**
 * Reconciliation: polls the provider for order payments still pending (billing polls its own), oldest due first, until they are
 * final (notifications can be lost). Claimed with FOR UPDATE SKIP LOCKED by pushing next_check_at
 * forward (1, 2, 4 … minutes after each poll, then every 15 minutes), so instances never poll the
 * same payment together. Returns how many were claimed.
 */
export async function reconcilePendingPayments(
  ctx: CheckoutContext,
  limit = 20,
  log?: { error: (o: object, m: string) => void },
): Promise<number> {
  const claimed = await queryRows<{ id: number }>(
    ctx.db,
    sql`
    update payment set checks = checks + 1, next_check_at = now() + make_interval(secs => least(60 * power(2, checks), 900)::int)
    where id in (
      select id from payment where state in ('CREATED', 'PENDING') and next_check_at <= now() and order_id is not null
      order by next_check_at, id limit ${limit} for update skip locked)
    returning id`,
  );
  for (const { id } of claimed) {
    const [p] = await ctx.db
      .select()
      .from(payment)
      .where(eq(payment.id, Number(id)));
    try {
      if (p.providerPaymentId) await refreshPayment(ctx, p, log);
      else if (Date.now() - p.createdAt.getTime() > ORPHAN_AFTER_SECONDS * 1000)
        await recordPaymentState(ctx.db, p.id, 'FAILED');
    } catch (err) {
      log?.error({ err, paymentId: p.id }, 'payment reconciliation failed; retried later');
    }
  }
  return claimed.length;
}

/**
 * Checkout's side of the payment adapters' notification endpoints: a notification only names the
 * payment; its state is asked from the provider and recorded like any other report.
 */
export const checkoutPaymentOutcomes = (ctx: CheckoutContext): PaymentOutcomes => ({
  async paymentChanged(provider, providerPaymentId, log) {
    const p = await findProviderPayment(ctx, provider, providerPaymentId);
    if (!p) return 'unknown-payment';
    await refreshPayment(ctx, p, log);
    return 'recorded';
  },
});
