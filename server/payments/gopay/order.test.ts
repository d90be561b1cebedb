import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOrder, payment } from '../../db/schema';
import { call } from '../../testing/accounts';
import {
  addBoxes,
  fulfilmentCounts,
  orderStatusOf,
  placeAnonymously,
  placeBody,
  startOrderTestApp,
  type OrderTestApp,
} from '../../testing/orders';
import { startFakeGoPay, type FakeGoPay } from './fakeGoPay';

let fake: FakeGoPay;
let t: OrderTestApp;
beforeAll(async () => {
  fake = await startFakeGoPay('shop-client', 'shop-secret');
  t = await startOrderTestApp({
    PAYMENT_PROVIDER: 'gopay',
    GOPAY_URL: fake.url,
    GOPAY_GOID: '8123456789',
    GOPAY_CLIENT_ID: 'shop-client',
    GOPAY_CLIENT_SECRET: 'shop-secret',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const notify = (id: string) => call(t, 'GET', `/api/payments/gopay/notify?id=${id}`);

describe('ordering with PAYMENT_PROVIDER=gopay', () => {
  it('sends the payer to GoPay; the notification only names the payment, its state is read from GoPay', async () => {
    const { boxIds } = await addBoxes(t, { country: 'CZE' }, [{ priceMinor: 74900 }]);
    const body = placeBody(boxIds[0], { language: 'CS', details: { firstName: 'Petr' } });
    const placed = await placeAnonymously(t, body);
    expect(placed.status).toBe(201);
    const id = placed.body.paymentUrl.split('/').at(-1);
    expect(placed.body.paymentUrl).toBe(`https://gate.fake-gopay.test/gw/${id}`);
    expect(fake.payments.get(id)!.body).toMatchObject({
      amount: 74900,
      currency: 'CZK',
      order_number: placed.body.orderId,
      lang: 'CS',
      recurrence: { recurrence_cycle: 'ON_DEMAND' },
      callback: {
        return_url: `http://127.0.0.1:3000/order/status-check?orderId=${placed.body.orderId}`,
        notification_url: 'http://127.0.0.1:3000/api/payments/gopay/notify',
      },
    });

    // A notification while the payer is still on the card page changes nothing.
    expect(await notify(id)).toMatchObject({ status: 200, body: { received: true } });
    expect((await orderStatusOf(t, placed.body.orderId)).status).toBe('SUBMITTED');

    fake.payments.get(id)!.state = 'PAID';
    for (let i = 0; i < 3; i += 1) expect((await notify(id)).status).toBe(200);
    expect(await orderStatusOf(t, placed.body.orderId)).toMatchObject({
      status: 'FULFILLED',
      payment: { state: 'PAID' },
    });
    const [order] = await t.database.db
      .select()
      .from(clientOrder)
      .where(eq(clientOrder.reference, placed.body.orderId));
    expect(await fulfilmentCounts(t, order.id, body.invoicingDetails.email)).toEqual({
      contracts: 1,
      invoices: 1,
      orderMails: 1,
    });
    expect((await t.database.db.select().from(payment).where(eq(payment.orderId, order.id)))[0]).toMatchObject({
      provider: 'gopay',
      providerPaymentId: id,
      state: 'PAID',
      recurrence: true,
    });
  });

  it('marks a cancelled card payment FAILED, answers 404 for an unknown payment and 503 while GoPay is down', async () => {
    const { boxIds } = await addBoxes(t, {}, [{}]);
    const placed = await placeAnonymously(t, placeBody(boxIds[0]));
    const id = placed.body.paymentUrl.split('/').at(-1);
    fake.payments.get(id)!.state = 'CANCELED';
    await notify(id);
    expect(await orderStatusOf(t, placed.body.orderId)).toMatchObject({ status: 'FAILED', retryable: true });
    expect((await notify('123')).status).toBe(404);
    expect((await call(t, 'GET', '/api/payments/gopay/notify?id=abc')).status).toBe(400);
    fake.failNext(502);
    expect(await notify(id)).toMatchObject({ status: 503 });
  });

  it('sends the payer to the status page when GoPay cannot take the payment, and retry-payment then works', async () => {
    const { boxIds } = await addBoxes(t, {}, [{}]);
    fake.failNext(500);
    const placed = await placeAnonymously(t, placeBody(boxIds[0]));
    expect(placed.status).toBe(201);
    expect(placed.body.paymentUrl).toBe(`http://127.0.0.1:3000/order/status-check?orderId=${placed.body.orderId}`);
    expect(await orderStatusOf(t, placed.body.orderId)).toMatchObject({
      status: 'FAILED',
      payment: { state: 'FAILED' },
      retryable: true,
    });
    fake.failNext(500);
    expect(await call(t, 'POST', `/api/client/order/${placed.body.orderId}/retry-payment`)).toMatchObject({
      status: 503,
      body: { code: 'payment/unsuccessful' },
    });
    const retried = await call(t, 'POST', `/api/client/order/${placed.body.orderId}/retry-payment`);
    expect(retried.status).toBe(201);
    expect(retried.body.paymentUrl).toMatch(/^https:\/\/gate\.fake-gopay\.test\/gw\/\d+$/);
  });

  it('serves no sandbox card page when GoPay is the provider', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sandbox-pay/anything' })).statusCode).toBe(404);
  });
});
