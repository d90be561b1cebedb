import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  box,
  invoice,
  jobRun,
  payment,
  rent as rentTable,
  rentalContract,
  rentPayment,
  sandboxPayment,
} from '../db/schema';
import { call } from '../testing/accounts';
import { PUBLIC_URL, startOrderTestApp, type OrderTestApp } from '../testing/orders';
import { billNextPeriod, isoDay, rentABox, signedInClient, type Tenant } from '../testing/rentals';
import { issueNextRent } from './billing';
import { runAdminJob } from './adminJobs';
import { reconcileRentPayments } from './reconcile';

/** What several server instances (or clicks) doing the same thing at once must not break. Run on PostgreSQL too (TEST_DATABASE_URL). */
let t: OrderTestApp;
let owner: Tenant;

beforeAll(async () => {
  t = await startOrderTestApp();
  owner = await signedInClient(t);
});
afterAll(() => t.close());

describe('CANCEL_CONTRACTS on several instances at once', () => {
  it('ends each due contract once and frees its box, every run recorded as finished', async () => {
    const db = t.database.db;
    const contracts = [];
    for (let i = 0; i < 4; i += 1) contracts.push((await rentABox(t, owner)).contract);
    const ids = contracts.map((c) => c.id);
    await db
      .update(rentalContract)
      .set({ status: 'TERMINATING', terminationAt: isoDay(-1) })
      .where(inArray(rentalContract.id, ids));
    const runs = await Promise.all([1, 2, 3].map(() => runAdminJob(t.ctx, 'CANCEL_CONTRACTS')));
    expect(runs.reduce((a, b) => a + b.processed, 0)).toBe(4);
    expect(runs.reduce((a, b) => a + (b.counts.boxesFreed ?? 0), 0)).toBe(4);
    const rows = await db
      .select({ status: rentalContract.status, occupancy: box.occupancy })
      .from(rentalContract)
      .innerJoin(box, eq(box.id, rentalContract.boxId))
      .where(inArray(rentalContract.id, ids));
    expect(rows.map((r) => [r.status, r.occupancy])).toEqual(ids.map(() => ['TERMINATED', 'FREE']));
    const records = await db.select().from(jobRun).where(eq(jobRun.job, 'CANCEL_CONTRACTS'));
    expect(records.map((r) => r.status)).toEqual(['FINISHED', 'FINISHED', 'FINISHED']);
    expect(records.reduce((s, r) => s + r.processed, 0)).toBe(4);
  });
});

describe('paying one rent with several clicks at once', () => {
  it('starts one card payment; every click that gets a page gets that one', async () => {
    const { contract } = await rentABox(t, owner);
    const rent = await billNextPeriod(t, contract.id);
    const body = { returnUrl: `${PUBLIC_URL}/my/rents` };
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(t, 'POST', `/api/client/manual-payment/${rent.rentId}`, body, owner.token)),
    );
    const pages = answers.filter((a) => a.status === 200).map((a) => a.body.url);
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(new Set(pages).size).toBe(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body.code).toBe('rent/payment-in-progress');
    const rows = await t.database.db
      .select({ id: payment.id })
      .from(rentPayment)
      .innerJoin(payment, eq(payment.id, rentPayment.paymentId))
      .where(eq(rentPayment.rentId, rent.rentId));
    expect(rows).toHaveLength(1);

    // The provider's notification is lost: the reconciliation step (on two instances at once) finds the payment paid.
    const [p] = await t.database.db.select().from(payment).where(eq(payment.id, rows[0].id));
    await t.database.db
      .update(sandboxPayment)
      .set({ state: 'PAID' })
      .where(eq(sandboxPayment.id, p.providerPaymentId!));
    await t.database.db
      .update(payment)
      .set({ nextCheckAt: new Date(Date.now() - 1000) })
      .where(eq(payment.id, p.id));
    const claimed = await Promise.all([reconcileRentPayments(t.ctx), reconcileRentPayments(t.ctx)]);
    expect(claimed.reduce((a, b) => a + b, 0)).toBe(1);
    const [paid] = await t.database.db.select().from(rentTable).where(eq(rentTable.id, rent.rentId));
    expect(paid).toMatchObject({ status: 'PAID', payingStatus: 'PAID', payMethod: 'MANUAL', paymentId: p.id });
  });
});

describe('billing the same contract twice at once', () => {
  it('bills two consecutive periods with consecutive invoice numbers, never the same period twice', async () => {
    const { contract } = await rentABox(t, owner);
    const { db, config } = t.ctx;
    const [a, b] = await Promise.all(
      [1, 2].map(() => db.transaction((tx) => issueNextRent(tx, config, contract.id, isoDay(0)))),
    );
    const [first, second] = [a!, b!].sort((x, y) => x.periodFrom.localeCompare(y.periodFrom));
    expect(second.periodFrom > first.periodTo).toBe(true);
    expect(first.periodFrom).not.toBe(second.periodFrom);
    const numbers = await db
      .select({ number: invoice.number })
      .from(invoice)
      .where(inArray(invoice.id, [first.invoiceId, second.invoiceId]))
      .orderBy(invoice.number);
    const [n1, n2] = numbers.map((n) => Number(n.number.slice(-6)));
    expect(n2 - n1).toBe(1);
  });
});
