import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, settableClock } from '../config/clock';
import { queryRows } from '../db/client';
import {
  billingNotice,
  box,
  invoice,
  jobRun,
  mailOutbox,
  payment,
  rent,
  rentalContract,
  rentPayment,
  sandboxPayment,
} from '../db/schema';
import { HttpError } from '../http/httpError';
import { seedContracts, type ContractSpec, type SeededContract } from '../testing/billing';
import { PUBLIC_URL, startOrderTestApp, type OrderTestApp } from '../testing/orders';
import type { AdminJob } from '../config/adminJobs';
import { runAdminJob } from './adminJobs';
import { startRentPayment } from './rentPayment';
import { rentPaymentOutcomes } from './rentPaymentRecord';
import { confirmEviction, requestCancellation } from '../rentals/termination';

/**
 * A year of a storage company, simulated: 200 contracts across the five countries and the periods
 * 1, 3, 6 and 12 months; some cards decline every later charge and their owners pay by hand twelve
 * days after the due day; some customers give notice and some confirm the box empty early. The clock
 * moves day by day over 400 days and every admin job runs each day (PAYMENT_PROCESSING twice at once
 * on some days, as two instances would). Then the books are checked against rules computed here
 * independently of the billing code.
 */
const SIM_START = '2027-01-10';
const DAYS = 400;
const LAST_DAY = addDays(SIM_START, DAYS - 1);
const PAY_BY_HAND_AFTER_DAYS = 12;
const countries = ['SVK', 'CZE', 'POL', 'HUN', 'ROU'] as const;
const periods = [1, 3, 6, 12];

let t: OrderTestApp;
let seeded: SeededContract[];
const clock = settableClock(`${SIM_START}T02:00`);
const failedRuns: string[] = [];
/** The day each notice was given, and the last day asked for then (an early eviction may move it sooner). */
const notices = new Map<number, { on: string; lastDay: string; evictedOn?: string }>();

/** The owner's plan: whether and when they give notice, and whether they confirm the box empty early. */
const noticeDayOf = (i: number) => (i % 7 === 0 ? addDays(SIM_START, 20 + ((i * 13) % 300)) : null);
const confirmsEarly = (i: number) => i % 14 === 0;

/** Months from `from` with the rule "same day next month, minus one day", computed here on its own. */
const monthEnd = (from: string, months: number) =>
  DateTime.fromISO(from, { zone: 'utc' }).plus({ months }).minus({ days: 1 }).toISODate()!;

async function run(job: AdminJob) {
  const r = await runAdminJob(t.ctx, job);
  if (r.status !== 'FINISHED') failedRuns.push(`${job} ${r.asOf}: ${r.error}`);
}

async function payWaitingRentsByHand(today: string) {
  const waiting = await queryRows<{ id: number; user_id: number }>(
    t.database.db,
    sql`
    select r.id, c.user_id from rent r join rental_contract c on c.id = r.contract_id
    where r.status <> 'PAID' and r.paying_status = 'WAITING_FOR_MANUAL' and r.due_on <= ${addDays(today, -PAY_BY_HAND_AFTER_DAYS)}::date`,
  );
  for (const r of waiting) {
    const url = await startRentPayment(t.ctx, Number(r.user_id), Number(r.id), `${PUBLIC_URL}/my/rents`);
    const id = new URL(url).pathname.split('/').pop()!;
    // The payer pays on the card page; the provider notifies us.
    await t.database.db.update(sandboxPayment).set({ state: 'PAID' }).where(eq(sandboxPayment.id, id));
    await rentPaymentOutcomes(t.ctx).paymentChanged('sandbox', id, console);
  }
}

