import { sql } from 'drizzle-orm';
import { OperatingCountry } from '@contract/countries';
import { queryRows, type Db } from '../db/client';
import { payment, rentPayment } from '../db/schema';
import { count, type RunTally } from '../jobs/runs';
import { chaosPoint } from '../ops/chaos';
import type { RentalsContext } from '../rentals/context';
import type { IssuedRent } from './billing';
import { askForManualPayment } from './billingMail';
import { sendCharges, sendUnsentCharges, UNANSWERED_AFTER_SECONDS, type ChargeRequest } from './charges';
import { issueNextRents } from './issueBatch';

/** Contracts billed per transaction: large enough to keep a night's run short, small enough to hold few locks. */
const BATCH = 100;
/** Charges asked of the provider at once in each country's lane, after each batch commits. */
const CHARGE_CONCURRENCY = 3;

/**
 * PAYMENT_PROCESSING as of `today`: every ACTIVE or TERMINATING contract whose next period has begun
 * (`billed_through` before today, and the contract not ended before the period starts) gets
 * that period's rent and invoice, and its stored card is charged through the provider's recurring
 * payment. A batch of contracts is claimed FOR UPDATE SKIP LOCKED and billed in one transaction,
 * together with the charge's payment row (the rent ATTEMPTING_AUTOPAY, our order number and what
 * will be asked of the provider); after the commit each charge is sent (charges.ts). Instances
 * running it at once share the contracts and each period is billed and charged once; a second run
 * finds nothing due. A run first sends the charges a crashed run billed but never sent. A contract without a chargeable card, or whose card the
 * provider refuses, is left WAITING_FOR_MANUAL with an e-mail linking to My rents; a charge still
 * pending is settled by its notification or the reconciliation step. An EVICTED contract (the box
 * confirmed empty, its last day at most tomorrow) is never billed again: a new period starting on
 * that last day would charge a month for a day the box stands empty.
 */
export async function processDuePayments(ctx: RentalsContext, today: string, tally: RunTally): Promise<void> {
  await sendUnsentCharges(ctx, tally);
  // One lane per country: each country's invoices take numbers from its own series, whose row lock
  // is held until commit, so lanes of different countries never wait for each other.
  // Within a lane the charges of one batch are sent while the next batch is billed: the two wait on
  // different round trips, so overlapping them shortens the run; at most one batch's charges are in
  // flight. A failure is carried as a value until it is awaited, never left as an unhandled rejection.
  await Promise.all(
    OperatingCountry.options.map(async (country) => {
      let charging: Promise<unknown> = Promise.resolve(null);
      const settle = async () => {
        const failure = await charging;
        if (failure) throw failure;
      };
      for (;;) {
        const { claimed, charges } = await ctx.db.transaction((tx) => billDueBatch(tx, ctx, country, today, tally));
        if (charges.length) chaosPoint('batch-committed');
        await settle();
        charging = sendCharges(ctx, charges, CHARGE_CONCURRENCY, tally).then(
          () => null,
          (err: unknown) => err ?? new Error('a charge failed'),
        );
        if (claimed < BATCH) break;
      }
      await settle();
    }),
  );
}

async function billDueBatch(tx: Db, ctx: RentalsContext, country: OperatingCountry, today: string, tally: RunTally) {
  const due = await queryRows<{
    id: number;
    user_id: number;
    provider: string | null;
    provider_payment_id: string | null;
  }>(
    tx,
    sql`
    select c.id, c.user_id, p.provider, p.provider_payment_id
    from rental_contract c
    left join payment p on p.id = c.recurring_payment_id and p.recurrence and p.state = 'PAID' and c.recurrence_voided_at is null
    where c.status in ('ACTIVE', 'TERMINATING') and c.billed_through < ${today}::date and c.country = ${country}
      and (c.termination_at is null or c.termination_at > c.billed_through)
    order by c.billed_through, c.id
    limit ${BATCH}
    for update of c skip locked`,
  );
  // Each charge with the card read under its contract's lock in this transaction.
  const charges: { paymentId: number; cardId: string }[] = [];
  const toCharge: { userId: number; card: { provider: string; id: string }; issued: IssuedRent }[] = [];
  const cardOf = (c: (typeof due)[number]) =>
    c.provider && c.provider_payment_id ? { provider: c.provider, id: c.provider_payment_id } : null;
  const issuedRents = await issueNextRents(
    tx,
    ctx.config,
    country,
    due.map((c) => ({ id: Number(c.id), payingStatus: cardOf(c) ? 'ATTEMPTING_AUTOPAY' : 'CREATED' })),
    today,
  );
  for (const c of due) {
    const card = cardOf(c);
    const issued = issuedRents.get(Number(c.id));
    if (!issued) continue;
    tally.processed += 1;
    count(tally, 'issued');
    // Paid whole from the referral reward account: nothing to charge or ask for.
    if (issued.amountMinor === 0) {
      count(tally, 'paidByReferral');
      continue;
    }
    if (!card) {
      await askForManualPayment(tx, ctx.config, Number(c.id), issued, today);
      count(tally, 'noStoredCard');
      continue;
    }
    toCharge.push({ userId: Number(c.user_id), card, issued });
  }
  if (!toCharge.length) return { claimed: due.length, charges };
  chaosPoint('batch-open');
  // The charges' payment rows, written with the rents they pay, in two statements for the batch.
  const rows = await tx
    .insert(payment)
    .values(
      toCharge.map((x) => ({
        provider: x.card.provider,
        amountMinor: x.issued.amountMinor,
        currency: x.issued.currency,
        recurrence: false,
        orderNumber: x.issued.invoiceNumber,
        chargeRequest: {
          description: `Self Storage ${x.issued.boxName}, ${x.issued.invoiceNumber}`,
          items: x.issued.items,
        } satisfies ChargeRequest,
        // Reconciliation has nothing to do with a charge before it could count as unanswered.
        nextCheckAt: sql`now() + make_interval(secs => ${UNANSWERED_AFTER_SECONDS + 5})`,
      })),
    )
    .returning({ id: payment.id });
  await tx
    .insert(rentPayment)
    .values(
      toCharge.map((x, i) => ({ paymentId: rows[i].id, rentId: x.issued.rentId, userId: x.userId, kind: 'AUTOPAY' })),
    );
  charges.push(...rows.map((r, i) => ({ paymentId: r.id, cardId: toCharge[i].card.id })));
  return { claimed: due.length, charges };
}
