import { eq, type SQL, sql } from 'drizzle-orm';
import type { Currency } from '@contract/countries';
import { queryRows } from '../db/client';
import { payment } from '../db/schema';
import { count, type RunTally } from '../jobs/runs';
import { GatewayError, type PaymentItem, type ProviderPaymentState } from '../payments/gateway';
import { chaosAnswerLost, chaosPoint } from '../ops/chaos';
import type { RentalsContext } from '../rentals/context';
import { recordPaidCharges } from './paidCharges';
import { recordRentPaymentState } from './rentPaymentRecord';

/** What is asked of the provider for a stored-card charge, kept on its payment row to ask again unchanged. */
export interface ChargeRequest {
  description: string;
  items: PaymentItem[];
}

/**
 * The stored card a rent's charge is made on (the contract's recurring payment), for the payment
 * `paymentId` names: joined once here for the sender and for reconciliation's search.
 */
export const chargedCardOf = (paymentId: SQL) => sql`
  from rent_payment rp join rent r on r.id = rp.rent_id join rental_contract c on c.id = r.contract_id
  join payment card on card.id = c.recurring_payment_id
  where rp.payment_id = ${paymentId}`;

/** The first poll of a pending charge: its notification usually comes sooner. */
const FIRST_CHECK_SECONDS = 60;

/**
 * A charge handed to the provider without an answer is checked again after this long. Longer than
 * any call to a provider may take (15 s, and one retry with a new token), so a charge being sent now is
 * never mistaken for one whose sender died.
 */
export const UNANSWERED_AFTER_SECONDS = 60;

/**
 * Hands one stored-card charge of a rent to the provider, at most once whoever calls it (the nightly
 * run, a run resumed after a crash, reconciliation, on any instance). The claim is a conditional
 * update of `sent_at`, committed before the provider is called, that only one caller wins; a row
 * whose `sent_at` is still null has provably never reached the provider. The provider's answer is
 * recorded with its id; a refusal (the card declined, the recurrence stopped) fails the payment and
 * asks the customer to pay in My rents; a failure that leaves it unknown whether the provider acted
 * (network, timeout, 5xx) leaves the charge sent and unanswered, for reconciliation to find out.
 * Returns false when another caller had already sent it. `knownCard` is the card's provider id when
 * the caller has just read it under the contract's lock (the nightly run), sparing the lookup.
 */
export async function sendCharge(
  ctx: RentalsContext,
  paymentId: number,
  tally?: RunTally,
  knownCard?: string,
): Promise<boolean> {
  const answer = await askProvider(ctx, paymentId, tally, knownCard);
  if (answer === 'not-claimed') return false;
  if (answer !== 'settled') await recordAnswer(ctx, answer, tally);
  return true;
}

/**
 * sendCharge for the charges of one billing batch, `concurrency` at a time, with the charges the
 * provider made at once recorded together afterwards (recordPaidCharges: a few statements for the
 * batch instead of a dozen each). A charge answered but not yet recorded when the process dies is
 * one sent without an answer, which reconciliation finds at the provider.
 */
export async function sendCharges(
  ctx: RentalsContext,
  charges: { paymentId: number; cardId: string }[],
  concurrency: number,
  tally: RunTally,
): Promise<void> {
  const answers: Answer[] = [];
  await eachLimited(charges, concurrency, async ({ paymentId, cardId }) => {
    const answer = await askProvider(ctx, paymentId, tally, cardId);
    if (answer !== 'not-claimed' && answer !== 'settled') answers.push(answer);
  });
  const recorded = await recordPaidCharges(
    ctx,
    answers
      .filter((a) => a.state === 'PAID')
      .map(({ paymentId, providerPaymentId }) => ({ paymentId, providerPaymentId })),
  );
  for (const answer of answers) {
    if (recorded.has(answer.paymentId)) count(tally, 'paid');
    else await recordAnswer(ctx, answer, tally);
  }
}

interface Answer {
  paymentId: number;
  state: ProviderPaymentState;
  providerPaymentId: string;
}

/**
 * Claims a charge and asks the provider for it. Returns the provider's answer, still to be recorded;
 * 'settled' when nothing is left to record (no card any more, a refusal or an unknown outcome, each
 * recorded here); 'not-claimed' when another caller had already sent it.
 */
