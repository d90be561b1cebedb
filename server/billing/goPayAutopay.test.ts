import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, settableClock } from '../config/clock';
import { clientOrder, payment, rent, rentalContract } from '../db/schema';
import { startFakeGoPay, type FakeGoPay } from '../payments/gopay/fakeGoPay';
import { call, mailsTo } from '../testing/accounts';
import {
  addBoxes,
  orderStatusOf,
  placeAnonymously,
  placeBody,
  startOrderTestApp,
  type OrderTestApp,
} from '../testing/orders';
import { runAdminJob } from './adminJobs';

/**
 * Later periods charged through GoPay as GoPay behaves: create-recurrence answers the new payment
 * CREATED, and the outcome comes later as a notification naming that new payment's id, sent over
 * HTTP to our server (listening on a real port here, as GoPay needs).
 */
let fake: FakeGoPay;
let t: OrderTestApp;
const clock = settableClock(new Date().toISOString());

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  fake = await startFakeGoPay('shop-client', 'shop-secret');
  const port = await freePort();
  t = await startOrderTestApp({
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PAYMENT_PROVIDER: 'gopay',
    GOPAY_URL: fake.url,
    GOPAY_GOID: '8123456789',
    GOPAY_CLIENT_ID: 'shop-client',
    GOPAY_CLIENT_SECRET: 'shop-secret',
  });
  t.ctx.config = { ...t.ctx.config, clock };
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A contract ordered anonymously and paid at GoPay: its first payment stores the card. */
async function contractPaidAtGoPay(email: string) {
  const { boxIds } = await addBoxes(t, { country: 'CZE' }, [{ priceMinor: 99000 }]);
  const body = placeBody(boxIds[0], { language: 'CS', details: { email } });
  const placed = await placeAnonymously(t, { ...body, returnUrl: `${t.ctx.config.app.publicUrl}/order/status-check` });
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
  const parentId = placed.body.paymentUrl.split('/').at(-1)!;
  await fake.settle(parentId, 'PAID');
  expect((await orderStatusOf(t, placed.body.orderId)).status).toBe('FULFILLED');
  const [order] = await t.database.db.select().from(clientOrder).where(eq(clientOrder.reference, placed.body.orderId));
  const [contract] = await t.database.db.select().from(rentalContract).where(eq(rentalContract.orderId, order.id));
  return { contract, parentId, email: body.invoicingDetails.email };
}

const rentsOf = (contractId: number) =>
  t.database.db.select().from(rent).where(eq(rent.contractId, contractId)).orderBy(rent.periodFrom);
const childOf = (parentId: string) =>
  [...fake.payments.entries()]
    .filter(([, p]) => p.parentId === parentId)
    .map(([id]) => id)
    .at(-1)!;

describe('PAYMENT_PROCESSING with GoPay', () => {
  it('keeps the rent ATTEMPTING_AUTOPAY until GoPay notifies the charge’s own id, then records it PAID by AUTOPAY', async () => {
    const { contract, parentId, email } = await contractPaidAtGoPay('autopay-ok@example.com');
    const [first] = await rentsOf(contract.id);
    fake.holdRecurrences(true);
    clock.set(`${addDays(first.periodTo, 1)}T02:00`);
    const run = await runAdminJob(t.ctx, 'PAYMENT_PROCESSING');
    expect(run.counts).toMatchObject({ issued: 1, pending: 1 });
    const [, second] = await rentsOf(contract.id);
    expect(second).toMatchObject({ status: 'INVOICE_SUBMITTED', payingStatus: 'ATTEMPTING_AUTOPAY' });
    const childId = childOf(parentId);
    expect(fake.payments.get(childId)).toMatchObject({ state: 'CREATED', amount: 99000, currency: 'CZK' });
    const [p] = await t.database.db.select().from(payment).where(eq(payment.providerPaymentId, childId));
    expect(p).toMatchObject({ provider: 'gopay', state: 'PENDING' });

    const told = await fake.settle(childId, 'PAID');
    expect(told.status).toBe(200);
    const [paid] = await t.database.db.select().from(rent).where(eq(rent.id, second.id));
    expect(paid).toMatchObject({ status: 'PAID', payingStatus: 'PAID', payMethod: 'AUTOPAY', paymentId: p.id });
    expect((await mailsTo(t.database.db, email)).filter((m) => m.template === 'rent-paid')).toHaveLength(1);
    // GoPay repeats notifications: nothing changes the second time.
    expect((await call(t, 'GET', `/api/payments/gopay/notify?id=${childId}`)).status).toBe(200);
    expect((await mailsTo(t.database.db, email)).filter((m) => m.template === 'rent-paid')).toHaveLength(1);
    fake.holdRecurrences(false);
  });

  it('asks the customer to pay by hand when GoPay declines the charge, and stops the card when the contract ends', async () => {
    const { contract, parentId, email } = await contractPaidAtGoPay('autopay-declined@example.com');
    const [first] = await rentsOf(contract.id);
    fake.holdRecurrences(true);
    clock.set(`${addDays(first.periodTo, 1)}T02:00`);
    await runAdminJob(t.ctx, 'PAYMENT_PROCESSING');
    const childId = childOf(parentId);
    // The bank declines: GoPay cancels the charge and notifies its id.
    expect((await fake.settle(childId, 'CANCELED')).status).toBe(200);
    fake.holdRecurrences(false);
    const [, second] = await rentsOf(contract.id);
    expect(second).toMatchObject({ status: 'INVOICE_SUBMITTED', payingStatus: 'WAITING_FOR_MANUAL' });
    expect((await mailsTo(t.database.db, email)).filter((m) => m.template === 'rent-payment-failed')).toHaveLength(1);

    // The contract ends: CANCEL_CONTRACTS stops the recurrence at GoPay, and a second run finds nothing to stop.
    await t.database.db
      .update(rent)
      .set({ status: 'PAID', payingStatus: 'PAID', payMethod: 'MARKED_BY_ADMIN' })
      .where(eq(rent.id, second.id));
    await t.database.db
      .update(rentalContract)
      .set({ status: 'TERMINATING', terminationAt: second.periodFrom })
      .where(eq(rentalContract.id, contract.id));
    clock.set(`${addDays(second.periodFrom, 1)}T00:10`);
    const ended = await runAdminJob(t.ctx, 'CANCEL_CONTRACTS');
    expect(ended.counts).toMatchObject({ cardRecurrencesStopped: 1 });
    expect(fake.payments.get(parentId)!.voided).toBe(true);
    expect((await runAdminJob(t.ctx, 'CANCEL_CONTRACTS')).counts.cardRecurrencesStopped ?? 0).toBe(0);
  });
});
