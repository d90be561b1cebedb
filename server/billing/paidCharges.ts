import { sql } from 'drizzle-orm';
import { dayOf, todayOf } from '../config/clock';
import { queryRows } from '../db/client';
import { RENDER_INVOICE_JOB } from '../rentals/documents';
import { enqueueJobs } from '../jobs/queue';
import type { RentalsContext } from '../rentals/context';
import { myRentsLink, rentParams, sendNoticesOnce } from './billingMail';
import { REFUND_RENT_PAYMENT_JOB } from './rentPaymentRecord';

export interface PaidCharge {
  paymentId: number;
  providerPaymentId: string;
}

const valuesOf = (charges: PaidCharge[]) =>
  sql.join(
    charges.map((c) => sql`(${c.paymentId}::int, ${c.providerPaymentId}::text)`),
    sql`, `,
  );

/**
 * Records the stored-card charges the provider has just made (PAID at once), as recordRentPaymentState
 * records each, for a whole batch in one transaction of a few statements: each payment PAID with the
 * provider's id, its rent PAID by AUTOPAY, the invoice paid with its paid copy queued for rendering,
 * and one receipt e-mail per rent. Only payments still CREATED or PENDING are taken (the row locks
 * of the first update hold them); the ids returned are those recorded here, and the caller records
 * any other through recordRentPaymentState, which knows every other case (a notification came first,
 * the rent was paid another way and the payment is to be refunded).
 */
export async function recordPaidCharges(ctx: RentalsContext, charges: PaidCharge[]): Promise<Set<number>> {
  if (!charges.length) return new Set();
  const paidAt = ctx.config.clock.now();
  const today = todayOf(ctx.config.clock);
  return ctx.db.transaction(async (tx) => {
    const paid = await queryRows<{ id: number }>(
      tx,
      sql`
      update payment p set state = 'PAID', paid_at = ${paidAt}, provider_payment_id = v.provider_payment_id, updated_at = now()
      from (values ${valuesOf(charges)}) as v(id, provider_payment_id)
      where p.id = v.id and p.state in ('CREATED', 'PENDING')
        and exists (select 1 from rent_payment rp where rp.payment_id = p.id and rp.kind = 'AUTOPAY')
      returning p.id`,
    );
    const recorded = new Set(paid.map((p) => Number(p.id)));
    if (!recorded.size) return recorded;
    const rents = await queryRows<{
      id: number;
      payment_id: number;
      status: string;
      paid_by: number | null;
      contract_id: number;
      amount_minor: number;
      currency: string;
      period_from: string;
      period_to: string;
      due_on: string | null;
    }>(
      tx,
      sql`
      select r.id, rp.payment_id, r.status, r.payment_id as paid_by, r.contract_id, r.amount_minor, r.currency,
        r.period_from::text, r.period_to::text, r.due_on::text
      from rent r join rent_payment rp on rp.rent_id = r.id
      where rp.payment_id in ${sql`(${sql.join([...recorded], sql`, `)})`}
      order by r.id
      for update of r`,
    );
    // A rent paid meanwhile another way: this payment is given back.
    const paidBefore = rents.filter((r) => r.status === 'PAID');
    await enqueueJobs(
      tx,
      REFUND_RENT_PAYMENT_JOB,
      paidBefore.filter((r) => Number(r.paid_by) !== Number(r.payment_id)).map((r) => String(r.payment_id)),
    );
    const nowPaid = rents.filter((r) => r.status !== 'PAID');
    if (!nowPaid.length) return recorded;
    await tx.execute(sql`
      update rent r set status = 'PAID', paying_status = 'PAID', pay_method = 'AUTOPAY', payment_id = v.payment_id,
        paid_at = ${paidAt}
      from (values ${sql.join(
        nowPaid.map((r) => sql`(${r.id}::int, ${r.payment_id}::int)`),
        sql`, `,
      )}) as v(id, payment_id)
      where r.id = v.id`);
    const rentIds = sql.join(
      nowPaid.map((r) => sql`${r.id}`),
      sql`, `,
    );
    const invoices = await queryRows<{ id: number; rent_id: number; number: string; was_paid: boolean }>(
      tx,
      sql`
      with marked as (
        update invoice set paid_at = ${`${dayOf(paidAt)}T00:00:00Z`}::timestamptz
        where rent_id in (${rentIds}) and paid_at is null returning id)
      select i.id, i.rent_id, i.number, i.id not in (select id from marked) as was_paid
      from invoice i where i.rent_id in (${rentIds})`,
    );
    await enqueueJobs(
      tx,
      RENDER_INVOICE_JOB,
      invoices.filter((i) => !i.was_paid).map((i) => `${i.id}:paid`),
    );
    const invoiceOf = new Map(invoices.map((i) => [Number(i.rent_id), i]));
    const receipts = nowPaid.flatMap((r) => {
      const inv = invoiceOf.get(Number(r.id));
      return inv
        ? [{ kind: 'RENT_PAID' as const, subjectKey: String(r.id), contractId: Number(r.contract_id), today, r, inv }]
        : [];
    });
    await sendNoticesOnce(tx, receipts, 'rent-paid', ({ r, inv }, a, language) => ({
      link: myRentsLink(ctx.config),
      rent: rentParams(a, language, {
        amountMinor: Number(r.amount_minor),
        currency: r.currency,
        periodFrom: r.period_from,
        periodTo: r.period_to,
        day: r.due_on ?? r.period_from,
        invoiceNumber: inv.number,
      }),
    }));
    return recorded;
  });
}
