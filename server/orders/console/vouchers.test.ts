import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoice, rentalContract } from '../../db/schema';
import { call, registerConfirmed, signIn } from '../../testing/accounts';
import { addBoxes, payInSandbox, placeBody, startOrderTestApp, type OrderTestApp } from '../../testing/orders';
import { billNextPeriod } from '../../testing/rentals';
import { staffSessionToken } from '../../testing/staff';

/** The console's vouchers, through the API as the console calls it, and their every-period discount on later rents. */
let t: OrderTestApp;
let admin: string;
beforeAll(async () => {
  t = await startOrderTestApp();
  admin = await staffSessionToken(t.ctx, 'ADMIN');
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const START = new Date(Date.now() - HOUR).toISOString();
const terms = (overrides: Record<string, unknown> = {}) => ({
  kind: 'PERCENT',
  percent: 25,
  amountMinor: null,
  currency: null,
  country: null,
  description: 'Summer',
  validFrom: START,
  validUntil: new Date(Date.now() + 30 * 24 * HOUR).toISOString(),
  usageLimit: 5,
  everyPeriod: true,
  ...overrides,
});
let codes = 0;
const uniqueCode = (prefix: string) => `${prefix}-${process.pid}-${(codes += 1)}`;
const create = (body: Record<string, unknown>, token = admin) => call(t, 'POST', '/api/admin/vouchers', body, token);
const listed = async (id: number) =>
  (await call(t, 'GET', '/api/admin/vouchers', undefined, admin)).body.vouchers.find(
    (v: { id: number }) => v.id === id,
  );

/** A customer orders a box of 69 € a month for 3 months with 7 € insurance and the voucher, and pays; answers the contract. */
async function orderWith(code: string) {
  const a = await registerConfirmed(t);
  const { token } = await signIn(t, a.email);
  const { boxIds } = await addBoxes(t, {}, [
    { priceMinor: 6900, insurancePriceMinor: 700, insuranceCoverageMinor: 300000 },
  ]);
  const { language: _l, ...body } = placeBody(boxIds[0], {
    selection: { periodInMonths: 3, insuranceId: 2, voucherToken: code.toLowerCase() },
    details: { email: a.email, telephoneNumber: a.phoneNumber },
  });
  const placed = await call(t, 'POST', '/api/client/order/place/with-login', body, token);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  await payInSandbox(t, placed.body.paymentUrl, 'pay');
  const [c] = await t.database.db
    .select()
    .from(rentalContract)
    .where(eq(rentalContract.userId, a.id))
    .orderBy(desc(rentalContract.id))
    .limit(1);
  return c;
}

const invoiceItemsOf = async (rentId: number) =>
  (await t.database.db.select({ items: invoice.items }).from(invoice).where(eq(invoice.rentId, rentId)))[0].items as {
    subject: string;
    totalPriceWithVat: { minor: number };
  }[];

describe('creating a voucher', () => {
  it('upper-cases the code, starts with no uses and is audited', async () => {
    const code = uniqueCode('summer');
    const created = await create({ ...terms(), code: `  ${code.toLowerCase()} ` });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code: code.toUpperCase(),
      kind: 'PERCENT',
      percent: 25,
      uses: 0,
      everyPeriod: true,
    });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'voucher'), eq(auditLog.targetId, String(created.body.id))));
    expect(row).toMatchObject({ action: 'voucher.create', targetType: 'voucher', actorRole: 'ADMIN' });
    expect(row.after).toMatchObject({ code: code.toUpperCase(), percent: 25, everyPeriod: true });
  });

  it('refuses a code another voucher has, whatever its case', async () => {
    const code = uniqueCode('twice');
    expect((await create({ ...terms(), code })).status).toBe(201);
    const again = await create({ ...terms(), code: code.toLowerCase() });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'voucher/code-exists',
      fields: [{ path: 'body.code', code: 'voucher/code-exists' }],
    });
  });

  it('refuses terms that do not fit together, each on its field', async () => {
    const fieldsOf = async (overrides: Record<string, unknown>) => {
      const answer = await create({ ...terms(), code: uniqueCode('bad'), ...overrides });
      expect(answer.status).toBe(400);
      return answer.body.fields.map((f: { path: string; code: string }) => [f.path, f.code]);
    };
    expect(await fieldsOf({ kind: 'AMOUNT', percent: null })).toEqual([
      ['body.amountMinor', 'revalid/rule/basic/not-null'],
      ['body.currency', 'revalid/rule/basic/not-null'],
    ]);
    expect(await fieldsOf({ kind: 'AMOUNT', amountMinor: 1500, currency: 'CZK', country: 'SVK' })).toEqual([
      ['body.currency', 'voucher/currency-not-country'],
    ]);
    expect(await fieldsOf({ percent: 95 })).toEqual([['body.percent', 'revalid/rule/basic/regex']]);
    expect(await fieldsOf({ validUntil: new Date(Date.now() - 2 * HOUR).toISOString() })).toEqual([
      ['body.validUntil', 'voucher/ends-before-start'],
    ]);
    expect(await fieldsOf({ code: 'A B' })).toEqual([['body.code', 'revalid/rule/basic/regex']]);
  });

  it('is for administrators only: an owner and support are refused, a customer is unknown', async () => {
    for (const role of ['OWNER', 'SUPPORT'] as const) {
      const token = await staffSessionToken(t.ctx, role);
      expect((await create({ ...terms(), code: uniqueCode('no') }, token)).body).toMatchObject({ status: 403 });
      expect((await call(t, 'GET', '/api/admin/vouchers', undefined, token)).status).toBe(403);
    }
    const customer = (await signIn(t, (await registerConfirmed(t)).email)).token;
    expect((await call(t, 'GET', '/api/admin/vouchers', undefined, customer)).status).toBe(401);
  });
});