async function askProvider(
  ctx: RentalsContext,
  paymentId: number,
  tally: RunTally | undefined,
  knownCard: string | undefined,
): Promise<Answer | 'settled' | 'not-claimed'> {
  const cardOfRent =
    knownCard === undefined
      ? sql`(select card.provider_payment_id ${chargedCardOf(sql`p.id`)}
         and card.recurrence and card.state = 'PAID' and c.recurrence_voided_at is null and card.provider = p.provider)`
      : sql`${knownCard}::text`;
  const [claimed] = await queryRows<{
    provider: string;
    order_number: string;
    amount_minor: number;
    currency: string;
    charge_request: ChargeRequest;
    card_id: string | null;
  }>(
    ctx.db,
    sql`
    update payment p set sent_at = now(), updated_at = now()
    where p.id = ${paymentId} and p.sent_at is null and p.state = 'CREATED' and p.order_number is not null
    returning p.provider, p.order_number, p.amount_minor, p.currency, p.charge_request, ${cardOfRent} as card_id`,
  );
  if (!claimed) return 'not-claimed';
  if (!claimed.card_id) {
    // The card was released (the contract ended) after the rent was billed: nothing was sent.
    await recordRentPaymentState(ctx, paymentId, 'FAILED');
    if (tally) count(tally, 'noStoredCard');
    return 'settled';
  }
  try {
    const charged = await ctx.gateways.of(claimed.provider).chargeRecurrence(claimed.card_id, {
      amountMinor: Number(claimed.amount_minor),
      currency: claimed.currency as Currency,
      orderNumber: claimed.order_number,
      description: claimed.charge_request.description,
      items: claimed.charge_request.items,
    });
    chaosPoint('provider-answered');
    if (chaosAnswerLost()) throw new GatewayError('the provider acted but its answer was lost (chaos)', true);
    return { paymentId, state: charged.state, providerPaymentId: charged.providerPaymentId };
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    await ctx.db
      .update(payment)
      .set({ lastError: err.message.slice(0, 1000) })
      .where(eq(payment.id, paymentId));
    if (err.retryable) {
      // The provider may have charged the card and only its answer was lost: never failed from here.
      await checkAgainIn(ctx, paymentId, UNANSWERED_AFTER_SECONDS);
      if (tally) count(tally, 'unanswered');
    } else {
      await recordRentPaymentState(ctx, paymentId, 'FAILED');
      if (tally) count(tally, 'declined');
    }
    return 'settled';
  }
}

async function recordAnswer(ctx: RentalsContext, answer: Answer, tally: RunTally | undefined): Promise<void> {
  await recordRentPaymentState(ctx, answer.paymentId, answer.state, answer.providerPaymentId);
  if (answer.state === 'PENDING') await checkAgainIn(ctx, answer.paymentId, FIRST_CHECK_SECONDS);
  if (tally) count(tally, answer.state === 'PAID' ? 'paid' : answer.state === 'PENDING' ? 'pending' : 'declined');
}

/**
 * Runs `work` over `items`, at most `limit` at a time. After a failure no lane takes another item:
 * an unexpected error stops the sending, and the rest is left unsent for the next run to send.
 */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (!failed && next < items.length)
      await work(items[next++]).catch((err: unknown) => {
        failed = true;
        throw err;
      });
  });
  // Every lane ends before the failure is passed on, so none is still sending when the caller learns of it.
  const failure = (await Promise.allSettled(lanes)).find((lane) => lane.status === 'rejected');
  if (failure) throw failure.reason;
}

const checkAgainIn = (ctx: RentalsContext, paymentId: number, seconds: number) =>
  ctx.db
    .update(payment)
    .set({ nextCheckAt: sql`now() + make_interval(secs => ${seconds})` })
    .where(eq(payment.id, paymentId));

/**
 * Sends every stored-card charge that was billed but never handed to the provider: those of a run
 * that died between committing its batch and charging it. Safe beside a run still charging its own
 * batch, since each charge is claimed by whoever sends it.
 */
export async function sendUnsentCharges(
  ctx: RentalsContext,
  tally: RunTally,
  { olderThanSeconds = 0 }: { olderThanSeconds?: number } = {},
): Promise<void> {
  const unsent = await queryRows<{ id: number }>(
    ctx.db,
    sql`
    select p.id from payment p join rent_payment rp on rp.payment_id = p.id
    where rp.kind = 'AUTOPAY' and p.state = 'CREATED' and p.sent_at is null
      and p.created_at < now() - make_interval(secs => ${olderThanSeconds})
    order by p.id`,
  );
  for (const { id } of unsent) if (await sendCharge(ctx, Number(id), tally)) count(tally, 'resumed');
}
