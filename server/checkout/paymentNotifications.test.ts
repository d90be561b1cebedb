import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOrder, job, mailOutbox, payment, sandboxPayment } from '../db/schema';
import { SANDBOX_NOTIFY_PATH } from '../payments/sandbox/adapter';
import { SANDBOX_SIGNATURE_HEADER, signBody } from '../payments/signature';
import {
  addBoxes,
  fulfilmentCounts,
  orderStatusOf,
  payInSandbox,
  placeAnonymously,
  placeBody,
  startOrderTestApp,
  type OrderTestApp,
} from '../testing/orders';
import { reconcilePendingPayments } from './paymentOutcome';

let t: OrderTestApp;
beforeAll(async () => {
  t = await startOrderTestApp();
});
afterAll(() => t.close());
const db = () => t.database.db;

/** Places an order and returns it with its payment row. */
async function placed() {
  const { boxIds } = await addBoxes(t, {}, [{}]);
  const body = placeBody(boxIds[0]);
  const res = await placeAnonymously(t, body);
  const [order] = await db().select().from(clientOrder).where(eq(clientOrder.reference, res.body.orderId));
  const [p] = await db().select().from(payment).where(eq(payment.orderId, order.id));
  return { res, order, payment: p, email: body.invoicingDetails.email };
}

const notify = (body: string, signature: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: SANDBOX_NOTIFY_PATH,
    payload: body,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { [SANDBOX_SIGNATURE_HEADER]: signature }),
    },
  });
const signed = (id: string) => {
  const body = JSON.stringify({ id });
  return notify(body, signBody(t.ctx.config.payments.sandboxSecret, body));
};
const counts = (orderId: number, email: string) => fulfilmentCounts(t, orderId, email);