describe('a voucher for every period', () => {
  it('discounts the first rent and each later one, and counts its uses from the orders', async () => {
    const code = uniqueCode('always');
    const { body: v } = await create({ ...terms(), code });
    // The offer tells the customer the discount is for every period.
    const { boxIds } = await addBoxes(t);
    const offer = await call(t, 'GET', `/api/client/order/offer/${boxIds[0]}?voucherToken=${code}`);
    expect(offer.body.voucher).toMatchObject({
      valid: true,
      terms: { kind: 'PERCENT', percent: 25, everyPeriod: true },
    });
    const contract = await orderWith(code);
    expect((await listed(v.id)).uses).toBe(1);
    // 3 × 69 € rent + 3 × 7 € insurance, 25 % off the rent: 228.00 − 51.75.
    const next = await billNextPeriod(t, contract.id);
    expect(next.amountMinor).toBe(22800 - 5175);
    const items = await invoiceItemsOf(next.rentId);
    expect(items.map((i) => i.totalPriceWithVat.minor)).toEqual([20700, 2100, -5175]);
    expect(items[2].subject).toContain(code.toUpperCase());
  });

  it('keeps at most 90 % of the rent off, so a card payment remains', async () => {
    const code = uniqueCode('big');
    await create({ ...terms(), code, kind: 'AMOUNT', percent: null, amountMinor: 500000, currency: 'EUR' });
    const contract = await orderWith(code);
    const next = await billNextPeriod(t, contract.id);
    // 90 % of 207.00 € rent is 186.30 €; the insurance is never discounted.
    expect(next.amountMinor).toBe(22800 - 18630);
  });

  it('keeps discounting contracts ordered with it after it was ended; no new order can use it', async () => {
    const code = uniqueCode('ended');
    const { body: v } = await create({ ...terms(), code });
    const contract = await orderWith(code);
    const ended = await call(t, 'POST', `/api/admin/vouchers/${v.id}/end`, undefined, admin);
    expect(ended.status).toBe(200);
    expect(Date.parse(ended.body.validUntil)).toBeLessThanOrEqual(Date.now());
    const { boxIds } = await addBoxes(t);
    const offer = await call(t, 'GET', `/api/client/order/offer/${boxIds[0]}?voucherToken=${code}`);
    expect(offer.status).toBe(200);
    expect(offer.body.voucher).toMatchObject({ valid: false, terms: null });
    expect((await billNextPeriod(t, contract.id)).amountMinor).toBe(22800 - 5175);
  });

  it('is not applied to later rents when it is for the first period only', async () => {
    const code = uniqueCode('once');
    await create({ ...terms(), code, everyPeriod: false });
    const contract = await orderWith(code);
    expect((await billNextPeriod(t, contract.id)).amountMinor).toBe(22800);
  });
});

describe('changing a voucher', () => {
  it('changes anything before its first use, afterwards only its wording, end and limit', async () => {
    const code = uniqueCode('edit');
    const { body: v } = await create({ ...terms(), code });
    const put = (body: Record<string, unknown>) => call(t, 'PUT', `/api/admin/vouchers/${v.id}`, body, admin);
    expect((await put(terms({ percent: 20 }))).body).toMatchObject({ percent: 20, code: code.toUpperCase() });
    await orderWith(code);
    const refused = await put(terms({ percent: 30 }));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('voucher/terms-fixed');
    expect((await put(terms({ percent: 20, everyPeriod: false }))).body.code).toBe('voucher/terms-fixed');
    const changed = await put(terms({ percent: 20, description: 'Longer summer', usageLimit: 1, validUntil: null }));
    expect(changed.body).toMatchObject({ description: 'Longer summer', usageLimit: 1, validUntil: null, uses: 1 });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'voucher'), eq(auditLog.targetId, String(v.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({ action: 'voucher.update' });
    expect(row.before).toMatchObject({ description: 'Summer', usageLimit: 5 });
    expect(row.after).toMatchObject({ description: 'Longer summer', usageLimit: 1 });
  });

  it('never sets the limit below the orders that used it', async () => {
    const code = uniqueCode('limit');
    const { body: v } = await create({ ...terms(), code, percent: 10 });
    await orderWith(code);
    await orderWith(code);
    const answer = await call(t, 'PUT', `/api/admin/vouchers/${v.id}`, terms({ percent: 10, usageLimit: 1 }), admin);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'voucher/limit-below-uses', fields: [{ path: 'body.usageLimit' }] });
    expect((await listed(v.id)).uses).toBe(2);
  });

  it('answers an unknown voucher with 404', async () => {
    expect((await call(t, 'PUT', '/api/admin/vouchers/2000000000', terms(), admin)).status).toBe(404);
    expect((await call(t, 'POST', '/api/admin/vouchers/2000000000/end', undefined, admin)).status).toBe(404);
  });
});
