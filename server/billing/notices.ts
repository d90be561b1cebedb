import { sql } from 'drizzle-orm';
import { addDays, daysBetween } from '../config/clock';
import { queryRows } from '../db/client';
import { count, type RunTally } from '../jobs/runs';
import { laterPeriodLines, nextPeriod } from './billing';
import { recurringVoucher, recurringVoucherOf } from './recurringVoucher';
import { myContractLink, myRentsLink, rentParams, sendNoticeOnce } from './billingMail';
import { accessBlockedFrom } from '../rentals/access';
import type { RentalsContext } from '../rentals/context';
import { formatDate } from '../documents/format';

const BATCH = 200;

/**
 * Walks rows a page at a time by id, so a run's memory does not grow with their number. Each row's
 * notice is sent in its own short transaction: `sendNoticeOnce` makes it go out once, whichever run
 * or instance gets there first.
 */
async function eachPage<T extends { id: number }>(
  fetch: (afterId: number) => Promise<T[]>,
  work: (row: T) => Promise<void>,
): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await fetch(after);
    for (const row of rows) await work(row);
    if (rows.length < BATCH) return;
    after = Number(rows[rows.length - 1].id);
  }
}

/**
 * NOTIFY_PAYMENTS_TO_BE_ANNOUNCED: BILLING_ANNOUNCE_DAYS (or fewer) days before a period's first day,
 * the customer whose card will be charged is told the amount, the day and the period: once per
 * contract and period. Contracts that end before the period, or have no chargeable card, get none.
 */
export async function announceUpcomingCharges(ctx: RentalsContext, today: string, tally: RunTally): Promise<void> {
  const horizon = addDays(today, ctx.config.env.BILLING_ANNOUNCE_DAYS);
  await eachPage(
    (after) =>
      queryRows<{
        id: number;
        billed_through: string;
        period_months: number;
        termination_at: string | null;
        country: string;
        rent_monthly_minor: number;
        insurance_monthly_minor: number;
        currency: string;
        every_period: Parameters<typeof recurringVoucher>[0];
      }>(
        ctx.db,
        sql`
      select c.id, c.billed_through::text, c.period_months, c.termination_at::text, c.country, c.rent_monthly_minor, c.insurance_monthly_minor, c.currency,
        ${recurringVoucherOf(sql`c.order_id`)} as every_period
      from rental_contract c join payment p on p.id = c.recurring_payment_id
      where c.status in ('ACTIVE', 'TERMINATING') and c.recurrence_voided_at is null and p.recurrence and p.state = 'PAID'
        and c.billed_through >= ${today}::date and c.billed_through < ${horizon}::date
        and (c.termination_at is null or c.termination_at > c.billed_through)
        and c.id > ${after}
      order by c.id limit ${BATCH}`,
      ),
    async (c) => {
      const period = nextPeriod(c.billed_through, Number(c.period_months), c.termination_at);
      if (!period) return;
      const amountMinor = laterPeriodLines(
        {
          country: c.country,
          rentMonthlyMinor: Number(c.rent_monthly_minor),
          insuranceMonthlyMinor: Number(c.insurance_monthly_minor),
        },
        period.months,
        recurringVoucher(c.every_period)?.terms ?? null,
      ).reduce((s, l) => s + l.grossMinor, 0);
      const sent = await ctx.db.transaction((tx) =>
        sendNoticeOnce(
          tx,
          { kind: 'PAYMENT_ANNOUNCED', subjectKey: `${c.id}:${period.from}`, contractId: Number(c.id), today },
          'payment-announced',
          (a, language) => ({
            link: myRentsLink(ctx.config),
            rent: rentParams(a, language, {
              amountMinor,
              currency: c.currency,
              periodFrom: period.from,
              periodTo: period.to,
              day: period.from,
            }),
          }),
        ),
      );
      if (sent) {
        tally.processed += 1;
        count(tally, 'announced');
      }
    },
  );
}

/**
 * NOTIFY_RENTS_WITH_PAYMENT_OVERDUE: an unpaid rent is reminded on each of OVERDUE_REMINDER_DAYS
 * after its due day (not while a charge of the card is still running). A run that comes late sends
 * only the latest reminder reached, and counts the earlier ones as done. Each e-mail says what comes
 * next: the day the box's locks stop opening until the debt is paid, by the locks' own rule
 * (accessBlockedFrom: counted from the contract's oldest unpaid rent, which may be older than the
 * one reminded), or that they already have.
 */
