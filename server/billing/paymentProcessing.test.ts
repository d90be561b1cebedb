import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, settableClock, todayOf } from '../config/clock';
import { invoice, jobRun, payment, rent, rentalContract, rentPayment } from '../db/schema';
import { call, mailsTo } from '../testing/accounts';
import { PUBLIC_URL, payInSandbox, startOrderTestApp, type OrderTestApp } from '../testing/orders';
import { rentABox, signedInClient, type Tenant } from '../testing/rentals';
import { runAdminJob } from './adminJobs';
import { renderStoredInvoice } from '../rentals/documents';

/** PAYMENT_PROCESSING through the real order, sandbox provider and e-mails, with the clock moved to each period's first day. */
let t: OrderTestApp;
let owner: Tenant;
const clock = settableClock(new Date().toISOString());

beforeAll(async () => {
  t = await startOrderTestApp();
  t.ctx.config = { ...t.ctx.config, clock };
  owner = await signedInClient(t, 'CS');
});
afterAll(() => t.close());

const rentsOf = (contractId: number) =>
  t.database.db.select().from(rent).where(eq(rent.contractId, contractId)).orderBy(rent.periodFrom);
const dayAfter = (day: string) => addDays(day, 1);

describe('PAYMENT_PROCESSING', () => {
  it('bills the next period on its first day and charges the stored card: rent PAID by AUTOPAY, invoice paid, a receipt e-mail', async () => {
    const { contract } = await rentABox(t, owner);
    const [first] = await rentsOf(contract.id);
    // The day before the period starts nothing is due.
    clock.set(`${first.periodTo}T02:00`);
    expect((await runAdminJob(t.ctx, 'PAYMENT_PROCESSING')).counts.issued ?? 0).toBe(0);

    clock.set(`${dayAfter(first.periodTo)}T02:00`);
    const run = await runAdminJob(t.ctx, 'PAYMENT_PROCESSING');
    expect(run).toMatchObject({ status: 'FINISHED', processed: 1, counts: { issued: 1, paid: 1 } });
    const [, second] = await rentsOf(contract.id);
    // 3 months × (69 € rent + 7 € insurance), without the first period's discounts.
    expect(second).toMatchObject({
      periodFrom: dayAfter(first.periodTo),
      amountMinor: 3 * 7600,
      status: 'PAID',
      payingStatus: 'PAID',
      payMethod: 'AUTOPAY',
      dueOn: dayAfter(first.periodTo),
    });
    const [inv] = await t.database.db.select().from(invoice).where(eq(invoice.rentId, second.id));
    expect(inv.paidAt).not.toBeNull();
    expect(inv.totalGrossMinor).toBe(3 * 7600);
    const receipts = (await mailsTo(t.database.db, owner.email)).filter((m) => m.template === 'rent-paid');
    expect(receipts).toHaveLength(1);
    expect(receipts[0].language).toBe('CS');
    expect(receipts[0].text).toContain(inv.number);

    // The invoice's PDF is rendered by the job step or, as here, on its first download, as paid.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/client/my/invoice-download/${inv.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const [rendered] = await t.database.db.select().from(invoice).where(eq(invoice.id, inv.id));
    expect(rendered).toMatchObject({ renderedPaid: true });
    expect(await renderStoredInvoice(t.database.db, inv.id)).toBe(rendered.documentId);

    // Running it again, the same day or the next, charges nothing more.
    const again = await runAdminJob(t.ctx, 'PAYMENT_PROCESSING');
    expect(again.processed).toBe(0);
    expect(await rentsOf(contract.id)).toHaveLength(2);
    const [record] = await t.database.db.select().from(jobRun).where(eq(jobRun.id, run.runId));
    expect(record).toMatchObject({
      job: 'PAYMENT_PROCESSING',
      status: 'FINISHED',
      processed: 1,
      asOf: dayAfter(first.periodTo),
    });
  });

  it('leaves a declined card’s rent WAITING_FOR_MANUAL with an e-mail, and the customer pays it in My rents', async () => {
    const { contract } = await rentABox(t, owner, 'pay-decline-later');
    const [first] = await rentsOf(contract.id);
    clock.set(`${dayAfter(first.periodTo)}T02:00`);
    const run = await runAdminJob(t.ctx, 'PAYMENT_PROCESSING');
    expect(run.counts).toMatchObject({ issued: 1, declined: 1 });
    const [, second] = await rentsOf(contract.id);
    expect(second).toMatchObject({ status: 'INVOICE_SUBMITTED', payingStatus: 'WAITING_FOR_MANUAL', payMethod: null });
    const asked = (await mailsTo(t.database.db, owner.email)).filter((m) => m.template === 'rent-payment-failed');
    expect(asked).toHaveLength(1);
    expect(asked[0].text).toContain(`${PUBLIC_URL}/my/rents`);

    const started = await call(
      t,
      'POST',
      `/api/client/manual-payment/${second.id}`,
      { returnUrl: `${PUBLIC_URL}/my/rents` },
      owner.token,
    );
    expect(started.status).toBe(200);
    await payInSandbox(t, started.body.url, 'pay');
    const [paid] = await t.database.db.select().from(rent).where(eq(rent.id, second.id));
    expect(paid).toMatchObject({ status: 'PAID', payingStatus: 'PAID', payMethod: 'MANUAL' });
    const attempts = await t.database.db
      .select({ kind: rentPayment.kind, state: payment.state })
      .from(rentPayment)
      .innerJoin(payment, eq(payment.id, rentPayment.paymentId))
      .where(eq(rentPayment.rentId, second.id))
      .orderBy(payment.id);
    expect(attempts).toEqual([
      { kind: 'AUTOPAY', state: 'FAILED' },
      { kind: 'MANUAL', state: 'PAID' },
    ]);
  });

  it('bills a contract given notice up to its last day only, by the months begun, and nothing after it', async () => {
    const { contract } = await rentABox(t, owner);
    const [first] = await rentsOf(contract.id);
    const lastDay = addDays(dayAfter(first.periodTo), 40); // inside the second month of the next period
    await t.database.db
      .update(rentalContract)
      .set({ status: 'TERMINATING', terminationAt: lastDay })
      .where(eq(rentalContract.id, contract.id));
    clock.set(`${dayAfter(first.periodTo)}T02:00`);
    await runAdminJob(t.ctx, 'PAYMENT_PROCESSING');
    const [, last] = await rentsOf(contract.id);
    expect(last).toMatchObject({
      periodFrom: dayAfter(first.periodTo),
      periodTo: lastDay,
      amountMinor: 2 * 7600,
      payMethod: 'AUTOPAY',
    });
    clock.set(`${dayAfter(lastDay)}T02:00`);
    expect((await runAdminJob(t.ctx, 'PAYMENT_PROCESSING')).processed).toBe(0);
    expect(await rentsOf(contract.id)).toHaveLength(2);
  });

  it('asks for a manual payment when the card can no longer be charged (its recurrence was stopped)', async () => {
    const { contract } = await rentABox(t, owner);
    const [first] = await rentsOf(contract.id);
    await t.database.db
      .update(rentalContract)
      .set({ recurrenceVoidedAt: new Date() })
      .where(eq(rentalContract.id, contract.id));
    clock.set(`${dayAfter(first.periodTo)}T02:00`);
    const run = await runAdminJob(t.ctx, 'PAYMENT_PROCESSING');
    expect(run.counts).toMatchObject({ issued: 1, noStoredCard: 1 });
    const [, second] = await rentsOf(contract.id);
    expect(second.payingStatus).toBe('WAITING_FOR_MANUAL');
    const attempts = await t.database.db
      .select()
      .from(rentPayment)
      .where(and(eq(rentPayment.rentId, second.id)));
    expect(attempts).toHaveLength(0);
  });

  it('uses one clock: the day of the run is the clock’s day in the business time zone', () => {
    clock.set('2027-03-31T23:30:00Z'); // already 1 April in Bratislava (summer time)
    expect(todayOf(clock)).toBe('2027-04-01');
  });
});
