import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { cardProviderOf } from '@contract/cardProviders';
import type { OperatingCountry } from '@contract/countries';
import type { RentPaymentStatus } from '@contract/my';
import { dayOf, todayOf } from '../config/clock';
import { invoice, payment, rent, rentalContract, rentPayment } from '../db/schema';
import { enqueueJob, runJobs } from '../jobs/queue';
import {
  acceptsReportedState,
  GatewayError,
  type PaymentGateway,
  type ProviderPayment,
  type ProviderPaymentState,
} from '../payments/gateway';
import type { OutcomeLog, PaymentOutcomes, ProviderName } from '../payments/outcomes';
import { claimStatusCheck, shownPaymentState } from '../payments/statusCheck';
import { chaosPoint } from '../ops/chaos';
import type { RentalsContext } from '../rentals/context';
import { askForManualPayment, myRentsLink, rentParams, sendNoticeOnce } from './billingMail';
import { issuePaidInvoice, markInvoicePaid } from '../rentals/documents';
import { latestRentPayment, ownRent } from './rentRows';

/** A rent payment that arrived for a rent paid meanwhile (another attempt, an admin) is given back. */
export const REFUND_RENT_PAYMENT_JOB = 'refund-rent-payment';

/**
 * Records what the provider says about a rent's payment, durably and idempotently, in one
 * transaction under the payment's row lock: the state by the payments' transition rule, and when it
 * is PAID, the rent PAID with its invoice paid: pay method MANUAL for the customer's own payment (the
 * paid invoice rendered at once, they are on the page), AUTOPAY for a charge of the stored card (the
 * paid copy rendered by the render job; the customer gets a receipt e-mail). A failed charge of the
 * stored card leaves the rent WAITING_FOR_MANUAL with an e-mail asking to pay it in My rents. A
 * repeated report finds nothing to change; a PAID payment of a rent already paid otherwise is queued
 * for a refund.
 */
export async function recordRentPaymentState(
  ctx: RentalsContext,
  paymentId: number,
  state: ProviderPaymentState,
  providerPaymentId?: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ p: payment, link: rentPayment })
      .from(payment)
      .innerJoin(rentPayment, eq(rentPayment.paymentId, payment.id))
      .where(eq(payment.id, paymentId))
      .for('update', { of: payment });
    if (!found) throw new Error(`payment ${paymentId} of a rent does not exist`);
    const { p, link } = found;
    let paidAt = p.paidAt;
    if (acceptsReportedState(p.state, state) || providerPaymentId !== undefined) {
      const [updated] = await tx
        .update(payment)
        .set({
          ...(acceptsReportedState(p.state, state)
            ? { state, ...(state === 'PAID' ? { paidAt: ctx.config.clock.now() } : {}) }
            : {}),
          // A charge the provider decided at once: its id is recorded with its outcome, in one step.
          ...(providerPaymentId !== undefined ? { providerPaymentId } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(payment.id, paymentId))
        .returning();
      paidAt = updated.paidAt;
    }
    const recorded = acceptsReportedState(p.state, state) ? state : p.state;
    const today = todayOf(ctx.config.clock);
    if (recorded === 'FAILED' || recorded === 'CANCELLED') {
      if (link.kind !== 'AUTOPAY') return;
      const [r] = await tx.select().from(rent).where(eq(rent.id, link.rentId)).for('update');
      if (r.status === 'PAID' || r.payingStatus !== 'ATTEMPTING_AUTOPAY') return;
      await askForManualPayment(
        tx,
        ctx.config,
        r.contractId,
        {
          rentId: r.id,
          amountMinor: r.amountMinor,
          currency: r.currency,
          periodFrom: r.periodFrom,
          periodTo: r.periodTo,
          dueOn: r.dueOn ?? r.periodFrom,
        },
        today,
      );
      return;
    }
    if (recorded !== 'PAID') return;
    const [r] = await tx.select().from(rent).where(eq(rent.id, link.rentId)).for('update');
    if (r.status === 'PAID') {
      if (r.paymentId !== paymentId) await enqueueJob(tx, REFUND_RENT_PAYMENT_JOB, String(paymentId));
      return;
    }
    const when = paidAt ?? ctx.config.clock.now();
    const autopay = link.kind === 'AUTOPAY';
    await tx
      .update(rent)
      .set({ status: 'PAID', payingStatus: 'PAID', payMethod: autopay ? 'AUTOPAY' : 'MANUAL', paymentId, paidAt: when })
      .where(eq(rent.id, r.id));
    const [{ c, inv }] = await tx
      .select({ c: rentalContract, inv: { id: invoice.id, number: invoice.number } })
      .from(rentalContract)
      .leftJoin(invoice, eq(invoice.rentId, r.id))
      .where(eq(rentalContract.id, r.contractId));
    if (inv && autopay) {
      await markInvoicePaid(tx, inv.id, dayOf(when));
      await sendNoticeOnce(
        tx,
        { kind: 'RENT_PAID', subjectKey: String(r.id), contractId: c.id, today },
        'rent-paid',
        (a, language) => ({
          link: myRentsLink(ctx.config),
          rent: rentParams(a, language, {
            amountMinor: r.amountMinor,
            currency: r.currency,
            periodFrom: r.periodFrom,
            periodTo: r.periodTo,
            day: r.dueOn ?? r.periodFrom,
            invoiceNumber: inv.number,
          }),
        }),
      );
    } else if (inv) {
      await issuePaidInvoice(tx, inv.id, dayOf(when), {
        userId: c.userId,
        contractNumber: c.businessId,
        paymentProvider: cardProviderOf[c.country as OperatingCountry],
        periodFrom: r.periodFrom,
        periodTo: r.periodTo,
      });
    }
  });
}

