import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@contract/admin/values';
import { buildApp } from '../../app';
import { SYSTEM_ACTOR } from '../../audit/audit';
import { addDays, settableClock, systemClock, todayOf } from '../../config/clock';
import { loadConfig } from '../../config/env';
import { clientOrder, warehouse } from '../../db/schema';
import { createPaymentGateways } from '../../payments/gateways';
import { createStaff } from '../../staff/management';
import { createStaffSession, staffSessionPolicyOf } from '../../staff/sessions';
import { call, uniqueEmail } from '../../testing/accounts';
import { addBoxes, type OrderTestApp, PUBLIC_URL, placeAnonymously, placeBody } from '../../testing/orders';
import { billNextPeriod, rentABox, signedInClient } from '../../testing/rentals';
import { openTestDatabase } from '../../testing/testDatabase';
import { applyDuePrices } from './applyPrices';

/**
 * Prices from a day: an order takes the prices of the day it is placed (before the applying step has
 * run too), search and the warehouse page show today's once it has, a running contract keeps the
 * prices it was ordered at, and a change is withdrawn only before its day.
 */
const day0 = todayOf(systemClock);
const day1 = addDays(day0, 1);
const day2 = addDays(day0, 2);
const clock = settableClock(`${day0}T10:00`);
let t: OrderTestApp;
let warehouseId: number;
let boxIds: number[];
let contract: { id: number; boxId: number };
let contractWarehouse: number;

beforeAll(async () => {
  const database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL }, { clock });
  const app = await buildApp({ db: database.db, config, distDir: '/nonexistent' });
  t = {
    app,
    database,
    ctx: { db: database.db, config, gateways: createPaymentGateways(database.db, config) },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
  ({ warehouseId, boxIds } = await addBoxes(t, {}, [{ priceMinor: 4900 }, { priceMinor: 4900 }, { priceMinor: 4900 }]));
  const rented = await rentABox(t, await signedInClient(t));
  contract = rented.contract;
  contractWarehouse = rented.warehouseId;
});
afterAll(() => t.close());

/** A fresh staff session at the clock's time (sessions end after 30 idle minutes, and the tests move days). */
async function staffToken(role: StaffRole, warehouseIds: number[] = []) {
  const ctx = { db: t.database.db, config: t.ctx.config };
  const created = await createStaff(ctx, SYSTEM_ACTOR, {
    email: uniqueEmail(role.toLowerCase()),
    name: `${role} of prices`,
    role,
    warehouseIds,
  });
  return (await createStaffSession(ctx.db, staffSessionPolicyOf(ctx.config.env), created.staff.id)).token;
}

const schedule = async (body: Record<string, unknown>, token?: string, at = warehouseId) =>
  call(
    t,
    'POST',
    `/api/admin/warehouses/${at}/prices`,
    { reason: 'Price list 2026', ...body },
    token ?? (await staffToken('ADMIN')),
  );
const prices = async () =>
  (await call(t, 'GET', `/api/admin/warehouses/${warehouseId}/prices`, undefined, await staffToken('SUPPORT'))).body;
const offer = async (boxId: number) => (await call(t, 'GET', `/api/client/order/offer/${boxId}`)).body;
const monthlyOf = (o: { periods: { periodInMonths: number; monthlyPrice: { minor: number } }[] }) =>
  o.periods.find((p) => p.periodInMonths === 1)?.monthlyPrice.minor;
const orderedRent = async (boxId: number) => {
  const placed = await placeAnonymously(t, placeBody(boxId));
  expect(placed.status).toBe(201);
  const [row] = await t.database.db.select().from(clientOrder).where(eq(clientOrder.boxId, boxId));
  return row.rentMonthlyMinor;
};
const priceFrom = async () =>
  (await t.database.db.select().from(warehouse).where(eq(warehouse.id, warehouseId)))[0].minFreePriceMinor;

