import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { box, payment } from '../db/schema';
import { call } from '../testing/accounts';
import {
  addBoxes,
  orderStatusOf,
  payInSandbox,
  placeAnonymously,
  placeBody,
  startOrderTestApp,
  type OrderTestApp,
} from '../testing/orders';

// Coming back from the card page with the browser's Back button: the customer's own unpaid order
// holds the box, and the app must be able to show it, pay it or give it up.
let t: OrderTestApp;
beforeAll(async () => {
  t = await startOrderTestApp();
});
afterAll(() => t.close());
const db = () => t.database.db;

async function heldOrder() {
  const { boxIds } = await addBoxes(t, {}, [{ priceMinor: 4900 }]);
  const body = placeBody(boxIds[0]);
  const placed = await placeAnonymously(t, body);
  expect(placed.status).toBe(201);
  return {
    boxId: boxIds[0],
    selection: body.selection,
    orderId: placed.body.orderId as string,
    paymentUrl: placed.body.paymentUrl as string,
  };
}

const summary = (body: Record<string, unknown>) => call(t, 'PUT', '/api/client/order/offer/summary', body);

describe('a box held by the customer’s own unpaid order', () => {
  it('is priced for the order that holds it, and still taken for everyone else', async () => {
    const o = await heldOrder();
    expect(await summary(o.selection)).toMatchObject({ status: 409, body: { code: 'Box/is-taken' } });
    expect(await call(t, 'GET', `/api/client/order/offer/${o.boxId}`)).toMatchObject({
      status: 409,
      body: { code: 'Box/is-taken' },
    });

    const own = await summary({ ...o.selection, heldOrderId: o.orderId });
    expect(own.status).toBe(200);
    expect(own.body.selection).toEqual(o.selection);
    expect((await call(t, 'GET', `/api/client/order/offer/${o.boxId}?heldOrderId=${o.orderId}`)).status).toBe(200);

    // Another order's reference does not unlock this box.
    const other = await heldOrder();
    expect(await summary({ ...o.selection, heldOrderId: other.orderId })).toMatchObject({
      status: 409,
      body: { code: 'Box/is-taken' },
    });
  });

  it('pays again on the same open card page: no second payment is started', async () => {
    const o = await heldOrder();
    const again = await call(t, 'POST', `/api/client/order/${o.orderId}/retry-payment`);
    expect(again).toMatchObject({ status: 201, body: { orderId: o.orderId, paymentUrl: o.paymentUrl } });
    const [order] = await db()
      .select({ id: payment.orderId })
      .from(payment)
      .where(eq(payment.gatewayUrl, o.paymentUrl));
    expect(await db().select().from(payment).where(eq(payment.orderId, order.id!))).toHaveLength(1);
    // Paying on that page completes the order.
    await payInSandbox(t, again.body.paymentUrl, 'pay');
    expect(await orderStatusOf(t, o.orderId)).toMatchObject({ status: 'FULFILLED' });
    expect(await call(t, 'POST', `/api/client/order/${o.orderId}/retry-payment`)).toMatchObject({
      status: 409,
      body: { code: 'order/not-retryable' },
    });
  });

  it('can be cancelled: the box is free again and can be ordered with other terms', async () => {
    const o = await heldOrder();
    expect(await call(t, 'POST', `/api/client/order/${o.orderId}/cancel`)).toMatchObject({
      status: 200,
      body: { value: true },
    });
    expect((await db().select().from(box).where(eq(box.id, o.boxId)))[0].occupancy).toBe('FREE');
    expect(await orderStatusOf(t, o.orderId)).toMatchObject({ status: 'CANCELLED', retryable: false });
    // Twice is the same; the reference no longer holds anything.
    expect((await call(t, 'POST', `/api/client/order/${o.orderId}/cancel`)).status).toBe(200);
    expect(await call(t, 'POST', `/api/client/order/${o.orderId}/retry-payment`)).toMatchObject({
      status: 409,
      body: { code: 'order/hold-expired' },
    });
    const reordered = await placeAnonymously(t, placeBody(o.boxId, { selection: { periodInMonths: 3 } }));
    expect(reordered.status).toBe(201);
  });

  it('is not cancelled once paid, and unknown or malformed references get the catalogue shape', async () => {
    const o = await heldOrder();
    await payInSandbox(t, o.paymentUrl, 'pay');
    expect(await call(t, 'POST', `/api/client/order/${o.orderId}/cancel`)).toMatchObject({
      status: 409,
      body: { code: 'order/not-cancellable' },
    });
    expect(await orderStatusOf(t, o.orderId)).toMatchObject({ status: 'FULFILLED' });
    expect(await call(t, 'POST', '/api/client/order/AAAAAAAAAAAAAAAAAAAAAA/cancel')).toMatchObject({
      status: 404,
      body: { code: 'not-found' },
    });
    expect(await call(t, 'POST', '/api/client/order/nope/cancel')).toMatchObject({
      status: 400,
      body: { code: 'revalid/rule/basic/regex' },
    });
    expect(await summary({ ...o.selection, heldOrderId: 'x' })).toMatchObject({
      status: 400,
      body: { code: 'revalid/rule/basic/regex' },
    });
  });
});
