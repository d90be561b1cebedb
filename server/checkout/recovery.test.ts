import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Language } from '@contract/primitives';
import { box, clientOrder, job, payment, sandboxPayment } from '../db/schema';
import { claimJobs, JOB_LEASE_SECONDS, runJobs } from '../jobs/queue';
import { renderMail } from '../mail/render';
import { mailsTo } from '../testing/accounts';
import { addBoxes, placeAnonymously, placeBody, startOrderTestApp, type OrderTestApp } from '../testing/orders';
import { fulfilOrder } from './fulfil';
import { runFulfilment } from './fulfilmentJob';
import { FULFIL_ORDER_JOB } from './jobKinds';
import { releaseExpiredHolds, releaseUnstartedOrders, UNSTARTED_PAYMENT_SECONDS } from './holds';
import { recordPaymentState } from './recordPayment';
import { refundPayment } from './refund';

let t: OrderTestApp;
beforeAll(async () => {
  t = await startOrderTestApp();
});
afterAll(() => t.close());
const db = () => t.database.db;

async function placed(language = 'SK') {
  const { boxIds } = await addBoxes(t, {}, [{ priceMinor: 4900 }]);
  const body = placeBody(boxIds[0], { language });
  const res = await placeAnonymously(t, body);
  expect(res.status).toBe(201);
  const [order] = await db().select().from(clientOrder).where(eq(clientOrder.reference, res.body.orderId));
  const [p] = await db().select().from(payment).where(eq(payment.orderId, order.id));
  return { order, payment: p, email: body.invoicingDetails.email, boxId: boxIds[0] };
}
const occupancyOf = async (boxId: number) => (await db().select().from(box).where(eq(box.id, boxId)))[0].occupancy;
const statusOf = async (orderId: number) =>
  (await db().select().from(clientOrder).where(eq(clientOrder.id, orderId)))[0].status;
/** The payment as if the provider was never reached (the process died before the call, or the call failed), `age` seconds ago. */
const neverReachedProvider = (paymentId: number, ageSeconds: number, state: 'CREATED' | 'FAILED' = 'CREATED') =>
  db()
    .update(payment)
    .set({
      providerPaymentId: null,
      gatewayUrl: null,
      state,
      createdAt: sql`now() - make_interval(secs => ${ageSeconds})`,
    })
    .where(eq(payment.id, paymentId));

describe('after a crash', () => {
  it('a paid order whose fulfilment the dead process had claimed is fulfilled once its short lease ends', async () => {
    const o = await placed();
    await db().update(sandboxPayment).set({ state: 'PAID' }).where(eq(sandboxPayment.id, o.payment.providerPaymentId!));
    await recordPaymentState(db(), o.payment.id, 'PAID');
    expect(await claimJobs(db(), FULFIL_ORDER_JOB, { key: String(o.order.id) })).toHaveLength(1); // the process dies holding the job
    expect(await runFulfilment(t.ctx)).toBe(0);
    // The lease is at most JOB_LEASE_SECONDS (20 s) away: that much time passing is all the restart needs.
    await db()
      .update(job)
      .set({ lockedUntil: sql`locked_until - make_interval(secs => ${JOB_LEASE_SECONDS})` })
      .where(and(eq(job.kind, FULFIL_ORDER_JOB), eq(job.key, String(o.order.id))));
    expect(await runFulfilment(t.ctx)).toBe(1);
    expect(await statusOf(o.order.id)).toBe('FULFILLED');
  });

  it('an order whose payment never reached the provider gives its box back within a minute, not at the end of the hold', async () => {
    const crashed = await placed();
    const failedCall = await placed();
    const fresh = await placed();
    await neverReachedProvider(crashed.payment.id, UNSTARTED_PAYMENT_SECONDS + 5);
    await neverReachedProvider(failedCall.payment.id, UNSTARTED_PAYMENT_SECONDS + 5, 'FAILED');
    await db().update(clientOrder).set({ status: 'FAILED' }).where(eq(clientOrder.id, failedCall.order.id));
    await neverReachedProvider(fresh.payment.id, 5); // its provider call may still be under way

    expect(await releaseUnstartedOrders(t.ctx)).toBeGreaterThanOrEqual(2);
    for (const o of [crashed, failedCall]) {
      expect(await statusOf(o.order.id)).toBe('CANCELLED');
      expect(await occupancyOf(o.boxId)).toBe('FREE');
      expect((await db().select().from(payment).where(eq(payment.id, o.payment.id)))[0].state).toBe('FAILED');
    }
    expect(await statusOf(fresh.order.id)).toBe('SUBMITTED');
    expect(await occupancyOf(fresh.boxId)).toBe('HELD');
    // An order whose payment is at the provider keeps its hold.
    const started = await placed();
    await db()
      .update(payment)
      .set({ createdAt: sql`now() - interval '5 minutes'` })
      .where(eq(payment.id, started.payment.id));
    await releaseUnstartedOrders(t.ctx);
    expect(await occupancyOf(started.boxId)).toBe('HELD');
  });
});

describe('a late payment on a cancelled order', () => {
  it('is refunded and the customer is told so once, in their language', async () => {
    const o = await placed('PL');
    await db()
      .update(clientOrder)
      .set({ heldUntil: sql`now() - interval '1 minute'` })
      .where(eq(clientOrder.id, o.order.id));
    await db().update(payment).set({ state: 'FAILED' }).where(eq(payment.id, o.payment.id));
    await releaseExpiredHolds(t.ctx);
    expect((await placeAnonymously(t, placeBody(o.boxId))).status).toBe(201); // the box goes to someone else
    await db().update(payment).set({ state: 'PENDING' }).where(eq(payment.id, o.payment.id));
    await db().update(sandboxPayment).set({ state: 'PAID' }).where(eq(sandboxPayment.id, o.payment.providerPaymentId!));
    await recordPaymentState(db(), o.payment.id, 'PAID');
    expect(await fulfilOrder(t.ctx, o.order.id)).toBe('refund');
    await runJobs(db(), 'refund-payment', (key) => refundPayment(t.ctx, Number(key)));
    await refundPayment(t.ctx, o.payment.id); // a repeated run changes nothing
    const refunds = (await mailsTo(db(), o.email)).filter((m) => m.template === 'order-refunded');
    expect(refunds).toHaveLength(1);
    expect(refunds[0].language).toBe('PL');
    expect(refunds[0].subject).toMatch(/^Płatność została zwrócona – boks /);
    expect(refunds[0].text).toContain('49,00');
  });

  it('has its e-mail written in all seven languages', () => {
    const params = { name: 'Jana', refund: { boxName: 'A-12', warehouse: 'Centrum', amount: '49,00 €' } };
    const subjects = Language.options.map((l) => renderMail('order-refunded', l, params).subject);
    expect(new Set(subjects).size).toBe(7);
    for (const l of Language.options) expect(renderMail('order-refunded', l, params).text).toContain('49,00 €');
  });
});
