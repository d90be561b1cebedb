import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, settableClock } from '../config/clock';
import { appUser, mailOutbox, rent, rentalContract } from '../db/schema';
import { periodEnd } from '../orders/periods';
import { seedContracts, type SeededContract } from '../testing/billing';
import { startOrderTestApp, type OrderTestApp } from '../testing/orders';
import { debtBlocksAccess } from '../rentals/access';
import { runAdminJob } from './adminJobs';

/** The three notice jobs, with the clock moved day by day: each e-mail once, in the customer's language, at its configured day. */
let t: OrderTestApp;
const clock = settableClock('2027-01-01T09:00');

beforeAll(async () => {
  t = await startOrderTestApp({
    BILLING_ANNOUNCE_DAYS: '5',
    OVERDUE_REMINDER_DAYS: '3,10',
    ACCESS_BLOCK_AFTER_DAYS: '14',
    CONTRACT_ENDING_NOTICE_DAYS: '7,1',
  });
  t.ctx.config = { ...t.ctx.config, clock };
});
afterAll(() => t.close());

const mailsOf = async (c: SeededContract, template: string) => {
  const [u] = await t.database.db.select({ email: appUser.email }).from(appUser).where(eq(appUser.id, c.userId));
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, u.email))
    .then((all) => all.filter((m) => m.template === template));
};

/** Runs a job on every day from `from` to `to` (inclusive), twice a day, as two instances would. */
async function runDaily(job: Parameters<typeof runAdminJob>[1], from: string, to: string) {
  for (let day = from; day <= to; day = addDays(day, 1)) {
    clock.set(`${day}T09:00`);
    await Promise.all([runAdminJob(t.ctx, job), runAdminJob(t.ctx, job)]);
  }
}

describe('NOTIFY_PAYMENTS_TO_BE_ANNOUNCED', () => {
  it('tells the customer the amount and the charge day once, BILLING_ANNOUNCE_DAYS before the period starts', async () => {
    const [c] = await seedContracts(t.database.db, t.ctx.config, [
      {
        country: 'HUN',
        periodMonths: 3,
        startAt: '2026-11-01',
        rentMonthlyMinor: 1_500_000,
        insuranceMonthlyMinor: 100_000,
      },
    ]);
    const chargeDay = addDays(periodEnd('2026-11-01', 3), 1); // 2027-02-01
    await runDaily('NOTIFY_PAYMENTS_TO_BE_ANNOUNCED', addDays(chargeDay, -10), addDays(chargeDay, -6));
    expect(await mailsOf(c, 'payment-announced')).toHaveLength(0);
    await runDaily('NOTIFY_PAYMENTS_TO_BE_ANNOUNCED', addDays(chargeDay, -5), chargeDay);
    const [mail, ...more] = await mailsOf(c, 'payment-announced');
    expect(more).toHaveLength(0);
    expect(mail.language).toBe('HU');
    expect(mail.text).toMatch(/48\s000\sFt/); // 3 × (15 000 + 1 000) Ft
    expect(mail.text).toContain('2027');
  });

  it('announces nothing for a contract that ends before the next period', async () => {
    const [c] = await seedContracts(t.database.db, t.ctx.config, [
      { country: 'SVK', periodMonths: 1, startAt: '2027-01-10', rentMonthlyMinor: 4900, insuranceMonthlyMinor: 0 },
    ]);
    await t.database.db
      .update(rentalContract)
      .set({ status: 'TERMINATING', terminationAt: '2027-02-09' })
      .where(eq(rentalContract.id, c.contractId));
    await runDaily('NOTIFY_PAYMENTS_TO_BE_ANNOUNCED', '2027-02-01', '2027-02-10');
    expect(await mailsOf(c, 'payment-announced')).toHaveLength(0);
  });
});

describe('NOTIFY_RENTS_WITH_PAYMENT_OVERDUE', () => {
  it('reminds an unpaid rent on each reminder day once, saying when access stops, and stops once it is paid', async () => {
    const [c] = await seedContracts(t.database.db, t.ctx.config, [
      {
        country: 'POL',
        periodMonths: 1,
        startAt: '2027-01-05',
        rentMonthlyMinor: 19900,
        insuranceMonthlyMinor: 0,
        cardDeclines: true,
      },
    ]);
    clock.set('2027-02-05T02:00');
    await runAdminJob(t.ctx, 'PAYMENT_PROCESSING');
    const [unpaid] = await t.database.db
      .select()
      .from(rent)
      .where(eq(rent.contractId, c.contractId))
      .orderBy(rent.id)
      .offset(1);
    expect(unpaid).toMatchObject({ payingStatus: 'WAITING_FOR_MANUAL', dueOn: '2027-02-05' });

    await runDaily('NOTIFY_RENTS_WITH_PAYMENT_OVERDUE', '2027-02-05', '2027-02-15');
    const reminders = await mailsOf(c, 'rent-overdue');
    expect(reminders).toHaveLength(2);
    expect(reminders.every((m) => m.language === 'PL')).toBe(true);
    // Both before the 14th day after the due day: they name the day access stops (19 February).
    expect(reminders.every((m) => /19\.0?2\.2027/.test(m.text))).toBe(true);

    // The grace ends 14 days after the due day: from 19 February the debt blocks the locks.
    expect(await debtBlocksAccess(t.database.db, c.contractId, '2027-02-18', 14)).toEqual({
      blocked: false,
      since: null,
    });
    expect(await debtBlocksAccess(t.database.db, c.contractId, '2027-02-19', 14)).toEqual({
      blocked: true,
      since: '2027-02-19',
    });
    await t.database.db
      .update(rent)
      .set({ status: 'PAID', payingStatus: 'PAID', payMethod: 'MANUAL' })
      .where(eq(rent.id, unpaid.id));
    expect(await debtBlocksAccess(t.database.db, c.contractId, '2027-02-20', 14)).toEqual({
      blocked: false,
      since: null,
    });
    await runDaily('NOTIFY_RENTS_WITH_PAYMENT_OVERDUE', '2027-02-16', '2027-03-01');
    expect(await mailsOf(c, 'rent-overdue')).toHaveLength(2);
  });

  it('sends only the latest reminder reached when the job comes late, and says access is blocked after the block day', async () => {
    const [c] = await seedContracts(t.database.db, t.ctx.config, [
      {
        country: 'ROU',
        periodMonths: 1,
        startAt: '2027-03-01',
        rentMonthlyMinor: 25000,
        insuranceMonthlyMinor: 0,
        cardDeclines: true,
      },
    ]);
    clock.set('2027-04-01T02:00');
    await runAdminJob(t.ctx, 'PAYMENT_PROCESSING');
    clock.set('2027-04-20T09:00'); // 19 days overdue: past both reminder days and the block day
    await runAdminJob(t.ctx, 'NOTIFY_RENTS_WITH_PAYMENT_OVERDUE');
    await runDaily('NOTIFY_RENTS_WITH_PAYMENT_OVERDUE', '2027-04-21', '2027-04-25');
    const reminders = await mailsOf(c, 'rent-overdue');
    expect(reminders).toHaveLength(1);
    expect(reminders[0].language).toBe('RO');
    // Access is already blocked (since 15 April): the e-mail says so instead of naming a day to come.
    expect(reminders[0].text).not.toContain('15.04.2027');
    expect(reminders[0].text).toContain('01.04.2027');
  });
});

