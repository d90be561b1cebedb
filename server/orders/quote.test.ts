import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { box, voucher, warehouse } from '../db/schema';
import { call } from '../testing/accounts';
import { addBoxes, startOrderTestApp, type OrderTestApp } from '../testing/orders';
import { seedDemoVouchers } from './vouchers';

let t: OrderTestApp;
beforeAll(async () => {
  t = await startOrderTestApp();
  await seedDemoVouchers(t.database.db);
});
afterAll(() => t.close());

const offer = (boxId: number, voucherToken?: string) => call(t, 'GET', `/api/client/order/offer/${boxId}${voucherToken ? `?voucherToken=${voucherToken}` : ''}`);
const summary = (selection: Record<string, unknown>, language = 'en') =>
  t.app.inject({ method: 'PUT', url: '/api/client/order/offer/summary', payload: selection, headers: { 'accept-language': language } }).then((r) => ({ status: r.statusCode, body: r.json() }));
const select = (boxId: number, more: Record<string, unknown> = {}) => ({ boxId, periodInMonths: 1, insuranceId: null, voucherToken: null, ...more });

describe('GET /api/client/order/offer/:boxId', () => {
  it('prices every invoicing period, lists insurance options and names the payment provider', async () => {
    const { boxIds } = await addBoxes(t, { firstMonthFree: true }, [{ priceMinor: 4900, insurancePriceMinor: 500, insuranceCoverageMinor: 200000 }]);
    const res = await offer(boxIds[0]);
    expect(res.status).toBe(200);
    expect(res.body.periods).toEqual([
      { periodInMonths: 1, monthlyPrice: { minor: 4900, currency: 'EUR' }, firstPayment: { minor: 4900, currency: 'EUR' }, discount: { minor: 0, currency: 'EUR' } },
      { periodInMonths: 3, monthlyPrice: { minor: 4900, currency: 'EUR' }, firstPayment: { minor: 9800, currency: 'EUR' }, discount: { minor: 4900, currency: 'EUR' } },
      { periodInMonths: 6, monthlyPrice: { minor: 4900, currency: 'EUR' }, firstPayment: { minor: 24500, currency: 'EUR' }, discount: { minor: 4900, currency: 'EUR' } },
      { periodInMonths: 12, monthlyPrice: { minor: 4900, currency: 'EUR' }, firstPayment: { minor: 53900, currency: 'EUR' }, discount: { minor: 4900, currency: 'EUR' } },
    ]);
    expect(res.body.insuranceOptions).toEqual([
      { id: 1, coverage: { minor: 0, currency: 'EUR' }, pricePerMonth: { minor: 0, currency: 'EUR' }, included: true },
      { id: 2, coverage: { minor: 200000, currency: 'EUR' }, pricePerMonth: { minor: 500, currency: 'EUR' }, included: false },
    ]);
    expect(res.body).toMatchObject({ firstMonthFree: true, voucher: null, paymentProviderName: 'GoPay', box: { id: boxIds[0], free: true }, warehouse: { country: 'SVK' } });
  });

  it('checks a voucher: valid with its discount, or invalid (unknown, foreign currency, expired, used up)', async () => {
    const { boxIds } = await addBoxes(t, {}, [{ priceMinor: 4900 }]);
    expect((await offer(boxIds[0], 'welcome10')).body.voucher).toEqual({ token: 'welcome10', valid: true, discount: { minor: 490, currency: 'EUR' }, description: '10 % off the first invoicing period' });
    expect((await offer(boxIds[0], 'BOX15EUR')).body.voucher).toMatchObject({ valid: true, discount: { minor: 1500 } });
    expect((await offer(boxIds[0], 'NOPE')).body.voucher).toEqual({ token: 'NOPE', valid: false, discount: null, description: null });
    const { boxIds: czk } = await addBoxes(t, { country: 'CZE' }, [{ priceMinor: 74900 }]);
    expect((await offer(czk[0], 'BOX15EUR')).body.voucher.valid).toBe(false); // EUR amount, SVK only
    await t.database.db.insert(voucher).values({ code: 'OLD5', kind: 'PERCENT', percent: 5, validUntil: new Date('2020-01-01') });
    expect((await offer(boxIds[0], 'OLD5')).body.voucher.valid).toBe(false);
  });

  it('answers 404 for an unknown box and the three 409 codes exactly when they apply', async () => {
    expect(await offer(999999)).toMatchObject({ status: 404, body: { code: 'not-found' } });
    const { warehouseId, boxIds } = await addBoxes(t, {}, [{}, { active: false }, { occupancy: 'RENTED' }, { occupancy: 'HELD' }]);
    expect((await offer(boxIds[0])).status).toBe(200);
    expect(await offer(boxIds[1])).toMatchObject({ status: 409, body: { code: 'Order/Box-not-active' } });
    expect(await offer(boxIds[2])).toMatchObject({ status: 409, body: { code: 'Box/is-taken' } });
    expect(await offer(boxIds[3])).toMatchObject({ status: 409, body: { code: 'Box/is-taken' } });
    await t.database.db.update(warehouse).set({ deactivated: true }).where(eq(warehouse.id, warehouseId));
    for (const id of boxIds) expect(await offer(id)).toMatchObject({ status: 409, body: { code: 'Order/Warehouse-deactivated' } });
    for (const id of boxIds) expect(await summary(select(id))).toMatchObject({ status: 409, body: { code: 'Order/Warehouse-deactivated' } });
  });

  it('names the other provider in Hungary and Romania', async () => {
    for (const [country, name] of [['HUN', 'Barion'], ['ROU', 'Barion'], ['CZE', 'GoPay'], ['POL', 'GoPay']]) {
      const { boxIds } = await addBoxes(t, { country }, [{}]);
      expect((await offer(boxIds[0])).body.paymentProviderName, country).toBe(name);
    }
  });
});

