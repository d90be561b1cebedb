import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountToken,
  appUser,
  box,
  clientOrder,
  invoicingDetails as invoicingTable,
  rentalContract,
  voucher,
  warehouse,
} from '../db/schema';
import { call, mailsTo, registerConfirmed, signIn, tokenFromLatestMail } from '../testing/accounts';
import {
  addBoxes,
  invoicingDetails,
  nextIp,
  orderStatusOf,
  payInSandbox,
  placeAnonymously,
  placeBody,
  RETURN_URL,
  startOrderTestApp,
  type OrderTestApp,
} from '../testing/orders';

let t: OrderTestApp;
beforeAll(async () => {
  t = await startOrderTestApp();
});
afterAll(() => t.close());
const db = () => t.database.db;

describe('placing an order without login', () => {
  it('holds the box, creates the account without a password and sends a set-password e-mail', async () => {
    const { warehouseId, boxIds } = await addBoxes(t, {}, [{}, {}]);
    const body = placeBody(boxIds[0], { language: 'CS' });
    const res = await placeAnonymously(t, body);
    expect(res.status).toBe(201);
    expect(res.body.orderId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(res.body.paymentUrl).toMatch(/^http:\/\/127\.0\.0\.1:3000\/sandbox-pay\/[A-Za-z0-9_-]{22}$/);

    const [held] = await db().select().from(box).where(eq(box.id, boxIds[0]));
    expect(held.occupancy).toBe('HELD');
    expect(held.heldUntil!.getTime() - Date.now()).toBeGreaterThan(19 * 60_000);
    expect((await db().select().from(warehouse).where(eq(warehouse.id, warehouseId)))[0].freeBoxCount).toBe(1);

    const [user] = await db().select().from(appUser).where(eq(appUser.email, body.invoicingDetails.email));
    expect(user).toMatchObject({
      passwordHash: null,
      emailVerifiedAt: null,
      language: 'CS',
      firstName: 'Jana',
      phoneNumber: body.invoicingDetails.telephoneNumber,
    });
    expect((await db().select().from(invoicingTable).where(eq(invoicingTable.userId, user.id)))[0]).toMatchObject({
      version: 1,
      city: 'Košice',
    });
    const [mail] = await mailsTo(db(), user.email);
    expect(mail).toMatchObject({
      template: 'set-password',
      language: 'CS',
      subject: 'Nastavte si heslo ke svému účtu',
    });
    expect(mail.text).toContain('/reset-password/change?token=');
    const [token] = await db().select().from(accountToken).where(eq(accountToken.userId, user.id));
    expect(token.purpose).toBe('reset-password');
    expect((token.expiresAt.getTime() - Date.now()) / 86_400_000).toBeCloseTo(7, 1);

    // The link sets a password and confirms the address: the customer can sign in.
    const reset = await call(t, 'POST', '/auth/password/change', {
      token: await tokenFromLatestMail(db(), user.email),
      password: 'Nové heslo 7',
      passwordConfirmation: 'Nové heslo 7',
    });
    expect(reset.status).toBe(200);
    expect((await signIn(t, user.email, 'Nové heslo 7')).token).toBeTruthy();
  });

  it('answers the anonymous status call without any personal data', async () => {
    const { boxIds } = await addBoxes(t, {}, [{ priceMinor: 5900 }]);
    const res = await placeAnonymously(t, placeBody(boxIds[0]));
    const status = await call(t, 'GET', `/api/client/order/status?orderId=${res.body.orderId}`);
    expect(status.body).toEqual({
      orderId: res.body.orderId,
      status: 'SUBMITTED',
      payment: { state: 'PENDING' },
      retryable: false,
      contractId: null,
      contractNumber: null,
      heldUntil: expect.any(String),
      value: { minor: 5900, currency: 'EUR' },
    });
    expect(await call(t, 'GET', '/api/client/order/status?orderId=AAAAAAAAAAAAAAAAAAAAAA')).toMatchObject({
      status: 404,
      body: { code: 'not-found' },
    });
    expect((await call(t, 'GET', '/api/client/order/status?orderId=1')).status).toBe(400);
  });

  it('refuses e-mails and phones that have an account: Autoregistration/email-taken and phone-taken', async () => {
    const existing = await registerConfirmed(t);
    const { boxIds } = await addBoxes(t, {}, [{}]);
    const verify = (details: Record<string, unknown>) =>
      call(t, 'PUT', '/api/client/order/offer/verify-autoregistration-invoicing-details', details, undefined, nextIp());
    expect(await verify(invoicingDetails())).toMatchObject({ status: 200, body: { value: true } });
    expect(await verify(invoicingDetails({ email: existing.email.toUpperCase() }))).toMatchObject({
      status: 409,
      body: { code: 'Autoregistration/email-taken' },
    });
    expect(await verify(invoicingDetails({ telephoneNumber: existing.phoneNumber }))).toMatchObject({
      status: 409,
      body: { code: 'Autoregistration/phone-taken' },
    });
    expect(await placeAnonymously(t, placeBody(boxIds[0], { details: { email: existing.email } }))).toMatchObject({
      status: 409,
      body: { code: 'Autoregistration/email-taken' },
    });
    expect(
      await placeAnonymously(t, placeBody(boxIds[0], { details: { telephoneNumber: existing.phoneNumber } })),
    ).toMatchObject({ status: 409, body: { code: 'Autoregistration/phone-taken' } });
    // Nothing was held by the refused orders.
    expect((await db().select().from(box).where(eq(box.id, boxIds[0])))[0].occupancy).toBe('FREE');
  });

  it('accepts only a return URL on this site', async () => {
    const { boxIds } = await addBoxes(t, {}, [{}]);
    const body = { ...placeBody(boxIds[0]), returnUrl: 'https://evil.example/order/status-check' };
    expect(await placeAnonymously(t, body)).toMatchObject({
      status: 400,
      body: { code: 'bad-request', fields: [{ path: 'body.returnUrl' }] },
    });
  });

  it('limits anonymous orders per client address (429)', async () => {
    const { boxIds } = await addBoxes(t, {}, [{}]);
    const answers = [];
    for (let i = 0; i < 11; i += 1)
      answers.push(
        (await call(t, 'POST', '/api/client/order/place/without-login', placeBody(boxIds[0]), undefined, '192.0.2.77'))
          .status,
      );
    expect(answers[0]).toBe(201);
    expect(answers.slice(1, 10).every((s) => s === 409)).toBe(true); // Box/is-taken: held by the first
    expect(answers[10]).toBe(429);
  });
});

describe('placing an order with login', () => {
  it('needs the bearer token, orders in the account language and keeps the details in the profile', async () => {
    const u = await registerConfirmed(t, { language: 'PL' });
    const { token } = await signIn(t, u.email);
    const { boxIds } = await addBoxes(t, { country: 'POL' }, [{ priceMinor: 29900 }]);
    const { language: _ignored, ...body } = placeBody(boxIds[0], {
      details: { email: u.email, telephoneNumber: u.phoneNumber },
    });
    expect((await call(t, 'POST', '/api/client/order/place/with-login', body)).status).toBe(401);
    const res = await call(t, 'POST', '/api/client/order/place/with-login', body, token);
    expect(res.status).toBe(201);
    const [order] = await db().select().from(clientOrder).where(eq(clientOrder.reference, res.body.orderId));
    expect(order).toMatchObject({
      userId: u.id,
      language: 'PL',
      currency: 'PLN',
      vatPercent: 23,
      firstPaymentMinor: 29900,
      status: 'SUBMITTED',
    });
    expect((await call(t, 'GET', '/api/client/my/profile', undefined, token)).body.invoicingDetails).toMatchObject({
      version: 1,
      lastName: 'Nováková',
    });
  });
});

describe('vouchers at placement', () => {
  it('counts uses under a lock: a voucher for one order refuses the second with order/voucher-invalid', async () => {
    await db().insert(voucher).values({ code: 'ONCE', kind: 'PERCENT', percent: 20, usageLimit: 1 });
    const { boxIds } = await addBoxes(t, {}, [{ priceMinor: 5000 }, { priceMinor: 5000 }]);
    const first = await placeAnonymously(t, placeBody(boxIds[0], { selection: { voucherToken: 'once' } }));
    expect(first.status).toBe(201);
    expect(
      (await db().select().from(clientOrder).where(eq(clientOrder.reference, first.body.orderId)))[0],
    ).toMatchObject({ firstPaymentMinor: 4000, discountMinor: 1000 });
    const second = await placeAnonymously(t, placeBody(boxIds[1], { selection: { voucherToken: 'ONCE' } }));
    expect(second).toMatchObject({ status: 409, body: { code: 'order/voucher-invalid' } });
    expect((await db().select().from(box).where(eq(box.id, boxIds[1])))[0].occupancy).toBe('FREE');
    // A cancelled order gives its use back.
    await db().update(clientOrder).set({ status: 'CANCELLED' }).where(eq(clientOrder.reference, first.body.orderId));
    expect((await placeAnonymously(t, placeBody(boxIds[1], { selection: { voucherToken: 'ONCE' } }))).status).toBe(201);
  });
});

describe('a declined payment and retry-payment', () => {
  it('FAILED and retryable while held; a new payment that succeeds fulfils the same order', async () => {
    const { boxIds } = await addBoxes(t, {}, [{}]);
    const placed = await placeAnonymously(t, placeBody(boxIds[0]));
    const declined = await payInSandbox(t, placed.body.paymentUrl, 'decline');
    expect(declined).toMatchObject({ status: 303, location: `${RETURN_URL}?orderId=${placed.body.orderId}` });
    const failed = await orderStatusOf(t, placed.body.orderId);
    expect(failed).toMatchObject({
      status: 'FAILED',
      payment: { state: 'FAILED' },
      retryable: true,
      contractNumber: null,
    });
    // The answer says until when the box stays reserved: the order's hold end.
    const [order] = await db().select().from(clientOrder).where(eq(clientOrder.reference, placed.body.orderId));
    expect(failed.heldUntil).toBe(order.heldUntil.toISOString());
    expect(new Date(failed.heldUntil).getTime() - Date.now()).toBeGreaterThan(19 * 60_000);
    expect((await db().select().from(box).where(eq(box.id, boxIds[0])))[0].occupancy).toBe('HELD');

    const retry = await call(t, 'POST', `/api/client/order/${placed.body.orderId}/retry-payment`);
    expect(retry.status).toBe(201);
    expect(retry.body.orderId).toBe(placed.body.orderId);
    expect(retry.body.paymentUrl).not.toBe(placed.body.paymentUrl);
    expect(await orderStatusOf(t, placed.body.orderId)).toMatchObject({
      status: 'SUBMITTED',
      payment: { state: 'PENDING' },
      retryable: false,
    });
    // While that payment is open, asking again gives its page again, never a second payment.
    expect(await call(t, 'POST', `/api/client/order/${placed.body.orderId}/retry-payment`)).toMatchObject({
      status: 201,
      body: { paymentUrl: retry.body.paymentUrl },
    });

    await payInSandbox(t, retry.body.paymentUrl, 'pay');
    const done = await orderStatusOf(t, placed.body.orderId);
    expect(done).toMatchObject({ status: 'FULFILLED', payment: { state: 'PAID' }, retryable: false });
    expect(done.contractId).toEqual(expect.any(Number));
    // The contract's business number, as on its documents, not the internal id.
    const [contract] = await db().select().from(rentalContract).where(eq(rentalContract.id, done.contractId));
    expect(done.contractNumber).toMatch(/^SK-\d{4}-\d{6}$/);
    expect(done.contractNumber).toBe(contract.businessId);
    expect(await call(t, 'POST', `/api/client/order/${placed.body.orderId}/retry-payment`)).toMatchObject({
      status: 409,
      body: { code: 'order/not-retryable' },
    });
  });

  it('refuses a retry once the hold has ended (order/hold-expired) and for an unknown order (404)', async () => {
    const { boxIds } = await addBoxes(t, {}, [{}]);
    const placed = await placeAnonymously(t, placeBody(boxIds[0]));
    await payInSandbox(t, placed.body.paymentUrl, 'decline');
    await db()
      .update(clientOrder)
      .set({ heldUntil: sql`now() - interval '1 minute'` })
      .where(eq(clientOrder.reference, placed.body.orderId));
    expect((await orderStatusOf(t, placed.body.orderId)).retryable).toBe(false);
    expect(await call(t, 'POST', `/api/client/order/${placed.body.orderId}/retry-payment`)).toMatchObject({
      status: 409,
      body: { code: 'order/hold-expired' },
    });
    expect((await call(t, 'POST', '/api/client/order/AAAAAAAAAAAAAAAAAAAAAA/retry-payment')).status).toBe(404);
  });
});
