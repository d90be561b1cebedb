import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { payment, rentPayment } from '../db/schema';
import { chaosPoint } from '../ops/chaos';
import type { RentalsContext } from '../rentals/context';
import { chargedCardOf, sendCharge, UNANSWERED_AFTER_SECONDS } from './charges';
import { recordRentPaymentState, refreshRentPayment } from './rentPaymentRecord';

/**
 * A payment the customer started with "Pay" whose provider id was never stored: the instance died
 * before it could send the customer to the provider's page, so nobody can have paid it.
 */
const ABANDONED_AFTER_SECONDS = 600;

/**
 * A stored-card charge sent without an answer, at a provider that cannot be searched, is reported
 * to operators once this long has passed without the provider's notification.
 */
const OPERATOR_CHECK_AFTER_SECONDS = 24 * 3600;

type Log = { error: (o: object, m: string) => void };
type PaymentRow = typeof payment.$inferSelect;

/**
 * Settles rent payments still open, claimed with FOR UPDATE SKIP LOCKED by pushing next_check_at
 * forward with the same backoff as order payments, so instances never handle the same payment
 * together. Nothing is failed without the provider's word: a payment with a provider id is asked
 * about; a stored-card charge never sent (its run died first) is sent now; one sent whose answer was
 * lost is searched at the provider by our order number and recorded when found, sent again when the
 * provider provably has none, and otherwise waits for the provider's notification. Returns how many
 * were claimed.
 */
export async function reconcileRentPayments(ctx: RentalsContext, limit = 20, log?: Log): Promise<number> {
  const claimed = await queryRows<{ id: number }>(
    ctx.db,
    sql`
    update payment set checks = checks + 1, next_check_at = now() + make_interval(secs => least(60 * power(2, checks), 900)::int)
    where id in (
      select p.id from payment p join rent_payment rp on rp.payment_id = p.id
      where p.state in ('CREATED', 'PENDING') and p.next_check_at <= now()
      order by p.next_check_at, p.id limit ${limit} for update of p skip locked)
    returning id`,
  );
  for (const { id } of claimed) {
    const [row] = await ctx.db
      .select({ p: payment, kind: rentPayment.kind })
      .from(payment)
      .innerJoin(rentPayment, eq(rentPayment.paymentId, payment.id))
      .where(eq(payment.id, Number(id)));
    chaosPoint('reconciliation');
    try {
      if (row.p.providerPaymentId) await refreshRentPayment(ctx, row.p);
      else if (row.kind === 'AUTOPAY') await settleUnansweredCharge(ctx, row.p, log);
      else if (ageSeconds(row.p.createdAt) > ABANDONED_AFTER_SECONDS)
        await recordRentPaymentState(ctx, row.p.id, 'FAILED');
    } catch (err) {
      log?.error({ err, paymentId: row.p.id }, 'rent payment reconciliation failed; retried later');
    }
  }
  return claimed.length;
}

const ageSeconds = (at: Date) => (Date.now() - at.getTime()) / 1000;

async function settleUnansweredCharge(ctx: RentalsContext, p: PaymentRow, log?: Log): Promise<void> {
  if (p.sentAt === null) {
    // Billed but never sent: its run died before charging it (a live run sends within moments).
    if (ageSeconds(p.createdAt) > UNANSWERED_AFTER_SECONDS) await sendCharge(ctx, p.id);
    else await lookAgainAfter(ctx, p.id, p.createdAt);
    return;
  }
  if (!p.orderNumber) return;
  if (ageSeconds(p.sentAt) <= UNANSWERED_AFTER_SECONDS) {
    await lookAgainAfter(ctx, p.id, p.sentAt);
    return;
  }
  const gateway = ctx.gateways.of(p.provider);
  if (!gateway.findCharge) {
    if (ageSeconds(p.sentAt) > OPERATOR_CHECK_AFTER_SECONDS && p.checks % 24 === 0)
      log?.error(
        { paymentId: p.id, orderNumber: p.orderNumber },
        'a card charge was sent but the provider has not notified its outcome: check it in the provider’s administration',
      );
    return;
  }
  const card = await cardOf(ctx, p.id);
  const found = card ? await gateway.findCharge(card, p.orderNumber) : null;
  if (found) {
    await recordRentPaymentState(ctx, p.id, found.state, found.providerPaymentId);
    return;
  }
  // The provider has no such charge: it never arrived. Release the claim, then send it once more.
  const released = await ctx.db
    .update(payment)
    .set({ sentAt: null })
    .where(
      sql`${payment.id} = ${p.id} and ${payment.state} = 'CREATED' and ${payment.providerPaymentId} is null
        and ${payment.sentAt} < now() - make_interval(secs => ${UNANSWERED_AFTER_SECONDS})`,
    )
    .returning({ id: payment.id });
  if (released.length) await sendCharge(ctx, p.id);
}

/** Schedules the next look at a charge for the moment it can be acted on, instead of the backoff. */
const lookAgainAfter = (ctx: RentalsContext, paymentId: number, since: Date) =>
  ctx.db
    .update(payment)
    .set({
      nextCheckAt: sql`${since.toISOString()}::timestamptz + make_interval(secs => ${UNANSWERED_AFTER_SECONDS + 5})`,
    })
    .where(eq(payment.id, paymentId));

/** The provider's id of the stored card a rent payment charges (the contract's recurring payment). */
async function cardOf(ctx: RentalsContext, paymentId: number): Promise<string | null> {
  const [row] = await queryRows<{ card_id: string }>(
    ctx.db,
    // Whatever became of the card since (the contract ended): the charge was asked of it.
    sql`select card.provider_payment_id as card_id ${chargedCardOf(sql`${paymentId}`)}`,
  );
  return row?.card_id ?? null;
}
