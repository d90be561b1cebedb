import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, settableClock } from '../config/clock';
import { payment, rent, rentalContract, rentPayment, sandboxPayment } from '../db/schema';
import type { PaymentGateway } from '../payments/gateway';
import { sandboxNotificationStep } from '../payments/sandbox/notifications';
import type { RentalsContext } from '../rentals/context';
import { mailsTo } from '../testing/accounts';
import { startOrderTestApp, type OrderTestApp } from '../testing/orders';
import { rentABox, signedInClient, type Tenant } from '../testing/rentals';
import { runAdminJob } from './adminJobs';
import { reconcileRentPayments } from './reconcile';

/**
 * PAYMENT_PROCESSING when the instance running it dies (simulated by a gateway that throws an error
 * no code handles, as a killed process would stop there) at the two dangerous moments: after the
 * batch committed but before the provider was asked, and after the provider charged the card but
 * before its answer was recorded. Whatever happened, each rent is charged once, every charge is
 * recorded, and no customer is told their card failed.
 */
let t: OrderTestApp;
let owner: Tenant;
const clock = settableClock(new Date().toISOString());

beforeAll(async () => {
  t = await startOrderTestApp();
  t.ctx.config = { ...t.ctx.config, clock };
  owner = await signedInClient(t, 'SK');
});
afterAll(() => t.close());

/** The context with a sandbox whose charges die before (`before`) or after (`after`) the provider acts. */
function dyingAt(moment: 'before' | 'after'): RentalsContext {
  const real = t.ctx.gateways.of('sandbox');
  const dying: PaymentGateway = {
    ...real,
    async chargeRecurrence(parentId, charge) {
      if (moment === 'after') await real.chargeRecurrence(parentId, charge);
      throw new Error('the instance died here');
    },
  };
  return { ...t.ctx, gateways: { ...t.ctx.gateways, of: () => dying } };
}

async function autopaymentsOf(contractIds: number[]) {
  return t.database.db
    .select({ p: payment, r: rent })
    .from(payment)
    .innerJoin(rentPayment, eq(rentPayment.paymentId, payment.id))
    .innerJoin(rent, eq(rent.id, rentPayment.rentId))
    .where(inArray(rent.contractId, contractIds));
}

/** Moves time on for the payments' records: sent and created three minutes ago, due for a check now. */
const threeMinutesLater = () =>
  t.database.db.execute(
    sql`update payment set sent_at = sent_at - interval '3 minutes', created_at = created_at - interval '3 minutes', next_check_at = now() where sent_at is not null or state = 'CREATED'`,
  );

/** Ends the test's contracts, so the next test's runs bill only its own. */
const endContracts = (ids: number[]) =>
  t.database.db.update(rentalContract).set({ status: 'TERMINATED' }).where(inArray(rentalContract.id, ids));

const chargesAtSandbox = (orderNumbers: string[]) =>
  t.database.db.select().from(sandboxPayment).where(inArray(sandboxPayment.orderNumber, orderNumbers));