/** Asks the provider about a rent payment and records the answer. */
export async function refreshRentPayment(ctx: RentalsContext, p: typeof payment.$inferSelect): Promise<void> {
  if (!p.providerPaymentId) return;
  await recordRentPaymentState(ctx, p.id, await ctx.gateways.of(p.provider).getState(p.providerPaymentId));
}

/** Billing's side of the notification endpoints: only payments of rents; any other is not ours. */
export const rentPaymentOutcomes = (ctx: RentalsContext): PaymentOutcomes => ({
  async paymentChanged(provider, providerPaymentId, log) {
    chaosPoint('notification');
    const [row] = await ctx.db
      .select({ payment })
      .from(payment)
      .innerJoin(rentPayment, eq(rentPayment.paymentId, payment.id))
      .where(and(eq(payment.provider, provider), eq(payment.providerPaymentId, providerPaymentId)));
    if (row) {
      await refreshRentPayment(ctx, row.payment);
      return 'recorded';
    }
    return matchByOrderNumber(ctx, provider, providerPaymentId, log);
  },
});

/**
 * A notification naming a payment id we never stored: a stored-card charge whose answer was lost
 * (the instance that sent it died first). The provider's record of the payment names our order
 * number, which was written on the charge's row before it was sent; the id and the state are
 * recorded on that row. A payment whose order number, amount or currency matches no charge of ours
 * stays unknown.
 */
async function matchByOrderNumber(
  ctx: RentalsContext,
  provider: ProviderName,
  providerPaymentId: string,
  log: OutcomeLog,
): Promise<'recorded' | 'unknown-payment'> {
  let gateway: PaymentGateway;
  try {
    gateway = ctx.gateways.of(provider);
  } catch {
    return 'unknown-payment'; // a provider this server does not use: not ours
  }
  let found: ProviderPayment;
  try {
    found = await gateway.lookUp(providerPaymentId);
  } catch (err) {
    // The provider does not know it either (a forged or mistyped id); unreachable: asked again later.
    if (err instanceof GatewayError && !err.retryable) return 'unknown-payment';
    throw err;
  }
  if (!found.orderNumber) return 'unknown-payment';
  const [row] = await ctx.db
    .select({ id: payment.id, amountMinor: payment.amountMinor, currency: payment.currency })
    .from(payment)
    .innerJoin(rentPayment, eq(rentPayment.paymentId, payment.id))
    .where(
      and(
        eq(payment.provider, provider),
        eq(payment.orderNumber, found.orderNumber),
        // The sender may have recorded this very id since it was looked for by id a moment ago.
        or(isNull(payment.providerPaymentId), eq(payment.providerPaymentId, providerPaymentId)),
      ),
    );
  if (!row || row.amountMinor !== found.amountMinor || row.currency !== found.currency) {
    if (row) log.error({ paymentId: row.id, providerPaymentId }, 'a charge with our order number has another amount');
    return 'unknown-payment';
  }
  await recordRentPaymentState(ctx, row.id, found.state, providerPaymentId);
  return 'recorded';
}

/** Gives back a rent payment that came in for a rent already paid. */
export async function refundRentPayment(ctx: RentalsContext, paymentId: number): Promise<void> {
  const [p] = await ctx.db
    .select()
    .from(payment)
    .where(and(eq(payment.id, paymentId), inArray(payment.state, ['PAID', 'REFUNDED'])));
  if (!p || p.state === 'REFUNDED' || !p.providerPaymentId) return;
  await ctx.gateways.of(p.provider).refund(p.providerPaymentId, p.amountMinor);
  await recordRentPaymentState(ctx, p.id, 'REFUNDED');
}

export const runRentRefunds = (ctx: RentalsContext): Promise<number> =>
  runJobs(ctx.db, REFUND_RENT_PAYMENT_JOB, (key) => refundRentPayment(ctx, Number(key)));

/**
 * Where the payment of one of the user's rents stands, for the page the card gateway returns to. A
 * payment still pending is asked about at the provider now and then (claimed by touching updated_at,
 * so concurrent polls ask once), so a lost notification does not leave the page waiting.
 */
export async function rentPaymentStatus(
  ctx: RentalsContext,
  userId: number,
  rentId: number,
): Promise<RentPaymentStatus> {
  let r = await ownRent(ctx.db, userId, rentId);
  let now = await latestRentPayment(ctx.db, r.id);
  if (now && r.status !== 'PAID' && now.providerPaymentId && (await claimStatusCheck(ctx.db, now.id))) {
    await refreshRentPayment(ctx, now).catch(() => {}); // the reconciliation step will try again
    r = await ownRent(ctx.db, userId, rentId);
    now = await latestRentPayment(ctx.db, r.id);
  }
  const [inv] = await ctx.db.select({ id: invoice.id }).from(invoice).where(eq(invoice.rentId, r.id));
  return {
    rentId: r.id,
    status: r.status as RentPaymentStatus['status'],
    payingStatus: r.payingStatus as RentPaymentStatus['payingStatus'],
    payment: now ? { state: shownPaymentState(now.state) } : null,
    invoiceId: inv?.id ?? null,
  };
}
