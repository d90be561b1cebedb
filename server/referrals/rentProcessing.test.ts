import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, settableClock } from '../config/clock';
import { invoice, referralTransaction, rent, rentPayment } from '../db/schema';
import { call } from '../testing/accounts';
import { startOrderTestApp, type OrderTestApp } from '../testing/orders';
import { rentABox, signedInClient } from '../testing/rentals';
import { runAdminJob } from '../billing/adminJobs';

/** PAYMENT_PROCESSING for a customer whose reward balance covers the whole next rent. */
let t: OrderTestApp;
const clock = settableClock(new Date().toISOString());

beforeAll(async () => {
  t = await startOrderTestApp();
  t.ctx.config = { ...t.ctx.config, clock };
});
afterAll(() => t.close());

describe('a rent paid whole from the referral reward account', () => {
  it('is issued PAID with its invoice paid, and no card is charged', async () => {
    const who = await signedInClient(t);
    const friend = await signedInClient(t);
    const { contract } = await rentABox(t, who);
    const db = t.database.db;
    await db
      .insert(referralTransaction)
      .values({ userId: who.id, type: 'CREDIT', amountMinor: 50000, currency: 'EUR', referredUserId: friend.id });

    const [first] = await db.select().from(rent).where(eq(rent.contractId, contract.id));
    clock.set(`${addDays(first.periodTo, 1)}T02:00`);
    const run = await runAdminJob(t.ctx, 'PAYMENT_PROCESSING');
    expect(run).toMatchObject({ status: 'FINISHED', processed: 1, counts: { issued: 1, paidByReferral: 1 } });

    const second = (await db.select().from(rent).where(eq(rent.contractId, contract.id)).orderBy(rent.periodFrom))[1];
    expect(second).toMatchObject({ amountMinor: 0, status: 'PAID', payingStatus: 'PAID' });
    expect(await db.select().from(rentPayment).where(eq(rentPayment.rentId, second.id))).toEqual([]);
    const [inv] = await db.select().from(invoice).where(eq(invoice.rentId, second.id));
    expect(inv.totalGrossMinor).toBe(0);
    expect(inv.paidAt).not.toBeNull();

    const info = (await call(t, 'GET', '/api/client/my/referral-info', undefined, who.token)).body;
    expect(info.balance).toEqual({ minor: 50000 - 3 * 7600, currency: 'EUR' });
    // The profile shows the same link and sums as the referral call.
    const profile = (await call(t, 'GET', '/api/client/my/profile', undefined, who.token)).body;
    expect(profile.referral).toEqual({
      url: info.url,
      totalContracts: info.totalContracts,
      amount: info.amount,
      balance: info.balance,
    });
  });
});