async function customersAct(today: string) {
  for (const [i, c] of seeded.entries()) {
    if (noticeDayOf(i) === null || today < noticeDayOf(i)!) continue;
    const [row] = await t.database.db.select().from(rentalContract).where(eq(rentalContract.id, c.contractId));
    try {
      if (row.status === 'ACTIVE') {
        // The last day: the notice period (14 days) plus a few more, chosen by the customer.
        const lastDay = addDays(today, 14 + (i % 40));
        // Rent paid beyond the chosen day is not refunded; these customers accept that knowingly.
        await requestCancellation(t.ctx, c.userId, c.contractId, {
          day: lastDay,
          note: null,
          reasons: ['UzNepotrebujem'],
          acknowledgeForfeit: true,
        });
        notices.set(c.contractId, { on: today, lastDay });
      } else if (row.status === 'TERMINATING' && confirmsEarly(i) && addDays(today, 10) >= row.terminationAt!) {
        await confirmEviction(t.ctx, c.userId, c.contractId);
        notices.get(c.contractId)!.evictedOn = today;
      }
    } catch (err) {
      // An unpaid rent blocks the notice: the customer tries again once it is paid.
      if (!(err instanceof HttpError && err.code === 'cancelContract/unpaid-invoices')) throw err;
    }
  }
}

beforeAll(async () => {
  t = await startOrderTestApp();
  t.ctx.config = { ...t.ctx.config, clock };
  const specs: ContractSpec[] = Array.from({ length: 200 }, (_, i) => ({
    country: countries[i % 5],
    periodMonths: periods[i % 4],
    // Contracts began on every day of the month before the simulation, so charges fall on many days.
    startAt: addDays(SIM_START, -(i % 31)),
    rentMonthlyMinor: [4900, 99000, 19900, 1_500_000, 25000][i % 5] + (i % 3) * 100,
    insuranceMonthlyMinor: i % 2 ? [700, 15000, 2900, 250_000, 3500][i % 5] : 0,
    cardDeclines: i % 10 === 3,
  }));
  seeded = await seedContracts(t.database.db, t.ctx.config, specs);

  for (let d = 0; d < DAYS; d += 1) {
    const today = addDays(SIM_START, d);
    clock.set(`${today}T00:30`);
    await run('CANCEL_CONTRACTS');
    clock.set(`${today}T02:00`);
    if (d % 9 === 0) await Promise.all([run('PAYMENT_PROCESSING'), run('PAYMENT_PROCESSING')]);
    else await run('PAYMENT_PROCESSING');
    clock.set(`${today}T09:00`);
    await run('NOTIFY_PAYMENTS_TO_BE_ANNOUNCED');
    await run('NOTIFY_CONTRACTS_BEFORE_TERMINATION');
    await run('NOTIFY_RENTS_WITH_PAYMENT_OVERDUE');
    clock.set(`${today}T14:00`);
    await payWaitingRentsByHand(today);
    await customersAct(today);
  }
}, 600_000);
afterAll(() => t.close());

