import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addBoxes,
  payInSandbox,
  placeAnonymously,
  placeBody,
  startOrderTestApp,
  type OrderTestApp,
} from '../../testing/orders';
import { GatewayError } from '../gateway';

let t: OrderTestApp;
beforeAll(async () => {
  t = await startOrderTestApp();
});
afterAll(() => t.close());

const page = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

describe('the sandbox card page', () => {
  it('is a localised, script-free page with the amount and three labelled choices', async () => {
    const { boxIds } = await addBoxes(t, { country: 'HUN' }, [{ priceMinor: 999000 }]);
    const placed = await placeAnonymously(t, placeBody(boxIds[0], { language: 'HU' }));
    const res = await page(placed.body.paymentUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('<html lang="hu">');
    expect(res.body).toContain('<h1>Kártyás fizetés (teszt)</h1>');
    // Whole forints without decimals, as in the app (contract/format.ts).
    expect(res.body).toContain('9990\u00a0Ft'); // Hungarian groups thousands from five digits on
    expect(res.body).toContain('<legend>Hogyan végződjön ez a tesztfizetés?</legend>');
    expect(res.body.match(/<button name="outcome" value="(pay|decline|pending)" type="submit"/g)).toHaveLength(3);
    expect(res.body).not.toContain('<script');
  });

  it('shows a settled payment as settled, and refuses unknown payments and choices', async () => {
    const { boxIds } = await addBoxes(t, {}, [{}]);
    const placed = await placeAnonymously(t, placeBody(boxIds[0], { language: 'EN' }));
    await payInSandbox(t, placed.body.paymentUrl, 'pay');
    const settled = await page(placed.body.paymentUrl);
    expect(settled.body).toContain('This payment is already settled.');
    expect(settled.body).not.toContain('<form');
    expect((await payInSandbox(t, placed.body.paymentUrl, 'decline')).status).toBe(200); // nothing changes
    expect((await t.app.inject({ method: 'GET', url: '/sandbox-pay/unknown' })).statusCode).toBe(404);
    const { boxIds: other } = await addBoxes(t, {}, [{}]);
    const open = await placeAnonymously(t, placeBody(other[0]));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: new URL(open.body.paymentUrl).pathname,
          payload: 'outcome=steal',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('charges, voids and refunds recurring payments in its own books', async () => {
    const sandbox = t.ctx.gateways.of('sandbox');
    const created = await sandbox.create({
      amountMinor: 4900,
      currency: 'EUR',
      orderNumber: 'x',
      description: 'Box',
      items: [],
      language: 'EN',
      payer: { firstName: 'A', lastName: 'B', email: 'a@example.com', phoneNumber: '+421900000000' },
      returnUrl: 'http://127.0.0.1:3000/r',
      recurrence: true,
    });
    const charge = { amountMinor: 14700, currency: 'EUR' as const, orderNumber: 'y', description: 'Rent', items: [] };
    await expect(sandbox.chargeRecurrence(created.providerPaymentId, charge)).rejects.toThrow(GatewayError); // not paid yet
    await payInSandbox(t, created.gatewayUrl, 'pay');
    const next = await sandbox.chargeRecurrence(created.providerPaymentId, charge);
    expect(next.state).toBe('PAID');
    expect(await sandbox.getState(next.providerPaymentId)).toBe('PAID');
    // The order number is an idempotency key: asked again, at once or later, it answers the same charge.
    const again = await Promise.all([
      sandbox.chargeRecurrence(created.providerPaymentId, charge),
      sandbox.chargeRecurrence(created.providerPaymentId, charge),
    ]);
    expect(again.map((a) => a.providerPaymentId)).toEqual([next.providerPaymentId, next.providerPaymentId]);
    expect(await sandbox.findCharge!(created.providerPaymentId, 'y')).toEqual({
      providerPaymentId: next.providerPaymentId,
      state: 'PAID',
    });
    expect(await sandbox.findCharge!(created.providerPaymentId, 'z')).toBeNull();
    expect(await sandbox.lookUp(next.providerPaymentId)).toEqual({
      state: 'PAID',
      orderNumber: 'y',
      amountMinor: 14700,
      currency: 'EUR',
    });
    await sandbox.refund(next.providerPaymentId, 14700);
    expect(await sandbox.getState(next.providerPaymentId)).toBe('REFUNDED');
    await sandbox.voidRecurrence(created.providerPaymentId);
    await expect(sandbox.chargeRecurrence(created.providerPaymentId, charge)).rejects.toThrow(GatewayError);
  });
});