describe('PUT /api/client/order/offer/summary', () => {
  it('prices the selection: lines in the Accept-Language, period dates, monthly price without discounts', async () => {
    const { boxIds } = await addBoxes(t, { firstMonthFree: true }, [{ priceMinor: 4900, insurancePriceMinor: 500, insuranceCoverageMinor: 200000 }]);
    const res = await summary(select(boxIds[0], { periodInMonths: 3, insuranceId: 2, voucherToken: 'WELCOME10' }), 'sk-SK,sk;q=0.9');
    expect(res.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.body).toMatchObject({ rentStart: today, periodFrom: today, monthlyPrice: { minor: 5400 }, paymentProviderName: 'GoPay' });
    expect(res.body.periodTo > today).toBe(true);
    expect(res.body.firstPayment.items.map((i: { subject: string; totalPriceWithVat: { minor: number } }) => [i.subject, i.totalPriceWithVat.minor])).toEqual([
      ['Nájom boxu A-001 (3 mes.)', 14700],
      ['Pripoistenie (3 mes.)', 1500],
      ['Prvý mesiac zadarmo', -4900],
      ['Zľavový kupón WELCOME10', -980],
    ]);
    expect(res.body.firstPayment.priceWithVat).toEqual({ minor: 10320, currency: 'EUR' });
    expect(res.body.discount).toEqual({ minor: 5880, currency: 'EUR' });
    expect(res.body.voucher).toMatchObject({ valid: true, discount: { minor: 980 } });
  });

  it('refuses an insurance option the box does not offer, and an unknown period', async () => {
    const { boxIds } = await addBoxes(t, {}, [{}]);
    expect(await summary(select(boxIds[0], { insuranceId: 2 }))).toMatchObject({ status: 400, body: { code: 'bad-request' } });
    expect((await summary(select(boxIds[0], { periodInMonths: 2 }))).status).toBe(400);
    expect((await summary(select(boxIds[0], { insuranceId: 1 }))).status).toBe(200);
  });

  it('derives the period end from the rent start, also for a warehouse that opens later', async () => {
    const { boxIds } = await addBoxes(t, { availableFrom: '2031-01-31' }, [{}]);
    const res = await summary(select(boxIds[0], { periodInMonths: 1 }));
    expect(res.body).toMatchObject({ rentStart: '2031-01-31', periodFrom: '2031-01-31', periodTo: '2031-02-27' });
    const year = await summary(select(boxIds[0], { periodInMonths: 12 }));
    expect(year.body.periodTo).toBe('2032-01-30');
    await t.database.db.update(box).set({ active: false }).where(eq(box.id, boxIds[0]));
    expect(await summary(select(boxIds[0]))).toMatchObject({ status: 409, body: { code: 'Order/Box-not-active' } });
  });
});