describe('the day access stops', () => {
  it('is counted from the oldest unpaid rent, in the reminder of a newer rent as in the locks', async () => {
    const [c] = await seedContracts(t.database.db, t.ctx.config, [
      {
        country: 'POL',
        periodMonths: 1,
        startAt: '2027-05-05',
        rentMonthlyMinor: 19900,
        insuranceMonthlyMinor: 0,
        cardDeclines: true,
      },
    ]);
    // Two periods billed and declined: rents due on 5 June and 5 July, neither paid.
    clock.set('2027-06-05T02:00');
    await runAdminJob(t.ctx, 'PAYMENT_PROCESSING');
    clock.set('2027-07-05T02:00');
    await runAdminJob(t.ctx, 'PAYMENT_PROCESSING');
    // The June rent blocks the locks from 19 June; the July rent's first reminder (8 July) must not promise 19 July.
    expect(await debtBlocksAccess(t.database.db, c.contractId, '2027-07-08', 14)).toEqual({
      blocked: true,
      since: '2027-06-19',
    });
    clock.set('2027-07-08T09:00');
    await runAdminJob(t.ctx, 'NOTIFY_RENTS_WITH_PAYMENT_OVERDUE');
    const all = await mailsOf(c, 'rent-overdue');
    const isJuly = (text: string) => /(^|\D)0?5\.0?7\.2027/.test(text);
    const july = all.filter((m) => isJuly(m.text));
    expect(july).toHaveLength(1);
    expect(july[0].text).not.toMatch(/19\.0?7\.2027/);
    // It says the locks are already blocked, in the same words as the June rent's latest reminder.
    const june = all.filter((m) => !isJuly(m.text)).at(-1)!;
    expect(june.text).not.toMatch(/19\.0?6\.2027/);
    const blockedSentence = (text: string) => text.split('\n').find((l) => /zablokowany/.test(l));
    expect(blockedSentence(july[0].text)).toBeDefined();
    expect(blockedSentence(july[0].text)).toBe(blockedSentence(june.text));
  });
});

describe('NOTIFY_CONTRACTS_BEFORE_TERMINATION', () => {
  it('reminds 7 days and 1 day before the last day, once each, and thanks those who confirmed the box is empty', async () => {
    const [a, b] = await seedContracts(t.database.db, t.ctx.config, [
      { country: 'CZE', periodMonths: 6, startAt: '2027-01-01', rentMonthlyMinor: 99000, insuranceMonthlyMinor: 0 },
      { country: 'CZE', periodMonths: 6, startAt: '2027-01-01', rentMonthlyMinor: 99000, insuranceMonthlyMinor: 0 },
    ]);
    await t.database.db
      .update(rentalContract)
      .set({ status: 'TERMINATING', terminationAt: '2027-05-20' })
      .where(inArray(rentalContract.id, [a.contractId, b.contractId]));
    await runDaily('NOTIFY_CONTRACTS_BEFORE_TERMINATION', '2027-05-01', '2027-05-17');
    await t.database.db.update(rentalContract).set({ status: 'EVICTED' }).where(eq(rentalContract.id, b.contractId));
    await runDaily('NOTIFY_CONTRACTS_BEFORE_TERMINATION', '2027-05-18', '2027-05-25');
    const [toA, toB] = [await mailsOf(a, 'contract-ending'), await mailsOf(b, 'contract-ending')];
    expect(toA).toHaveLength(2);
    expect(toB).toHaveLength(2);
    expect(toA.every((m) => m.language === 'CS')).toBe(true);
    // The last reminder differs once the box was confirmed empty.
    const last = (mails: typeof toA) => mails.sort((x, y) => x.id - y.id)[1].text;
    expect(last(toA)).not.toBe(last(toB).replace(b.contractId.toString(), a.contractId.toString()));
  });
});
