import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GatewayError, type RecurringCharge } from '../gateway';
import { apiRootOf, goPayGateway } from './adapter';
import { startFakeGoPay, type FakeGoPay } from './fakeGoPay';

/**
 * Our side of GoPay's notifications: a tiny HTTP server on 127.0.0.1 that records the `id` of every
 * `GET /notify?id=`; `/broken/api/oauth2/token` answers a plain-text 502 like a proxy in front of GoPay.
 */
async function startOurServer() {
  const ids: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'GET' && url.pathname === '/notify') {
      ids.push(url.searchParams.get('id') ?? '');
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    } else if (url.pathname === '/broken/api/oauth2/token') {
      response.writeHead(502, { 'content-type': 'text/plain' }).end('Bad Gateway (proxy)');
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    notifyUrl: `${base}/notify`,
    ids,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let fake: FakeGoPay;
let ours: Awaited<ReturnType<typeof startOurServer>>;
let gateway: ReturnType<typeof goPayGateway>;
const credentials = { goid: '8123456789', clientId: 'client-1', clientSecret: 'secret-1' };
beforeAll(async () => {
  fake = await startFakeGoPay('client-1', 'secret-1');
  ours = await startOurServer();
  gateway = goPayGateway({ url: fake.url, ...credentials, notificationUrl: ours.notifyUrl });
});
afterAll(async () => {
  await fake.close();
  await ours.close();
});

const newPayment = {
  amountMinor: 14700,
  currency: 'EUR' as const,
  orderNumber: 'AbCdEfGhIjKlMnOpQrStUv',
  description: 'Self Storage A-012, Bratislava',
  items: [{ name: 'Self Storage A-012, Bratislava', amountMinor: 14700, vatPercent: 23 }],
  language: 'SK' as const,
  payer: { firstName: 'Jana', lastName: 'Nováková', email: 'jana@example.com', phoneNumber: '+421900123456' },
  returnUrl: 'https://shop.example/order/status-check?orderId=AbCdEfGhIjKlMnOpQrStUv',
  recurrence: true,
};
const charge: RecurringCharge = {
  amountMinor: 22800,
  currency: 'EUR',
  orderNumber: 'SK-2026-000001/2',
  description: 'Rent',
  items: [{ name: 'Rent', amountMinor: 22800, vatPercent: 23 }],
};

/** A paid ON_DEMAND payment whose card can be charged again. */
async function paidParent() {
  const { providerPaymentId } = await gateway.create(newPayment);
  fake.payments.get(providerPaymentId)!.state = 'PAID';
  return providerPaymentId;
}

/** Calls the fake directly (not through the adapter), with a token of its own. */
async function raw(method: string, path: string, body?: unknown) {
  const tokenRes = await fetch(`${fake.url}/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('client-1:secret-1').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials&scope=payment-all',
  });
  const { access_token } = (await tokenRes.json()) as { access_token: string };
  const res = await fetch(`${fake.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const bodyOfLast = (path: string) =>
  fake.calls.filter((c) => c.url === path).at(-1)!.body as Record<string, unknown> & {
    items: Record<string, unknown>[];
  };

describe('GoPay adapter (against a local fake of the REST API)', () => {
  it('creates a card payment with an ON_DEMAND recurrence, authenticated with a client-credentials token', async () => {
    const created = await gateway.create(newPayment);
    expect(created).toEqual({
      providerPaymentId: expect.stringMatching(/^\d+$/),
      gatewayUrl: `https://gate.fake-gopay.test/gw/${created.providerPaymentId}`,
      state: 'PENDING',
    });
    const [tokenCall, createCall] = fake.calls;
    expect(tokenCall).toMatchObject({
      method: 'POST',
      url: '/api/oauth2/token',
      body: { grant_type: 'client_credentials', scope: 'payment-all' },
      status: 200,
    });
    expect(tokenCall.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(createCall).toMatchObject({ method: 'POST', url: '/api/payments/payment', status: 200 });
    expect(createCall.headers).toMatchObject({
      authorization: 'Bearer token-1',
      'content-type': 'application/json',
      accept: 'application/json',
    });
    expect(createCall.body).toEqual({
      payer: {
        allowed_payment_instruments: ['PAYMENT_CARD'],
        default_payment_instrument: 'PAYMENT_CARD',
        contact: {
          first_name: 'Jana',
          last_name: 'Nováková',
          email: 'jana@example.com',
          phone_number: '+421900123456',
        },
      },
      target: { type: 'ACCOUNT', goid: 8123456789 },
      amount: 14700,
      currency: 'EUR',
      order_number: 'AbCdEfGhIjKlMnOpQrStUv',
      order_description: 'Self Storage A-012, Bratislava',
      // 23 % is not one of GoPay's VAT rates: no vat_rate.
      items: [{ type: 'ITEM', name: 'Self Storage A-012, Bratislava', amount: 14700, count: 1 }],
      recurrence: { recurrence_cycle: 'ON_DEMAND', recurrence_date_to: '2099-12-31' },
      callback: { return_url: newPayment.returnUrl, notification_url: ours.notifyUrl },
      lang: 'SK',
    });
    expect(await raw('GET', `/payments/payment/${created.providerPaymentId}`)).toEqual({
      status: 200,
      body: {
        id: Number(created.providerPaymentId),
        order_number: 'AbCdEfGhIjKlMnOpQrStUv',
        state: 'CREATED',
        amount: 14700,
        currency: 'EUR',
        recurrence: { recurrence_cycle: 'ON_DEMAND', recurrence_date_to: '2099-12-31', recurrence_state: 'REQUESTED' },
      },
    });
  });

  it('sends vat_rate as an integer, and only for the rates GoPay knows (0, 10, 15, 21)', async () => {
    const items = [
      { name: 'Rent', amountMinor: 60000, vatPercent: 21 },
      { name: 'Insurance', amountMinor: 9000, vatPercent: 0 },
      { name: 'Lock', amountMinor: 4000, vatPercent: 10 },
      { name: 'Slovak line', amountMinor: 1000, vatPercent: 23 },
      { name: 'Odd rate', amountMinor: 900, vatPercent: 20.5 },
    ];
    await gateway.create({ ...newPayment, currency: 'CZK', amountMinor: 74900, items });
    expect(bodyOfLast('/api/payments/payment').items.map((i) => i.vat_rate)).toEqual([21, 0, 10, undefined, undefined]);
    expect(bodyOfLast('/api/payments/payment').items.map((i) => 'vat_rate' in i)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('puts a rounding difference of the items on the last item, so they add up to the amount', async () => {
    const thirds = [1, 2, 3].map((n) => ({ name: `Part ${n}`, amountMinor: 3333, vatPercent: 21 }));
    await gateway.create({ ...newPayment, amountMinor: 10000, items: thirds });
    expect(bodyOfLast('/api/payments/payment').items.map((i) => i.amount)).toEqual([3333, 3333, 3334]);
    await gateway.create({
      ...newPayment,
      amountMinor: 10000,
      items: [
        { name: 'A', amountMinor: 5000, vatPercent: 21 },
        { name: 'B', amountMinor: 5001, vatPercent: 21 },
      ],
    });
    expect(bodyOfLast('/api/payments/payment').items.map((i) => i.amount)).toEqual([5000, 5000]);
    await gateway.create({ ...newPayment, amountMinor: 10000, items: [] });
    expect(bodyOfLast('/api/payments/payment').items).toEqual([
      { type: 'ITEM', name: newPayment.description, amount: 10000, count: 1 },
    ]);

    const parent = await paidParent();
    await gateway.chargeRecurrence(parent, { ...charge, amountMinor: 10000, items: thirds });
    expect(bodyOfLast(`/api/payments/payment/${parent}/create-recurrence`).items.map((i) => i.amount)).toEqual([
      3333, 3333, 3334,
    ]);
  });

  it('cuts order_description to 256, order_number to 128 and item names to 256 characters on every call', async () => {
    const long = {
      description: 'D'.repeat(300),
      orderNumber: 'N'.repeat(150),
      items: [{ name: 'I'.repeat(300), amountMinor: 14700, vatPercent: 23 }],
    };
    await gateway.create({ ...newPayment, ...long });
    const created = bodyOfLast('/api/payments/payment');
    expect([
      (created.order_description as string).length,
      (created.order_number as string).length,
      (created.items[0].name as string).length,
    ]).toEqual([256, 128, 256]);

    const parent = await paidParent();
    await gateway.chargeRecurrence(parent, { ...charge, ...long, amountMinor: 14700 });
    const next = bodyOfLast(`/api/payments/payment/${parent}/create-recurrence`);
    expect([
      (next.order_description as string).length,
      (next.order_number as string).length,
      (next.items[0].name as string).length,
    ]).toEqual([256, 128, 256]);
    // No half of a surrogate pair is left at the cut.
    await gateway.create({ ...newPayment, description: `${'x'.repeat(255)}😀` });
    expect(bodyOfLast('/api/payments/payment').order_description).toBe('x'.repeat(255));
  });

  it('completes a GOPAY_URL without /api as the SDKs do', async () => {
    expect(apiRootOf('https://gw.sandbox.gopay.com')).toBe('https://gw.sandbox.gopay.com/api');
    expect(apiRootOf('https://gw.sandbox.gopay.com/')).toBe('https://gw.sandbox.gopay.com/api');
    expect(apiRootOf('https://gate.gopay.cz/api')).toBe('https://gate.gopay.cz/api');
    expect(apiRootOf('https://gate.gopay.cz/api/')).toBe('https://gate.gopay.cz/api');
    const host = fake.url.replace(/\/api$/, '');
    for (const url of [host, `${host}/`]) {
      const g = goPayGateway({ url, ...credentials, notificationUrl: ours.notifyUrl });
      const { providerPaymentId } = await g.create(newPayment);
      expect(fake.calls.at(-1)).toMatchObject({ url: '/api/payments/payment', status: 200 });
      expect(await g.getState(providerPaymentId)).toBe('PENDING');
    }
  });

  it('reads states in our words and reuses the token until GoPay refuses it with 403, then fetches one new token', async () => {
    const { providerPaymentId: id } = await gateway.create(newPayment);
    const expectations: [string, string][] = [
      ['CREATED', 'PENDING'],
      ['PAYMENT_METHOD_CHOSEN', 'PENDING'],
      ['AUTHORIZED', 'PENDING'],
      ['PAID', 'PAID'],
      ['CANCELED', 'FAILED'],
      ['TIMEOUTED', 'CANCELLED'],
      ['REFUNDED', 'REFUNDED'],
      ['PARTIALLY_REFUNDED', 'REFUNDED'],
    ];
    const issued = fake.tokensIssued;
    for (const [gopay, inOurWords] of expectations) {
      fake.payments.get(id)!.state = gopay;
      expect(await gateway.getState(id), gopay).toBe(inOurWords);
    }
    expect(fake.tokensIssued).toBe(issued);

    fake.revokeTokens();
    expect(await gateway.getState(id)).toBe('REFUNDED');
    expect(fake.tokensIssued).toBe(issued + 1);
    expect(fake.calls.slice(-3).map((c) => [c.url, c.status])).toEqual([
      [`/api/payments/payment/${id}`, 403],
      ['/api/oauth2/token', 200],
      [`/api/payments/payment/${id}`, 200],
    ]);

    fake.expireTokens();
    expect(await gateway.getState(id)).toBe('REFUNDED');
    expect(fake.tokensIssued).toBe(issued + 2);
    expect(fake.calls.slice(-3).map((c) => c.status)).toEqual([403, 200, 200]);
    expect(fake.calls.at(-3)!.body).toBeUndefined();

    fake.failNext(401); // still one new token after a 401
    expect(await gateway.getState(id)).toBe('REFUNDED');
    expect(fake.tokensIssued).toBe(issued + 3);
  });

  it('takes a new token a minute before the 1800 s of the cached one end, without a refused call', async () => {
    const { providerPaymentId: id } = await gateway.create(newPayment);
    const issued = fake.tokensIssued;
    const calls = fake.calls.length;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 1741 * 1000);
      expect(await gateway.getState(id)).toBe('PENDING');
    } finally {
      vi.useRealTimers();
    }
    expect(fake.tokensIssued).toBe(issued + 1);
    expect(fake.calls.slice(calls).map((c) => [c.url, c.status])).toEqual([
      ['/api/oauth2/token', 200],
      [`/api/payments/payment/${id}`, 200],
    ]);
  });

  it('charges the stored card with create-recurrence: PENDING at first, then GoPay notifies the new payment and it reads PAID', async () => {
    const parent = await paidParent();
    const next = await gateway.chargeRecurrence(parent, charge);
    expect(next).toEqual({ providerPaymentId: expect.stringMatching(/^\d+$/), state: 'PENDING' });
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'POST',
      url: `/api/payments/payment/${parent}/create-recurrence`,
      body: {
        amount: 22800,
        currency: 'EUR',
        order_number: 'SK-2026-000001/2',
        order_description: 'Rent',
        items: [{ type: 'ITEM', name: 'Rent', amount: 22800, count: 1 }],
      },
      status: 200,
    });
    expect(fake.payments.get(next.providerPaymentId)!.state).toBe('CREATED');

    const notification = await fake.notified(next.providerPaymentId);
    expect(notification).toEqual({
      id: next.providerPaymentId,
      url: `${ours.notifyUrl}?id=${next.providerPaymentId}`,
      status: 200,
    });
    expect(ours.ids).toContain(next.providerPaymentId);
    expect(fake.notificationsSent).toContain(next.providerPaymentId);
    expect(await gateway.getState(next.providerPaymentId)).toBe('PAID');
    expect((await raw('GET', `/payments/payment/${next.providerPaymentId}`)).body).toEqual({
      id: Number(next.providerPaymentId),
      parent_id: Number(parent),
      order_number: 'SK-2026-000001/2',
      state: 'PAID',
      amount: 22800,
      currency: 'EUR',
    });
  });

  it('a declined recurring charge is notified too and reads FAILED', async () => {
    const parent = await paidParent();
    fake.declineRecurrences(parent);
    try {
      const next = await gateway.chargeRecurrence(parent, charge);
      expect(next.state).toBe('PENDING');
      expect(await fake.notified(next.providerPaymentId)).toMatchObject({ status: 200 });
      expect(await gateway.getState(next.providerPaymentId)).toBe('FAILED');
    } finally {
      fake.declineRecurrences(parent, false);
    }
    const other = await paidParent();
    const paid = await gateway.chargeRecurrence(other, charge);
    await fake.notified(paid.providerPaymentId);
    expect(await gateway.getState(paid.providerPaymentId)).toBe('PAID');
  });

  it('a held recurring charge stays PENDING until settled, then it is notified', async () => {
    const parent = await paidParent();
    fake.holdRecurrences(true);
    try {
      const next = await gateway.chargeRecurrence(parent, charge);
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(await gateway.getState(next.providerPaymentId)).toBe('PENDING');
      expect(fake.notificationsSent).not.toContain(next.providerPaymentId);
      expect(await fake.settle(next.providerPaymentId, 'PAID')).toMatchObject({ status: 200 });
      expect(ours.ids.at(-1)).toBe(next.providerPaymentId);
      expect(await gateway.getState(next.providerPaymentId)).toBe('PAID');
    } finally {
      fake.holdRecurrences(false);
    }
  });

  it('create-recurrence is refused for an unpaid parent and after the recurrence was voided; voiding twice is fine', async () => {
    const { providerPaymentId: unpaid } = await gateway.create(newPayment);
    await expect(gateway.chargeRecurrence(unpaid, charge)).rejects.toMatchObject({
      retryable: false,
      message: expect.stringMatching(/answered 409: 303 PAYMENT_WRONG_STATE/),
    });
    const { providerPaymentId: once } = await gateway.create({ ...newPayment, recurrence: false });
    fake.payments.get(once)!.state = 'PAID';
    await expect(gateway.chargeRecurrence(once, charge)).rejects.toThrow(/PAYMENT_RECURRENCE_NOT_SUPPORTED/);

    const parent = await paidParent();
    await gateway.voidRecurrence(parent);
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'POST',
      url: `/api/payments/payment/${parent}/void-recurrence`,
      status: 200,
    });
    await expect(gateway.voidRecurrence(parent)).resolves.toBeUndefined();
    expect(fake.calls.at(-1)).toMatchObject({ url: `/api/payments/payment/${parent}/void-recurrence`, status: 409 });
    const stopped = gateway.chargeRecurrence(parent, charge);
    await expect(stopped).rejects.toThrow(GatewayError);
    await expect(stopped).rejects.toThrow(/answered 409: 342 PAYMENT_RECURRENCE_STOPPED/);
    await expect(gateway.voidRecurrence('999')).rejects.toThrow(/answered 404: 304 PAYMENT_NOT_FOUND/);
  });

  it('refunds: FINISHED and ACCEPTED (carried out later) are done, FAILED is an error', async () => {
    const finished = await paidParent();
    await gateway.refund(finished, 14700);
    expect(fake.calls.at(-1)).toMatchObject({
      url: `/api/payments/payment/${finished}/refund`,
      body: { amount: '14700' },
      status: 200,
    });
    expect(fake.payments.get(finished)!.state).toBe('REFUNDED');

    const accepted = await paidParent();
    fake.refundAnswer = 'ACCEPTED';
    try {
      await expect(gateway.refund(accepted, 14700)).resolves.toBeUndefined();
      expect(fake.payments.get(accepted)!.state).toBe('PAID');
      await vi.waitFor(() => expect(fake.payments.get(accepted)!.state).toBe('REFUNDED'));
      expect(await gateway.getState(accepted)).toBe('REFUNDED');

      const failed = await paidParent();
      fake.refundAnswer = 'FAILED';
      await expect(gateway.refund(failed, 14700)).rejects.toMatchObject({
        retryable: false,
        message: expect.stringContaining('ended FAILED'),
      });
    } finally {
      fake.refundAnswer = 'FINISHED';
    }
    // Refunding again: GoPay's error, named in the message.
    await expect(gateway.refund(finished, 14700)).rejects.toThrow(/answered 409: 330 PAYMENT_REFUND_NOT_SUPPORTED/);
  });

  it("reports failures as GatewayError naming GoPay's error code and name: retryable for 5xx and unreachable, not for 4xx", async () => {
    fake.failNext(503);
    await expect(gateway.getState('1')).rejects.toMatchObject({
      retryable: true,
      message: expect.stringContaining('answered 503: 100 SYSTEM_ERROR: injected failure'),
    });
    await expect(gateway.getState('999')).rejects.toMatchObject({
      retryable: false,
      message: expect.stringContaining('answered 404: 304 PAYMENT_NOT_FOUND'),
    });
    const wrongSecret = goPayGateway({
      url: fake.url,
      ...credentials,
      clientSecret: 'wrong',
      notificationUrl: ours.notifyUrl,
    });
    await expect(wrongSecret.getState('1')).rejects.toMatchObject({
      retryable: false,
      message: expect.stringContaining('POST /oauth2/token answered 403: 202 AUTH_WRONG_CREDENTIALS'),
    });
    // Not GoPay's error JSON (a proxy's page): the raw text.
    const behindProxy = goPayGateway({ url: `${ours.base}/broken`, ...credentials, notificationUrl: ours.notifyUrl });
    await expect(behindProxy.getState('1')).rejects.toMatchObject({
      retryable: true,
      message: expect.stringContaining('answered 502: Bad Gateway (proxy)'),
    });
    const nowhere = goPayGateway({
      url: 'http://127.0.0.1:9/api',
      goid: '1',
      clientId: 'a',
      clientSecret: 'b',
      notificationUrl: 'x',
      timeoutMs: 2000,
    });
    await expect(nowhere.getState('1')).rejects.toMatchObject({ retryable: true });
  });
});

describe('the fake refuses what GoPay refuses', () => {
  const payment = {
    amount: 10000,
    currency: 'CZK',
    order_number: 'ORDER-1',
    order_description: 'Box',
    items: [{ type: 'ITEM', name: 'Box', amount: 10000, count: 1, vat_rate: 21 }],
  };
  /** GoPay's error body: when, and each error with its code (360: items do not add up; 111: wrong format). */
  const refusal = (field: string, error_name: string) => ({
    status: 409,
    body: {
      date_issued: expect.any(Number),
      errors: [
        expect.objectContaining({
          scope: 'F',
          field,
          error_name,
          error_code: error_name === 'PAYMENT_AMOUNT_MISMATCH' ? 360 : expect.any(Number),
          description: expect.any(String),
        }),
      ],
    },
  });

  it('items that do not add up to the amount, a vat_rate other than an integer 0, 10, 15 or 21, and too long texts', async () => {
    expect((await raw('POST', '/payments/payment', payment)).status).toBe(200);
    expect(
      await raw('POST', '/payments/payment', { ...payment, items: [{ ...payment.items[0], amount: 9999 }] }),
    ).toEqual(refusal('items', 'PAYMENT_AMOUNT_MISMATCH'));
    expect(
      await raw('POST', '/payments/payment', { ...payment, items: [{ ...payment.items[0], vat_rate: '21' }] }),
    ).toEqual(refusal('items[0].vat_rate', 'WRONG_FORMAT'));
    expect(
      await raw('POST', '/payments/payment', { ...payment, items: [{ ...payment.items[0], vat_rate: 23 }] }),
    ).toEqual(refusal('items[0].vat_rate', 'WRONG_FORMAT'));
    expect(await raw('POST', '/payments/payment', { ...payment, order_description: 'x'.repeat(257) })).toEqual(
      refusal('order_description', 'WRONG_FORMAT'),
    );
    expect(await raw('POST', '/payments/payment', { ...payment, order_number: 'x'.repeat(129) })).toEqual(
      refusal('order_number', 'WRONG_FORMAT'),
    );
    expect(
      await raw('POST', '/payments/payment', { ...payment, items: [{ ...payment.items[0], name: 'x'.repeat(257) }] }),
    ).toEqual(refusal('items[0].name', 'WRONG_FORMAT'));

    const parent = await raw('POST', '/payments/payment', {
      ...payment,
      recurrence: { recurrence_cycle: 'ON_DEMAND', recurrence_date_to: '2099-12-31' },
    });
    fake.payments.get(String(parent.body.id))!.state = 'PAID';
    expect(
      await raw('POST', `/payments/payment/${parent.body.id}/create-recurrence`, { ...payment, amount: 12000 }),
    ).toEqual(refusal('items', 'PAYMENT_AMOUNT_MISMATCH'));
    expect(await raw('GET', '/payments/payment/1')).toEqual({
      status: 404,
      body: {
        date_issued: expect.any(Number),
        errors: [
          {
            scope: 'G',
            field: null,
            error_code: 304,
            error_name: 'PAYMENT_NOT_FOUND',
            message: 'no payment 1',
            description: 'no payment 1',
          },
        ],
      },
    });
    expect(
      (await fetch(`${fake.url}/payments/payment/1`, { headers: { authorization: 'Bearer nonsense' } })).status,
    ).toBe(403);
  });
});
