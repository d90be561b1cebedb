import { systemClock, todayOf } from '../config/clock';
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

const offer = (boxId: number, voucherToken?: string) =>
  call(t, 'GET', `/api/client/order/offer/${boxId}${voucherToken ? `?voucherToken=${voucherToken}` : ''}`);
const summary = (selection: Record<string, unknown>, language = 'en') =>
  t.app
    .inject({
      method: 'PUT',
      url: '/api/client/order/offer/summary',
      payload: selection,
      headers: { 'accept-language': language },
    })
    .then((r) => ({ status: r.statusCode, body: r.json() }));
const select = (boxId: number, more: Record<string, unknown> = {}) => ({
  boxId,
  periodInMonths: 1,
  insuranceId: null,
  voucherToken: null,
  ...more,
});

describe('GET /api/client/order/offer/:boxId', () => {
  it('prices every invoicing period, lists insurance options and names the payment provider', async () => {
    const { boxIds } = await addBoxes(t, { firstMonthFree: true }, [
      { priceMinor: 4900, insurancePriceMinor: 500, insuranceCoverageMinor: 200000 },
    ]);
    const res = await offer(boxIds[0]);
    expect(res.status).toBe(200);
    const eur = (minor: number) => ({ minor, currency: 'EUR' });
    const period = (months: number, firstPayment: number, discount: number, firstPaymentInsured: number) => ({
      periodInMonths: months,
      monthlyPrice: eur(4900),
      firstPayment: eur(firstPayment),
      discount: eur(discount),
      voucherDiscount: eur(0),
      byInsurance: [
        { insuranceId: 1, monthlyPrice: eur(4900), firstPayment: eur(firstPayment) },
        { insuranceId: 2, monthlyPrice: eur(5400), firstPayment: eur(firstPaymentInsured) },
      ],
    });
    // With the extra insurance: (rent + insurance) × months, less the free month (rent only).
    expect(res.body.periods).toEqual([
      period(1, 4900, 0, 5400),
      period(3, 9800, 4900, 11300),
      period(6, 24500, 4900, 27500),
      period(12, 53900, 4900, 59900),
    ]);
    expect(res.body.insuranceOptions).toEqual([
      { id: 1, coverage: { minor: 0, currency: 'EUR' }, pricePerMonth: { minor: 0, currency: 'EUR' }, included: true },
      {
        id: 2,
        coverage: { minor: 200000, currency: 'EUR' },
        pricePerMonth: { minor: 500, currency: 'EUR' },
        included: false,
      },
    ]);
    expect(res.body).toMatchObject({
      firstMonthFree: true,
      voucher: null,
      paymentProviderName: 'GoPay',
      box: { id: boxIds[0], free: true },
      warehouse: { country: 'SVK' },
    });
  });

  it('checks a voucher: valid with its discount, or invalid (unknown, foreign currency, expired, used up)', async () => {
    const { boxIds } = await addBoxes(t, {}, [{ priceMinor: 4900 }]);
    const welcome = (await offer(boxIds[0], 'welcome10')).body;
    expect(welcome.voucher).toEqual({
      token: 'welcome10',
      valid: true,
      discount: null,
      terms: { kind: 'PERCENT', percent: 10, everyPeriod: false },
    });
    expect(welcome.periods.map((p: { voucherDiscount: { minor: number } }) => p.voucherDiscount.minor)).toEqual([
      490, 1470, 2940, 5880,
    ]);
    const box15 = (await offer(boxIds[0], 'BOX15EUR')).body;
    expect(box15.voucher).toEqual({
      token: 'BOX15EUR',
      valid: true,
      discount: null,
      terms: { kind: 'AMOUNT', amount: { minor: 1500, currency: 'EUR' }, everyPeriod: false },
    });
    expect(box15.periods[0].voucherDiscount).toEqual({ minor: 1500, currency: 'EUR' });
    expect((await offer(boxIds[0], 'NOPE')).body.voucher).toEqual({
      token: 'NOPE',
      valid: false,
      discount: null,
      terms: null,
    });
    const { boxIds: czk } = await addBoxes(t, { country: 'CZE' }, [{ priceMinor: 74900 }]);
    expect((await offer(czk[0], 'BOX15EUR')).body.voucher.valid).toBe(false); // EUR amount, SVK only
    await t.database.db
      .insert(voucher)
      .values({ code: 'OLD5', kind: 'PERCENT', percent: 5, validUntil: new Date('2020-01-01') });
    expect((await offer(boxIds[0], 'OLD5')).body.voucher.valid).toBe(false);
  });

  it('answers 404 for an unknown box and the three 409 codes exactly when they apply', async () => {
    expect(await offer(999999)).toMatchObject({ status: 404, body: { code: 'not-found' } });
    const { warehouseId, boxIds } = await addBoxes(t, {}, [
      {},
      { active: false },
      { occupancy: 'RENTED' },
      { occupancy: 'HELD' },
    ]);
    expect((await offer(boxIds[0])).status).toBe(200);
    expect(await offer(boxIds[1])).toMatchObject({ status: 409, body: { code: 'Order/Box-not-active' } });
    expect(await offer(boxIds[2])).toMatchObject({ status: 409, body: { code: 'Box/is-taken' } });
    expect(await offer(boxIds[3])).toMatchObject({ status: 409, body: { code: 'Box/is-taken' } });
    await t.database.db.update(warehouse).set({ deactivated: true }).where(eq(warehouse.id, warehouseId));
    for (const id of boxIds)
      expect(await offer(id)).toMatchObject({ status: 409, body: { code: 'Order/Warehouse-deactivated' } });
    for (const id of boxIds)
      expect(await summary(select(id))).toMatchObject({ status: 409, body: { code: 'Order/Warehouse-deactivated' } });
  });

  it('names the other provider in Hungary and Romania', async () => {
    for (const [country, name] of [
      ['HUN', 'Barion'],
      ['ROU', 'Barion'],
      ['CZE', 'GoPay'],
      ['POL', 'GoPay'],
    ]) {
      const { boxIds } = await addBoxes(t, { country }, [{}]);
      expect((await offer(boxIds[0])).body.paymentProviderName, country).toBe(name);
    }
  });
});