export async function remindOverdueRents(ctx: RentalsContext, today: string, tally: RunTally): Promise<void> {
  const steps = ctx.config.env.OVERDUE_REMINDER_DAYS;
  const blockAfter = ctx.config.env.ACCESS_BLOCK_AFTER_DAYS;
  await eachPage(
    (after) =>
      queryRows<{
        id: number;
        contract_id: number;
        due_on: string;
        amount_minor: number;
        currency: string;
        period_from: string;
        period_to: string;
        oldest_due_on: string;
      }>(
        ctx.db,
        sql`
      select r.id, r.contract_id, r.due_on::text, r.amount_minor, r.currency, r.period_from::text, r.period_to::text,
        (select min(o.due_on) from rent o where o.contract_id = r.contract_id and o.status <> 'PAID')::text as oldest_due_on
      from rent r
      where r.status <> 'PAID' and r.paying_status <> 'ATTEMPTING_AUTOPAY' and r.due_on <= ${addDays(today, -steps[0])}::date and r.id > ${after}
      order by r.id limit ${BATCH}`,
      ),
    async (r) => {
      const overdue = daysBetween(r.due_on, today);
      const reached = steps.filter((d) => d <= overdue);
      if (!reached.length) return;
      const step = reached.length;
      const blockedFrom = accessBlockedFrom(r.oldest_due_on, blockAfter);
      const sent = await ctx.db.transaction(async (tx) => {
        const now = await sendNoticeOnce(
          tx,
          { kind: 'RENT_OVERDUE', subjectKey: String(r.id), step, contractId: Number(r.contract_id), today },
          'rent-overdue',
          (a, language) => ({
            link: myRentsLink(ctx.config),
            rent: rentParams(a, language, {
              amountMinor: Number(r.amount_minor),
              currency: r.currency,
              periodFrom: r.period_from,
              periodTo: r.period_to,
              day: r.due_on,
            }),
            overdue: {
              step,
              daysOverdue: overdue,
              accessBlocked: today >= blockedFrom,
              accessBlockedFrom: today >= blockedFrom ? null : formatDate(blockedFrom, language),
            },
          }),
        );
        // The earlier steps are past: a late run must not send them afterwards.
        if (now)
          for (let s = 1; s < step; s += 1)
            await sendNoticeOnceSilently(tx, 'RENT_OVERDUE', String(r.id), s, Number(r.contract_id), today);
        return now;
      });
      if (sent) {
        tally.processed += 1;
        count(tally, `reminder${step}`);
      }
    },
  );
}

/**
 * NOTIFY_CONTRACTS_BEFORE_TERMINATION: CONTRACT_ENDING_NOTICE_DAYS (e.g. 7 and 1) days before a
 * contract's last day, the customer is reminded to empty and clean the box and confirm it in My
 * contracts (or thanked, when they already have). One e-mail per contract and step; a late run
 * sends the nearest step only.
 */
export async function remindEndingContracts(ctx: RentalsContext, today: string, tally: RunTally): Promise<void> {
  const steps = ctx.config.env.CONTRACT_ENDING_NOTICE_DAYS;
  const horizon = addDays(today, steps[steps.length - 1]);
  await eachPage(
    (after) =>
      queryRows<{ id: number; termination_at: string; evicted: boolean }>(
        ctx.db,
        sql`
      select c.id, c.termination_at::text, (c.status = 'EVICTED') as evicted
      from rental_contract c
      where c.status in ('TERMINATING', 'EVICTED') and c.termination_at >= ${today}::date and c.termination_at <= ${horizon}::date and c.id > ${after}
      order by c.id limit ${BATCH}`,
      ),
    async (c) => {
      const daysLeft = daysBetween(today, c.termination_at);
      // The step is the nearest configured day not below the days left (7 covers 7…2 days, 1 covers the last day).
      const step = steps.find((d) => d >= daysLeft);
      if (step === undefined) return;
      const sent = await ctx.db.transaction(async (tx) => {
        const now = await sendNoticeOnce(
          tx,
          { kind: 'CONTRACT_ENDING', subjectKey: String(c.id), step, contractId: Number(c.id), today },
          'contract-ending',
          (a, language) => ({
            link: myContractLink(ctx.config, Number(c.id)),
            termination: {
              contractNumber: a.contract.businessId,
              boxName: a.boxName,
              warehouse: a.warehouseName,
              lastDay: formatDate(c.termination_at, language),
            },
            ending: { daysLeft: Math.max(daysLeft, 0), evictionConfirmed: Boolean(c.evicted) },
          }),
        );
        if (now)
          for (const later of steps.filter((d) => d > step))
            await sendNoticeOnceSilently(tx, 'CONTRACT_ENDING', String(c.id), later, Number(c.id), today);
        return now;
      });
      if (sent) {
        tally.processed += 1;
        count(tally, `ending${step}`);
      }
    },
  );
}

/** Marks a notice step as done without an e-mail (a step a late run has passed). */
async function sendNoticeOnceSilently(
  tx: RentalsContext['db'],
  kind: 'RENT_OVERDUE' | 'CONTRACT_ENDING',
  subjectKey: string,
  step: number,
  contractId: number,
  today: string,
) {
  await queryRows(
    tx,
    sql`
    insert into billing_notice (kind, subject_key, step, contract_id, sent_on) values (${kind}, ${subjectKey}, ${step}, ${contractId}, ${today}::date)
    on conflict do nothing`,
  );
}
