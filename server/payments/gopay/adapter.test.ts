import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from '../gateway';
import { goPayGateway } from './adapter';
import { startFakeGoPay, type FakeGoPay } from './fakeGoPay';

let fake: FakeGoPay;
let gateway: ReturnType<typeof goPayGateway>;
beforeAll(async () => {
  fake = await startFakeGoPay('client-1', 'secret-1');
  gateway = goPayGateway({ url: fake.url, goid: '8123456789', clientId: 'client-1', clientSecret: 'secret-1', notificationUrl: 'https://shop.example/api/payments/gopay/notify' });
});
afterAll(() => fake.close());

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

describe('GoPay adapter (against a local fake of the REST API)', () => {
  it('creates a card payment with an ON_DEMAND recurrence, authenticated with a client-credentials token', async () => {
    const created = await gateway.create(newPayment);
    expect(created).toEqual({ providerPaymentId: expect.stringMatching(/^\d+$/), gatewayUrl: `https://gate.fake-gopay.test/gw/${created.providerPaymentId}`, state: 'PENDING' });
    const [tokenCall, createCall] = fake.calls;
    expect(tokenCall).toMatchObject({ method: 'POST', url: '/api/oauth2/token', body: { grant_type: 'client_credentials', scope: 'payment-all' } });
    expect(tokenCall.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(createCall).toMatchObject({ method: 'POST', url: '/api/payments/payment' });
    expect(createCall.headers).toMatchObject({ authorization: 'Bearer token-1', 'content-type': 'application/json', accept: 'application/json' });
    expect(createCall.body).toEqual({
      payer: {
        allowed_payment_instruments: ['PAYMENT_CARD'],
        default_payment_instrument: 'PAYMENT_CARD',
        contact: { first_name: 'Jana', last_name: 'Nováková', email: 'jana@example.com', phone_number: '+421900123456' },
      },
      target: { type: 'ACCOUNT', goid: 8123456789 },
      amount: 14700,
      currency: 'EUR',
      order_number: 'AbCdEfGhIjKlMnOpQrStUv',
      order_description: 'Self Storage A-012, Bratislava',
      items: [{ type: 'ITEM', name: 'Self Storage A-012, Bratislava', amount: 14700, count: 1, vat_rate: '23' }],
      recurrence: { recurrence_cycle: 'ON_DEMAND', recurrence_date_to: '2099-12-31' },
      callback: { return_url: newPayment.returnUrl, notification_url: 'https://shop.example/api/payments/gopay/notify' },
      lang: 'SK',
    });
  });

  it('reads states in our words and reuses the token until it is refused, then fetches one new token', async () => {
    const { providerPaymentId: id } = await gateway.create(newPayment);
    const expectations: [string, string][] = [
      ['CREATED', 'PENDING'], ['PAYMENT_METHOD_CHOSEN', 'PENDING'], ['AUTHORIZED', 'PENDING'], ['PAID', 'PAID'],
      ['CANCELED', 'FAILED'], ['TIMEOUTED', 'CANCELLED'], ['REFUNDED', 'REFUNDED'], ['PARTIALLY_REFUNDED', 'REFUNDED'],
    ];
    for (const [gopay, ours] of expectations) {
      fake.payments.get(id)!.state = gopay;
      expect(await gateway.getState(id), gopay).toBe(ours);
    }
    expect(fake.tokensIssued).toBe(1);
    fake.revokeTokens();
    expect(await gateway.getState(id)).toBe('REFUNDED');
    expect(fake.tokensIssued).toBe(2);
    expect(fake.calls.at(-1)).toMatchObject({ method: 'GET', url: `/api/payments/payment/${id}` });
  });

  it('charges the stored card with create-recurrence, voids the recurrence and refunds', async () => {
    const { providerPaymentId: parent } = await gateway.create(newPayment);
    fake.payments.get(parent)!.state = 'PAID';
    const charge = { amountMinor: 22800, currency: 'EUR' as const, orderNumber: 'SK-2026-000001/2', description: 'Rent', items: [{ name: 'Rent', amountMinor: 22800, vatPercent: 23 }] };
    const next = await gateway.chargeRecurrence(parent, charge);
    expect(next.state).toBe('PAID');
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'POST',
      url: `/api/payments/payment/${parent}/create-recurrence`,
      body: { amount: 22800, currency: 'EUR', order_number: 'SK-2026-000001/2', order_description: 'Rent', items: [{ type: 'ITEM', name: 'Rent', amount: 22800, count: 1, vat_rate: '23' }] },
    });
    await gateway.voidRecurrence(parent);
    expect(fake.calls.at(-1)).toMatchObject({ method: 'POST', url: `/api/payments/payment/${parent}/void-recurrence` });
    await expect(gateway.chargeRecurrence(parent, charge)).rejects.toThrow(GatewayError);
    await gateway.refund(next.providerPaymentId, 22800);
    expect(fake.calls.at(-1)).toMatchObject({ url: `/api/payments/payment/${next.providerPaymentId}/refund`, body: { amount: '22800' } });
    expect(fake.payments.get(next.providerPaymentId)!.state).toBe('REFUNDED');
  });

  it('reports failures as GatewayError: retryable for 5xx and unreachable, not for 4xx', async () => {
    fake.failNext(503);
    await expect(gateway.getState('1')).rejects.toMatchObject({ retryable: true });
    await expect(gateway.getState('999')).rejects.toMatchObject({ retryable: false, message: expect.stringContaining('404') });
    const nowhere = goPayGateway({ url: 'http://127.0.0.1:9/api', goid: '1', clientId: 'a', clientSecret: 'b', notificationUrl: 'x', timeoutMs: 2000 });
    await expect(nowhere.getState('1')).rejects.toMatchObject({ retryable: true });
  });
});