describe('a rent from a day', () => {
  it('is refused for a day already past', async () => {
    const past = await schedule({
      kind: 'RENT',
      target: { sizeClass: 'SMALL' },
      monthlyMinor: 1,
      effectiveFrom: addDays(day0, -1),
    });
    expect(past.body).toMatchObject({
      status: 400,
      code: 'price/effective-in-past',
      fields: [{ path: 'body.effectiveFrom' }],
    });
  });

  it('leaves orders before its day at the old price, running contracts too', async () => {
    const set = await schedule({
      kind: 'RENT',
      target: { sizeClass: 'SMALL' },
      monthlyMinor: 5900,
      effectiveFrom: day1,
    });
    expect(set.status).toBe(201);
    expect(set.body).toMatchObject({ kind: 'RENT', sizeClass: 'SMALL', state: 'SCHEDULED' });
    const raise = await schedule(
      { kind: 'RENT', target: { boxId: contract.boxId }, monthlyMinor: 9900, effectiveFrom: day1 },
      undefined,
      contractWarehouse,
    );
    expect(raise.status).toBe(201);
    expect(monthlyOf(await offer(boxIds[1]))).toBe(4900);
    expect(await orderedRent(boxIds[0])).toBe(4900);
    expect(await priceFrom()).toBe(4900);
    expect((await prices()).boxes.map((b: { monthlyRent: { minor: number } }) => b.monthlyRent.minor)).toEqual([
      4900, 4900, 4900,
    ]);
  });

  it('gives orders from its day the new price, before the applying step has run and after', async () => {
    clock.set(`${day1}T00:05`);
    expect(monthlyOf(await offer(boxIds[1]))).toBe(5900);
    expect(await orderedRent(boxIds[1])).toBe(5900);
    // Until the step runs, search still reads yesterday's figure; then today's.
    expect(await applyDuePrices(t.database.db, day1)).toBe(2);
    expect(await priceFrom()).toBe(5900);
    const detail = await call(t, 'GET', `/api/client/warehouse/${warehouseId}/boxes`);
    expect(detail.body.boxes.find((b: { id: number }) => b.id === boxIds[2]).pricePerMonth.minor).toBe(5900);
    const page = await prices();
    expect(page.boxes.map((b: { monthlyRent: { minor: number } }) => b.monthlyRent.minor)).toEqual([5900, 5900, 5900]);
    expect(page.changes[0]).toMatchObject({ state: 'EFFECTIVE', effectiveFrom: day1 });
  });

  it('does not change what a running contract is billed', async () => {
    const next = await billNextPeriod(t, contract.id);
    // Ordered at 69 € + 7 € insurance a month for 3 months; the box costs 99 € to new orders now.
    expect(next.amountMinor).toBe((6900 + 700) * 3);
  });
});

describe('a period discount and the insurance from a day', () => {
  it('apply to orders from their day', async () => {
    expect(
      (await schedule({ kind: 'PERIOD_DISCOUNT', periodMonths: 12, percent: 10, effectiveFrom: day2 })).status,
    ).toBe(201);
    const insurance = { kind: 'INSURANCE', target: { boxId: boxIds[2] }, coverageMinor: 500_000, monthlyMinor: 900 };
    expect((await schedule({ ...insurance, effectiveFrom: day2 })).status).toBe(201);
    const before = await offer(boxIds[2]);
    expect(before.periods.find((p: { periodInMonths: number }) => p.periodInMonths === 12).discount.minor).toBe(0);
    expect(before.insuranceOptions).toHaveLength(1);

    clock.set(`${day2}T08:00`);
    const after = await offer(boxIds[2]);
    expect(after.periods.find((p: { periodInMonths: number }) => p.periodInMonths === 12)).toMatchObject({
      discount: { minor: 7080 },
      firstPayment: { minor: 5900 * 12 - 7080 },
    });
    expect(after.insuranceOptions[1]).toMatchObject({ pricePerMonth: { minor: 900 }, coverage: { minor: 500_000 } });
    const summary = await call(t, 'PUT', '/api/client/order/offer/summary', {
      boxId: boxIds[2],
      periodInMonths: 12,
      insuranceId: null,
      voucherToken: null,
    });
    expect(summary.body.firstPayment.items).toContainEqual(
      expect.objectContaining({
        subject: 'Discount – longer invoicing period',
        totalPriceWithVat: { minor: -7080, currency: 'EUR' },
      }),
    );
    expect((await prices()).periodDiscounts).toContainEqual({ periodMonths: 12, percent: 10 });
  });
});

describe('withdrawing a price', () => {
  it('works before its day only', async () => {
    const later = await schedule({
      kind: 'RENT',
      target: { boxId: boxIds[2] },
      monthlyMinor: 1000,
      effectiveFrom: addDays(day2, 5),
    });
    const token = await staffToken('OWNER', [warehouseId]);
    const withdrawn = await call(
      t,
      'POST',
      `/api/admin/price-changes/${later.body.id}/withdraw`,
      { reason: 'Typo' },
      token,
    );
    expect(withdrawn.body).toMatchObject({ id: later.body.id, state: 'WITHDRAWN' });
    const effective = (await prices()).changes.find((c: { state: string }) => c.state === 'EFFECTIVE');
    const refused = await call(t, 'POST', `/api/admin/price-changes/${effective.id}/withdraw`, { reason: 'x' }, token);
    expect(refused.body).toMatchObject({ status: 409, code: 'price/already-effective' });
  });
});

describe("another owner's warehouse", () => {
  it('is not found: no price is set on it and none of its changes withdrawn', async () => {
    const stranger = await staffToken('OWNER', [contractWarehouse]);
    const set = await schedule(
      { kind: 'RENT', target: { sizeClass: 'XS' }, monthlyMinor: 100, effectiveFrom: day2 },
      stranger,
    );
    expect(set.body).toMatchObject({ status: 404, code: 'not-found' });
    const later = await schedule({
      kind: 'RENT',
      target: { sizeClass: 'XS' },
      monthlyMinor: 100,
      effectiveFrom: addDays(day2, 9),
    });
    const withdraw = await call(
      t,
      'POST',
      `/api/admin/price-changes/${later.body.id}/withdraw`,
      { reason: 'x' },
      stranger,
    );
    expect(withdraw.body).toMatchObject({ status: 404, code: 'not-found' });
    const seen = await call(t, 'GET', `/api/admin/warehouses/${warehouseId}/prices`, undefined, stranger);
    expect(seen.status).toBe(404);
  });
});