describe('payment notifications', () => {
  it('are idempotent: replaying one ten times changes nothing after the first', async () => {
    const o = await placed();
    await payInSandbox(t, o.res.body.paymentUrl, 'pay'); // the sandbox notifies once itself
    const before = (await db().select().from(payment).where(eq(payment.id, o.payment.id)))[0];
    expect(before.state).toBe('PAID');
    expect(await counts(o.order.id, o.email)).toEqual({ contracts: 1, invoices: 1, orderMails: 1 });
    for (let i = 0; i < 10; i += 1) {
      const res = await signed(o.payment.providerPaymentId!);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    expect(await counts(o.order.id, o.email)).toEqual({ contracts: 1, invoices: 1, orderMails: 1 });
    const after = (await db().select().from(payment).where(eq(payment.id, o.payment.id)))[0];
    expect(after).toEqual(before);
    expect(
      await db()
        .select()
        .from(job)
        .where(eq(job.key, String(o.order.id))),
    ).toHaveLength(1);
    expect((await orderStatusOf(t, o.res.body.orderId)).status).toBe('FULFILLED');
  });

  it('are verified: a missing or wrong signature is refused with 403 and changes nothing', async () => {
    const o = await placed();
    // The payer paid, but the notification that arrives is forged or damaged.
    await db().update(sandboxPayment).set({ state: 'PAID' }).where(eq(sandboxPayment.id, o.payment.providerPaymentId!));
    const body = JSON.stringify({ id: o.payment.providerPaymentId });
    const forged = [
      await notify(body, undefined),
      await notify(body, signBody('some-other-secret-of-16+', body)),
      await notify(body, 'sha256=00'),
      await notify(
        JSON.stringify({ id: o.payment.providerPaymentId, x: 1 }),
        signBody(t.ctx.config.payments.sandboxSecret, body),
      ),
    ];
    expect(forged.map((r) => [r.statusCode, r.json().code])).toEqual(Array(4).fill([403, 'forbidden']));
    expect((await db().select().from(payment).where(eq(payment.id, o.payment.id)))[0].state).toBe('PENDING');
    expect(await counts(o.order.id, o.email)).toEqual({ contracts: 0, invoices: 0, orderMails: 0 });
    // The genuine one goes through.
    expect((await signed(o.payment.providerPaymentId!)).statusCode).toBe(200);
    expect(await counts(o.order.id, o.email)).toEqual({ contracts: 1, invoices: 1, orderMails: 1 });
  });

  it('answer 404 for a payment we do not know and 400 for a body without one', async () => {
    expect((await signed('unknown-payment-id')).statusCode).toBe(404);
    const body = JSON.stringify({ nothing: true });
    expect((await notify(body, signBody(t.ctx.config.payments.sandboxSecret, body))).statusCode).toBe(400);
  });
});

describe('reconciliation of pending payments', () => {
  it('polls a payment left pending until the provider says it is final, then fulfils the order', async () => {
    const o = await placed();
    expect((await payInSandbox(t, o.res.body.paymentUrl, 'pending')).status).toBe(303);
    expect(await orderStatusOf(t, o.res.body.orderId)).toMatchObject({
      status: 'SUBMITTED',
      payment: { state: 'PENDING' },
    });
    // Not due yet: the first poll waits a minute for the notification.
    await db()
      .update(payment)
      .set({ nextCheckAt: sql`now() + interval '1 hour'` })
      .where(sql`${payment.state} in ('CREATED', 'PENDING')`);
    expect(await reconcilePendingPayments(t.ctx)).toBe(0);

    await db().update(payment).set({ nextCheckAt: sql`now()` }).where(eq(payment.id, o.payment.id));
    expect(await reconcilePendingPayments(t.ctx)).toBe(1); // still pending at the provider
    const polled = (await db().select().from(payment).where(eq(payment.id, o.payment.id)))[0];
    expect(polled).toMatchObject({ state: 'PENDING', checks: 1 });
    expect(polled.nextCheckAt.getTime()).toBeGreaterThan(Date.now() + 50_000);

    // The payer's bank finally answered, and the notification was lost.
    await db().update(sandboxPayment).set({ state: 'PAID' }).where(eq(sandboxPayment.id, o.payment.providerPaymentId!));
    await db().update(payment).set({ nextCheckAt: sql`now()` }).where(eq(payment.id, o.payment.id));
    expect(await reconcilePendingPayments(t.ctx)).toBe(1);
    expect(await orderStatusOf(t, o.res.body.orderId)).toMatchObject({
      status: 'FULFILLED',
      payment: { state: 'PAID' },
    });
    expect(await counts(o.order.id, o.email)).toEqual({ contracts: 1, invoices: 1, orderMails: 1 });
    expect(await reconcilePendingPayments(t.ctx)).toBe(0);
  });

  it('turns a payment declined without notification into a FAILED order, and fails payments the provider never got', async () => {
    const o = await placed();
    await db()
      .update(sandboxPayment)
      .set({ state: 'DECLINED' })
      .where(eq(sandboxPayment.id, o.payment.providerPaymentId!));
    await db()
      .update(payment)
      .set({ nextCheckAt: sql`now() + interval '1 hour'` })
      .where(sql`${payment.state} in ('CREATED', 'PENDING')`);
    await db().update(payment).set({ nextCheckAt: sql`now()` }).where(eq(payment.id, o.payment.id));
    expect(await reconcilePendingPayments(t.ctx)).toBe(1);
    expect(await orderStatusOf(t, o.res.body.orderId)).toMatchObject({
      status: 'FAILED',
      payment: { state: 'FAILED' },
      retryable: true,
    });

    // A row written before a crash, with no provider id: failed once it is clearly abandoned.
    const [orphan] = await db()
      .insert(payment)
      .values({
        orderId: o.order.id,
        provider: 'sandbox',
        amountMinor: 100,
        currency: 'EUR',
        createdAt: sql`now() - interval '11 minutes'`,
      })
      .returning();
    expect(await reconcilePendingPayments(t.ctx)).toBe(1);
    expect((await db().select().from(payment).where(eq(payment.id, orphan.id)))[0].state).toBe('FAILED');
  });

  it('lets the status page ask the provider itself when a notification is late', async () => {
    const o = await placed();
    await payInSandbox(t, o.res.body.paymentUrl, 'pending');
    await db().update(sandboxPayment).set({ state: 'PAID' }).where(eq(sandboxPayment.id, o.payment.providerPaymentId!));
    await db().update(payment).set({ updatedAt: sql`now() - interval '1 minute'` }).where(eq(payment.id, o.payment.id));
    expect(await orderStatusOf(t, o.res.body.orderId)).toMatchObject({
      status: 'FULFILLED',
      payment: { state: 'PAID' },
      contractId: expect.any(Number),
    });
    expect((await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, o.email))).length).toBe(2);
  });
});
