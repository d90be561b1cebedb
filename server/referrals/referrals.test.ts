import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser, invoice, referralTransaction, rent } from '../db/schema';
import { call, registerConfirmed, signIn } from '../testing/accounts';
import {
  addBoxes,
  payInSandbox,
  placeAnonymously,
  placeBody,
  PUBLIC_URL,
  startOrderTestApp,
  type OrderTestApp,
} from '../testing/orders';
import { billNextPeriod, rentABox, signedInClient, type Tenant } from '../testing/rentals';

let t: OrderTestApp;
beforeAll(async () => {
  t = await startOrderTestApp({ REFERRAL_REWARD_EUR: '10' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const infoOf = (who: Tenant) => call(t, 'GET', '/api/client/my/referral-info', undefined, who.token);
const codeOf = async (who: Tenant) => new URL((await infoOf(who)).body.url).searchParams.get('ref')!;
const referrerOf = async (userId: number) =>
  (await db().select({ by: appUser.referredBy }).from(appUser).where(eq(appUser.id, userId)))[0].by;
const creditsFor = (referredUserId: number) =>
  db()
    .select()
    .from(referralTransaction)
    .where(and(eq(referralTransaction.referredUserId, referredUserId), eq(referralTransaction.type, 'CREDIT')));

/** Orders a box as a signed-in client with a referral code and pays it. */
async function orderWithCode(who: Tenant, referralCode: string) {
  const { boxIds } = await addBoxes(t, {}, [{ priceMinor: 6900 }]);
  const { language: _l, ...body } = placeBody(boxIds[0], {
    details: { email: who.email, telephoneNumber: who.phoneNumber },
  });
  const placed = await call(t, 'POST', '/api/client/order/place/with-login', { ...body, referralCode }, who.token);
  expect(placed.status).toBe(201);
  await payInSandbox(t, placed.body.paymentUrl, 'pay');
}

describe('GET /api/client/my/referral-info', () => {
  it('gives a new customer a share link with a random code, no contracts and an empty account', async () => {
    const who = await signedInClient(t);
    const res = await infoOf(who);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      url: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/\\?ref=[a-z0-9]{10}$`)),
      totalContracts: 0,
      amount: { minor: 0, currency: 'EUR' },
      balance: { minor: 0, currency: 'EUR' },
      transactions: [],
    });
    expect(res.body.url).not.toContain(`ref=${who.id}`);
    // The code is made once and kept.
    expect((await infoOf(who)).body.url).toBe(res.body.url);
  });

  it('needs a session', async () => {
    expect((await call(t, 'GET', '/api/client/my/referral-info')).status).toBe(401);
  });
});

describe('attribution and the reward', () => {
  it('records the referrer at registration and credits them once when the referred customer first pays', async () => {
    const referrer = await signedInClient(t);
    const code = await codeOf(referrer);
    const a = await registerConfirmed(t, { referralCode: code.toUpperCase() });
    expect(await referrerOf(a.id)).toBe(referrer.id);
    const referred: Tenant = { ...a, token: (await signIn(t, a.email)).token };

    await orderWithCode(referred, code);
    await orderWithCode(referred, code);

    expect(await creditsFor(referred.id)).toHaveLength(1);
    const info = (await infoOf(referrer)).body;
    expect(info.totalContracts).toBe(2);
    expect(info.amount).toEqual({ minor: 1000, currency: 'EUR' });
    expect(info.balance).toEqual({ minor: 1000, currency: 'EUR' });
    expect(info.transactions).toEqual([
      {
        id: expect.any(Number),
        type: 'CREDIT',
        amount: { minor: 1000, currency: 'EUR' },
        createdAt: expect.any(String),
      },
    ]);
  });

  it('records the code sent with an order placed without an account', async () => {
    const referrer = await signedInClient(t);
    const code = await codeOf(referrer);
    const { boxIds } = await addBoxes(t, {}, [{ priceMinor: 6900 }]);
    const body = placeBody(boxIds[0]);
    const placed = await placeAnonymously(t, { ...body, referralCode: code } as typeof body);
    expect(placed.status).toBe(201);
    const [user] = await db().select().from(appUser).where(eq(appUser.email, body.invoicingDetails.email));
    expect(user.referredBy).toBe(referrer.id);
    await payInSandbox(t, placed.body.paymentUrl, 'pay');
    expect(await creditsFor(user.id)).toHaveLength(1);
  });

  it('ignores an unknown code, a customer\u2019s own code and a code arriving after the first contract', async () => {
    const unknown = await registerConfirmed(t, { referralCode: 'nosuchcode' });
    expect(await referrerOf(unknown.id)).toBeNull();

    const self = await signedInClient(t);
    await orderWithCode(self, await codeOf(self));
    expect(await referrerOf(self.id)).toBeNull();
    expect(await creditsFor(self.id)).toHaveLength(0);

    const other = await signedInClient(t);
    await orderWithCode(other, await codeOf(self));
    expect(await referrerOf(other.id)).toBe(self.id);
    const late = await signedInClient(t);
    await rentABox(t, late);
    await orderWithCode(late, await codeOf(self));
    expect(await referrerOf(late.id)).toBeNull();
  });
});

describe('the balance pays the referrer\u2019s next rents', () => {
  const creditDirectly = (userId: number, amountMinor: number, referredUserId: number) =>
    db().insert(referralTransaction).values({ userId, type: 'CREDIT', amountMinor, currency: 'EUR', referredUserId });

  it('takes the balance off the next rent with a discount line, keeping the invoice total consistent', async () => {
    const who = await signedInClient(t);
    const { contract } = await rentABox(t, who);
    const friend = await signedInClient(t);
    await creditDirectly(who.id, 1000, friend.id);

    const issued = await billNextPeriod(t, contract.id);
    // 3 months × (69 € + 7 €) = 228 €, less the 10 € reward.
    expect(issued.amountMinor).toBe(22800 - 1000);
    const [r] = await db().select().from(rent).where(eq(rent.id, issued.rentId));
    expect(r).toMatchObject({ amountMinor: 21800, status: 'INVOICE_SUBMITTED' });
    const [inv] = await db().select().from(invoice).where(eq(invoice.id, issued.invoiceId));
    const items = inv.items as { totalPriceWithVat: { minor: number }; subject: string }[];
    expect(items.at(-1)).toMatchObject({ totalPriceWithVat: { minor: -1000 } });
    expect(items.reduce((s, i) => s + i.totalPriceWithVat.minor, 0)).toBe(21800);
    expect(inv.totalGrossMinor).toBe(21800);
    expect(inv.totalNetMinor + inv.vatMinor).toBe(21800);

    const info = (await infoOf(who)).body;
    expect(info.balance.minor).toBe(0);
    expect(info.transactions[0]).toMatchObject({ type: 'DEBIT', amount: { minor: 1000, currency: 'EUR' } });
    // Nothing left: the period after is billed in full.
    expect((await billNextPeriod(t, contract.id)).amountMinor).toBe(22800);
  });

  it('pays a rent whole when the balance covers it, never going below zero, and keeps the rest', async () => {
    const who = await signedInClient(t);
    const { contract } = await rentABox(t, who);
    const friend = await signedInClient(t);
    await creditDirectly(who.id, 30000, friend.id);

    const issued = await billNextPeriod(t, contract.id);
    expect(issued.amountMinor).toBe(0);
    const [r] = await db().select().from(rent).where(eq(rent.id, issued.rentId));
    expect(r).toMatchObject({ amountMinor: 0, status: 'PAID', payingStatus: 'PAID' });
    const [inv] = await db().select().from(invoice).where(eq(invoice.id, issued.invoiceId));
    expect(inv.totalGrossMinor).toBe(0);
    expect((await infoOf(who)).body.balance.minor).toBe(30000 - 22800);
  });
});