describe('PUT /api/client/order/offer/summary', () => {
  it('prices the selection: lines in the Accept-Language, period dates, monthly price without discounts', async () => {
    const { boxIds } = await addBoxes(t, { firstMonthFree: true }, [
      { priceMinor: 4900, insurancePriceMinor: 500, insuranceCoverageMinor: 200000 },
    ]);
    const res = await summary(
      select(boxIds[0], { periodInMonths: 3, insuranceId: 2, voucherToken: 'WELCOME10' }),
      'sk-SK,sk;q=0.9',
    );
    expect(res.status).toBe(200);
    const today = todayOf(systemClock);
    expect(res.body).toMatchObject({
      rentStart: today,
      periodFrom: today,
      monthlyPrice: { minor: 5400 },
      paymentProviderName: 'GoPay',
    });
    expect(res.body.periodTo > today).toBe(true);
    type Item = {
      subject: string;
      count: number;
      unitPriceWithVat: { minor: number };
      totalPriceWithVat: { minor: number };
    };
    expect(
      res.body.firstPayment.items.map((i: Item) => [
        i.subject,
        i.count,
        i.unitPriceWithVat.minor,
        i.totalPriceWithVat.minor,
      ]),
    ).toEqual([
      ['Nájom boxu A-001 (3 mes.)', 3, 4900, 14700],
      ['Pripoistenie (3 mes.)', 3, 500, 1500],
      ['Zľava – prvý mesiac zadarmo', 1, -4900, -4900],
      ['Zľava WELCOME10', 1, -980, -980],
    ]);
    // 103.20 € / 1.23 = 83.9024 €: base 83.90 €, VAT 19.30 €.
    const eur = (minor: number) => ({ minor, currency: 'EUR' });
    expect(res.body.firstPayment.vatRates).toEqual([
      { vatPercent: 23, totalPrice: eur(8390), vat: eur(1930), totalPriceWithVat: eur(10320) },
    ]);
    expect(res.body.firstPayment).toMatchObject({ totalPrice: eur(8390), vat: eur(1930) });
    expect(res.body.firstPayment.priceWithVat).toEqual({ minor: 10320, currency: 'EUR' });
    expect(res.body.discount).toEqual({ minor: 5880, currency: 'EUR' });
    expect(res.body.voucher).toMatchObject({ valid: true, discount: { minor: 980 } });
  });

  it('words the lines in Polish for a Polish page, and carries no English text in the offer or the summary', async () => {
    const { boxIds } = await addBoxes(t, { country: 'POL', firstMonthFree: true }, [
      { priceMinor: 19900, insurancePriceMinor: 2000, insuranceCoverageMinor: 500000 },
    ]);
    const res = await summary(
      select(boxIds[0], { periodInMonths: 3, insuranceId: 2, voucherToken: 'WELCOME10' }),
      'pl-PL,pl;q=0.9,en;q=0.5',
    );
    expect(res.status).toBe(200);
    const subjects = res.body.firstPayment.items.map((i: { subject: string }) => i.subject);
    expect(subjects).toEqual([
      'Najem boksu A-001 (3 mies.)',
      'Dodatkowe ubezpieczenie (3 mies.)',
      'Rabat – pierwszy miesiąc gratis',
      'Rabat WELCOME10',
    ]);
    expect(res.body.voucher).toEqual({
      token: 'WELCOME10',
      valid: true,
      discount: { minor: 3980, currency: 'PLN' },
      terms: { kind: 'PERCENT', percent: 10, everyPeriod: false },
    });
    const offered = await t.app.inject({
      method: 'GET',
      url: `/api/client/order/offer/${boxIds[0]}?voucherToken=WELCOME10`,
      headers: { 'accept-language': 'pl' },
    });
    expect(offered.statusCode).toBe(200);
    expect(JSON.stringify([offered.json(), res.body])).not.toMatch(/ off |invoicing|first month|insurance \(|rent of/i);
  });

  it('gives the voucher the same discount in the offer as the summary’s voucher line, for 1, 3 and 12 months', async () => {
    const { boxIds } = await addBoxes(t, { firstMonthFree: true }, [
      { priceMinor: 9900, insurancePriceMinor: 500, insuranceCoverageMinor: 200000 },
    ]);
    for (const token of ['WELCOME10', 'BOX15EUR']) {
      const offered = (await offer(boxIds[0], token)).body;
      for (const months of [1, 3, 12]) {
        for (const insuranceId of [null, 2]) {
          const priced = (
            await summary(select(boxIds[0], { periodInMonths: months, insuranceId, voucherToken: token }), 'sk')
          ).body;
          const voucherLine = priced.firstPayment.items.find(
            (i: { subject: string }) => i.subject === `Zľava ${token}`,
          );
          const period = offered.periods.find((p: { periodInMonths: number }) => p.periodInMonths === months);
          expect(period.voucherDiscount, `${token} ${months}`).toEqual({
            minor: -voucherLine.totalPriceWithVat.minor,
            currency: 'EUR',
          });
          expect(priced.voucher.discount).toEqual(period.voucherDiscount);
          expect(period.discount).toEqual(priced.discount);
          const withInsurance = period.byInsurance.find(
            (p: { insuranceId: number }) => p.insuranceId === (insuranceId ?? 1),
          );
          expect(withInsurance.firstPayment).toEqual(priced.firstPayment.priceWithVat);
          expect(withInsurance.monthlyPrice).toEqual(priced.monthlyPrice);
        }
      }
    }
  });

  it('refuses an insurance option the box does not offer, and an unknown period', async () => {
    const { boxIds } = await addBoxes(t, {}, [{}]);
    expect(await summary(select(boxIds[0], { insuranceId: 2 }))).toMatchObject({
      status: 400,
      body: { code: 'bad-request' },
    });
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