describe('a year of billing, day by day through the admin jobs', () => {
  it('ran every job without a failure', () => {
    expect(failedRuns).toEqual([]);
  });

  it('billed every period of every contract exactly once, back to back, up to its last day, at (rent + insurance) × months begun', async () => {
    let periodsChecked = 0;
    for (const c of seeded) {
      const [contract] = await t.database.db.select().from(rentalContract).where(eq(rentalContract.id, c.contractId));
      const rents = await t.database.db
        .select()
        .from(rent)
        .where(eq(rent.contractId, c.contractId))
        .orderBy(rent.periodFrom);
      const expected: { from: string; to: string; months: number }[] = [];
      const notice = notices.get(c.contractId);
      for (let from = c.startAt; from <= LAST_DAY; ) {
        let months = c.periodMonths;
        let to = monthEnd(from, months);
        // Nothing is billed after the contract's last day; a period is cut short only when the notice came before it began.
        if (contract.terminationAt !== null && from > contract.terminationAt) break;
        // Once the box is confirmed empty, no new period begins.
        if (notice?.evictedOn && notice.evictedOn < from) break;
        const end = notice && notice.on < from ? notice.lastDay : null;
        if (end !== null && end < to) {
          months = 1;
          while (monthEnd(from, months) < end) months += 1;
          to = end;
        }
        expected.push({ from, to, months });
        from = addDays(to, 1);
      }
      expect(
        rents.map((r) => [r.periodFrom, r.periodTo]),
        contract.businessId,
      ).toEqual(expected.map((p) => [p.from, p.to]));
      for (const [k, r] of rents.entries()) {
        if (k === 0) continue; // the first period was paid with the order, with its own discounts
        expect(r.amountMinor, `${contract.businessId} ${r.periodFrom}`).toBe(
          expected[k].months * (c.rentMonthlyMinor + c.insuranceMonthlyMinor),
        );
        periodsChecked += 1;
      }
    }
    expect(periodsChecked).toBeGreaterThan(900);
  });

  it('charged each period once: one paid payment per paid rent, no second charge at the provider, nothing to refund', async () => {
    const paidPerRent = await queryRows<{ rent_id: number; paid: number }>(
      t.database.db,
      sql`
      select rp.rent_id, count(*) filter (where p.state = 'PAID')::int as paid
      from rent_payment rp join payment p on p.id = rp.payment_id group by rp.rent_id`,
    );
    expect(paidPerRent.filter((r) => Number(r.paid) > 1)).toEqual([]);
    const childrenPerParent = await queryRows<{ n: number }>(
      t.database.db,
      sql`
      select count(*)::int as n from sandbox_payment where parent_id is not null and state = 'PAID'
      group by parent_id, amount_minor, description having count(*) > 1`,
    );
    expect(childrenPerParent).toEqual([]);
    const refunds = await queryRows(t.database.db, sql`select 1 from job where kind = 'refund-rent-payment'`);
    expect(refunds).toEqual([]);
    const unpaid = await t.database.db.select().from(rent).where(sql`${rent.status} <> 'PAID'`);
    // Only rents due in the last days of the simulation may still wait for the owner to pay by hand.
    expect(unpaid.filter((r) => r.dueOn! < addDays(LAST_DAY, -PAY_BY_HAND_AFTER_DAYS))).toEqual([]);
    const methods = await queryRows<{ pay_method: string; n: number }>(
      t.database.db,
      sql`select pay_method, count(*)::int as n from rent where status = 'PAID' group by pay_method`,
    );
    const byMethod = Object.fromEntries(methods.map((m) => [m.pay_method, Number(m.n)]));
    expect(byMethod.FROM_ORDER).toBe(200);
    expect(byMethod.AUTOPAY).toBeGreaterThan(700);
    // Every declined charge was paid by hand once, except those still within the owner's twelve days.
    const declined = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from rent_payment rp join payment p on p.id = rp.payment_id where rp.kind = 'AUTOPAY' and p.state = 'FAILED'`,
    );
    expect(byMethod.MANUAL + unpaid.length).toBe(Number(declined[0].n));
    expect(byMethod.MANUAL).toBeGreaterThan(30);
  });

  it('numbered the invoices of each country and year without a gap or a duplicate', async () => {
    const rows = await t.database.db
      .select({
        number: invoice.number,
        country: invoice.country,
        total: invoice.totalGrossMinor,
        rentAmount: rent.amountMinor,
      })
      .from(invoice)
      .innerJoin(rent, eq(rent.id, invoice.rentId));
    expect(rows.filter((r) => r.total !== r.rentAmount)).toEqual([]);
    const series = new Map<string, number[]>();
    for (const r of rows) {
      const key = `${r.country}:${r.number.slice(2, 6)}`;
      series.set(key, [...(series.get(key) ?? []), Number(r.number.slice(6))]);
    }
    expect(series.size).toBeGreaterThanOrEqual(10); // five countries, two years
    for (const [key, numbers] of series) {
      const sorted = [...numbers].sort((a, b) => a - b);
      expect(sorted, key).toEqual(sorted.map((_, k) => k + 1));
    }
  });

  it('sent each notice once: a receipt per card charge, an announcement before it, reminders for late payers, the end of contract', async () => {
    const sent = async (template: string) =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(mailOutbox)
          .where(eq(mailOutbox.template, template))
      )[0].n;
    const notices = async (kind: string) =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(billingNotice)
          .where(eq(billingNotice.kind, kind))
      )[0].n;
    const autopaid = (
      await t.database.db.select({ n: sql<number>`count(*)::int` }).from(rent).where(eq(rent.payMethod, 'AUTOPAY'))
    )[0].n;
    expect(Number(await sent('rent-paid'))).toBe(Number(autopaid));
    const declined = await queryRows<{ rent_id: number }>(
      t.database.db,
      sql`select rp.rent_id from rent_payment rp join payment p on p.id = rp.payment_id where rp.kind = 'AUTOPAY' and p.state = 'FAILED'`,
    );
    expect(Number(await sent('rent-payment-failed'))).toBe(declined.length);

    // Every period charged to a card was announced once beforehand (those starting in the first days had no time for it).
    const charged = await queryRows<{ contract_id: number; period_from: string }>(
      t.database.db,
      sql`
      select r.contract_id, r.period_from::text from rent r join rent_payment rp on rp.rent_id = r.id and rp.kind = 'AUTOPAY'
      where r.period_from > ${addDays(SIM_START, t.ctx.config.env.BILLING_ANNOUNCE_DAYS)}::date`,
    );
    const announced = new Set(
      (
        await t.database.db
          .select({ key: billingNotice.subjectKey })
          .from(billingNotice)
          .where(eq(billingNotice.kind, 'PAYMENT_ANNOUNCED'))
      ).map((n) => n.key),
    );
    expect(charged.filter((r) => !announced.has(`${r.contract_id}:${r.period_from}`))).toEqual([]);
    expect(Number(await sent('payment-announced'))).toBe(Number(await notices('PAYMENT_ANNOUNCED')));

    // Paid by hand twelve days late: the reminders of day 3 and day 10, never the one of day 20.
    const overdue = await t.database.db
      .select({ step: billingNotice.step })
      .from(billingNotice)
      .where(eq(billingNotice.kind, 'RENT_OVERDUE'));
    expect(overdue.filter((n) => n.step === 1).length).toBeGreaterThanOrEqual(declined.length - 2);
    expect(overdue.filter((n) => n.step === 2).length).toBe(
      overdue.filter((n) => n.step === 1).length - (await sentLateOnly()),
    );
    expect(overdue.filter((n) => n.step === 3)).toEqual([]);
    expect(Number(await sent('rent-overdue'))).toBe(overdue.length);

    const ending = await t.database.db
      .select({ key: billingNotice.subjectKey, step: billingNotice.step })
      .from(billingNotice)
      .where(eq(billingNotice.kind, 'CONTRACT_ENDING'));
    const keys = ending.map((n) => `${n.key}:${n.step}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Number(await sent('contract-ending'))).toBeGreaterThan(0);
  });

  it('ended every contract whose last day passed, freed its box and stopped its card', async () => {
    const ended = await t.database.db
      .select()
      .from(rentalContract)
      .where(
        and(
          inArray(
            rentalContract.id,
            seeded.map((c) => c.contractId),
          ),
          isNotNull(rentalContract.terminationAt),
        ),
      );
    expect(ended.length).toBeGreaterThan(20);
    for (const c of ended.filter((x) => x.terminationAt! < LAST_DAY)) {
      expect(c.status, c.businessId).toBe('TERMINATED');
      const [b] = await t.database.db.select({ occupancy: box.occupancy }).from(box).where(eq(box.id, c.boxId));
      expect(b.occupancy).toBe('FREE');
      const [card] = await t.database.db
        .select({ voided: sandboxPayment.recurrenceVoidedAt })
        .from(payment)
        .innerJoin(sandboxPayment, eq(sandboxPayment.id, payment.providerPaymentId))
        .where(eq(payment.id, c.recurringPaymentId!));
      expect(card.voided, c.businessId).not.toBeNull();
    }
    const runs = await t.database.db.select({ status: jobRun.status }).from(jobRun).where(eq(jobRun.status, 'FAILED'));
    expect(runs).toEqual([]);
    void rentPayment;
  });
});

/** Rents whose owner paid before the second reminder was due cannot have it: none in this plan (they pay on day 12). */
async function sentLateOnly(): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    t.database.db,
    sql`
    select count(*)::int as n from billing_notice n join rent r on r.id = n.subject_key::int
    where n.kind = 'RENT_OVERDUE' and n.step = 1 and r.due_on > ${addDays(LAST_DAY, -10)}::date`,
  );
  return Number(rows[0].n);
}