describe('a billing run that dies', () => {
  it('before the provider is asked: the next run sends what was never sent, reconciliation resends what provably never arrived', async () => {
    const contracts = [];
    for (let i = 0; i < 5; i += 1) contracts.push((await rentABox(t, owner)).contract);
    const ids = contracts.map((c) => c.id);
    const [first] = await t.database.db.select().from(rent).where(eq(rent.contractId, ids[0]));
    clock.set(`${addDays(first.periodTo, 1)}T02:00`);

    const crashed = await runAdminJob(dyingAt('before'), 'PAYMENT_PROCESSING');
    expect(crashed.status).toBe('FAILED');
    const left = await autopaymentsOf(ids);
    expect(left).toHaveLength(5);
    expect(left.every(({ p }) => p.state === 'CREATED' && p.providerPaymentId === null)).toBe(true);
    const sent = left.filter(({ p }) => p.sentAt !== null);
    // The charges in flight when it died were claimed; the rest of the batch was never sent.
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThan(5);
    expect(await chargesAtSandbox(left.map(({ p }) => p.orderNumber!))).toHaveLength(0);

    // The run is started again (a retry, another instance): it sends the unsent charges first.
    const resumed = await runAdminJob(t.ctx, 'PAYMENT_PROCESSING');
    expect(resumed).toMatchObject({ status: 'FINISHED', counts: { resumed: 5 - sent.length } });
    // The claimed ones wait until no call could still be under way, then the sandbox is searched:
    // it has no such charge, so they are sent again.
    await threeMinutesLater();
    await reconcileRentPayments(t.ctx);

    const after = await autopaymentsOf(ids);
    expect(after.map(({ p }) => p.state)).toEqual(Array(5).fill('PAID'));
    expect(after.map(({ r }) => r.payMethod)).toEqual(Array(5).fill('AUTOPAY'));
    const charges = await chargesAtSandbox(after.map(({ p }) => p.orderNumber!));
    expect(charges).toHaveLength(5);
    expect(new Set(charges.map((c) => c.id))).toEqual(new Set(after.map(({ p }) => p.providerPaymentId)));
    expect((await mailsTo(t.database.db, owner.email)).filter((m) => m.template === 'rent-payment-failed')).toEqual([]);
    await endContracts(ids);
  });

  it('after the provider charged the card: its notification, or a search by order number, records the charge once', async () => {
    const contracts = [(await rentABox(t, owner)).contract, (await rentABox(t, owner)).contract];
    const ids = contracts.map((c) => c.id);
    const [first] = await t.database.db.select().from(rent).where(eq(rent.contractId, ids[0]));
    clock.set(`${addDays(first.periodTo, 1)}T02:00`);
    // Only the first charge is in flight when the instance dies; the other stays unsent.
    const crashed = await runAdminJob(dyingAt('after'), 'PAYMENT_PROCESSING');
    expect(crashed.status).toBe('FAILED');
    const left = await autopaymentsOf(ids);
    const charged = await chargesAtSandbox(left.map(({ p }) => p.orderNumber!));
    expect(charged.length).toBeGreaterThan(0);
    expect(charged.every((c) => c.state === 'PAID')).toBe(true);
    expect(left.every(({ p }) => p.providerPaymentId === null)).toBe(true);

    // The sandbox notifies each charge's id, as a provider does; ids we never stored are matched by order number.
    await sandboxNotificationStep(t.app, t.database.db, t.ctx.config.payments.sandboxSecret).run();
    for (const c of charged) {
      const [row] = await t.database.db.select().from(payment).where(eq(payment.providerPaymentId, c.id));
      expect(row).toMatchObject({ state: 'PAID', orderNumber: c.orderNumber });
    }
    // Whatever the notification did not settle is found by reconciliation: searched, or sent once.
    await runAdminJob(t.ctx, 'PAYMENT_PROCESSING');
    await threeMinutesLater();
    await reconcileRentPayments(t.ctx);
    const after = await autopaymentsOf(ids);
    expect(after.map(({ p }) => p.state)).toEqual(['PAID', 'PAID']);
    expect(after.map(({ r }) => r.status)).toEqual(['PAID', 'PAID']);
    expect(await chargesAtSandbox(after.map(({ p }) => p.orderNumber!))).toHaveLength(2);
    expect((await mailsTo(t.database.db, owner.email)).filter((m) => m.template === 'rent-payment-failed')).toEqual([]);
    await endContracts(ids);
  });

  it('when the provider refuses the charge, the customer is asked to pay by hand, once', async () => {
    const { contract } = await rentABox(t, owner, 'pay-decline-later');
    const [first] = await t.database.db.select().from(rent).where(eq(rent.contractId, contract.id));
    clock.set(`${addDays(first.periodTo, 1)}T02:00`);
    const run = await runAdminJob(t.ctx, 'PAYMENT_PROCESSING');
    expect(run.counts).toMatchObject({ declined: 1 });
    await threeMinutesLater();
    await reconcileRentPayments(t.ctx);
    const [{ p, r }] = (await autopaymentsOf([contract.id])).filter(({ r }) => r.periodFrom > first.periodTo);
    expect(p.state).toBe('FAILED');
    expect(r.payingStatus).toBe('WAITING_FOR_MANUAL');
    expect((await chargesAtSandbox([p.orderNumber!])).map((c) => c.state)).toEqual(['DECLINED']);
    expect(
      (await mailsTo(t.database.db, owner.email)).filter((m) => m.template === 'rent-payment-failed'),
    ).toHaveLength(1);
  });
});
