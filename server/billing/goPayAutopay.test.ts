import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, settableClock } from '../config/clock';
import { clientOrder, payment, rent, rentalContract, rentPayment } from '../db/schema';
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
const latestAutopayOf = async (rentId: number) => {
  const [row] = await t.database.db
    .select({ id: payment.id })
    .from(payment)
    .innerJoin(rentPayment, eq(rentPayment.paymentId, payment.id))
    .where(eq(rentPayment.rentId, rentId));
  return row;
};
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

  it('treats an immediate refusal of the charge (340, 343) as a decline: one e-mail, the rent payable by hand', async () => {
    for (const [code, email] of [
      [340, 'autopay-340@example.com'],
      [343, 'autopay-343@example.com'],
    ] as const) {
      const { contract, parentId } = await contractPaidAtGoPay(email);
      const [first] = await rentsOf(contract.id);
      fake.refuseRecurrences(parentId, code);
      clock.set(`${addDays(first.periodTo, 1)}T02:00`);
      const run = await runAdminJob(t.ctx, 'PAYMENT_PROCESSING');
      fake.refuseRecurrences(parentId, null);
      expect(run.counts).toMatchObject({ issued: 1, declined: 1 });
      const [, second] = await rentsOf(contract.id);
      expect(second).toMatchObject({ status: 'INVOICE_SUBMITTED', payingStatus: 'WAITING_FOR_MANUAL' });
      expect((await mailsTo(t.database.db, email)).filter((m) => m.template === 'rent-payment-failed')).toHaveLength(1);
      expect(childOf(parentId)).toBeUndefined();
    }
  });

  it('records a charge whose answer was lost when GoPay notifies its id: matched through our order number, paid once', async () => {
    const { contract, parentId, email } = await contractPaidAtGoPay('autopay-lost@example.com');
    const [first] = await rentsOf(contract.id);
    fake.holdRecurrences(true);
    // The instance dies between GoPay's answer and our record of it: the answer never reaches billing.
    const gateways = t.ctx.gateways;
    const crashing = { ...gateways.of('gopay') };
    crashing.chargeRecurrence = async (...args) => {
      await gateways.of('gopay').chargeRecurrence(...args);
      throw new Error('the instance died here');
    };
    const ctx = { ...t.ctx, gateways: { ...gateways, of: () => crashing } };
    clock.set(`${addDays(first.periodTo, 1)}T02:00`);
    const crashed = await runAdminJob(ctx, 'PAYMENT_PROCESSING');
    expect(crashed.status).toBe('FAILED');
    const [, second] = await rentsOf(contract.id);
    const [ours] = await t.database.db
      .select()
      .from(payment)
      .where(eq(payment.id, (await latestAutopayOf(second.id)).id));
    expect(ours).toMatchObject({ state: 'CREATED', providerPaymentId: null, orderNumber: expect.any(String) });
    expect(ours.sentAt).not.toBeNull();

    const childId = childOf(parentId);
    expect(fake.payments.get(childId)!.orderNumber).toBe(ours.orderNumber);
    expect((await fake.settle(childId, 'PAID')).status).toBe(200);
    fake.holdRecurrences(false);
    const [paid] = await t.database.db.select().from(rent).where(eq(rent.id, second.id));
    expect(paid).toMatchObject({ status: 'PAID', payMethod: 'AUTOPAY', paymentId: ours.id });
    const [recorded] = await t.database.db.select().from(payment).where(eq(payment.id, ours.id));
    expect(recorded).toMatchObject({ state: 'PAID', providerPaymentId: childId });
    // A run or reconciliation afterwards sends nothing again.
    expect((await runAdminJob(t.ctx, 'PAYMENT_PROCESSING')).processed).toBe(0);
    expect([...fake.payments.values()].filter((p) => p.parentId === parentId)).toHaveLength(1);
    expect((await mailsTo(t.database.db, email)).filter((m) => m.template === 'rent-payment-failed')).toHaveLength(0);
  });

  it('answers 404 to a notification of a payment GoPay knows but whose order number is none of ours', async () => {
    const foreign = await t.ctx.gateways.of('gopay').create({
      amountMinor: 1000,
      currency: 'CZK',
      orderNumber: 'NOT-OURS-1',
      description: 'Another shop',
      items: [],
      language: 'CS',
      payer: { firstName: 'A', lastName: 'B', email: 'a@example.com', phoneNumber: '' },
      returnUrl: `${t.ctx.config.app.publicUrl}/`,
      recurrence: false,
    });
    expect((await call(t, 'GET', `/api/payments/gopay/notify?id=${foreign.providerPaymentId}`)).status).toBe(404);
    expect((await call(t, 'GET', '/api/payments/gopay/notify?id=999999')).status).toBe(404);
  });
});
