import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser, box, clientOrder, rentalContract, warehouse } from '../db/schema';
import type { ApiAnswer } from '../testing/accounts';
import { addBoxes, placeAnonymously, placeBody, startOrderTestApp, type OrderTestApp } from '../testing/orders';
import { releaseExpiredHolds } from './holds';

// PGlite serves one connection at a time, so there the 50 orders of a round are placed one after
// another; on PostgreSQL (TEST_DATABASE_URL, as CI runs it) they are fired at once.
const concurrent = Boolean(process.env.TEST_DATABASE_URL);
const ROUNDS = 20;
const ORDERS = 50;

let t: OrderTestApp;
beforeAll(async () => {
  t = await startOrderTestApp();
});
afterAll(() => t.close());
const db = () => t.database.db;

async function round(boxId: number): Promise<{ answers: ApiAnswer[]; emails: string[] }> {
  const bodies = Array.from({ length: ORDERS }, () => placeBody(boxId));
  const emails = bodies.map((b) => b.invoicingDetails.email);
  if (concurrent) return { answers: await Promise.all(bodies.map((b) => placeAnonymously(t, b))), emails };
  const answers: ApiAnswer[] = [];
  for (const b of bodies) answers.push(await placeAnonymously(t, b));
  return { answers, emails };
}

describe(`no double booking (${concurrent ? `${ORDERS} parallel orders on PostgreSQL` : `${ORDERS} sequential orders on PGlite`}, ${ROUNDS} rounds)`, () => {
  it('lets exactly one order hold the box each round; the others get 409 Box/is-taken, never a 5xx', async () => {
    const { warehouseId, boxIds } = await addBoxes(t, {}, [{}, {}]);
    const boxId = boxIds[0];
    for (let r = 0; r < ROUNDS; r += 1) {
      const { answers, emails } = await round(boxId);
      const statuses = answers.map((a) => a.status);
      expect(
        statuses.filter((s) => s >= 500),
        `round ${r}`,
      ).toEqual([]);
      expect(statuses.filter((s) => s === 201).length, `round ${r}`).toBe(1);
      expect(answers.filter((a) => a.status === 409 && a.body.code === 'Box/is-taken').length, `round ${r}`).toBe(
        ORDERS - 1,
      );

      const open = await db()
        .select()
        .from(clientOrder)
        .where(and(eq(clientOrder.boxId, boxId), inArray(clientOrder.status, ['SUBMITTED', 'FAILED'])));
      expect(open.map((o) => o.reference)).toEqual([answers.find((a) => a.status === 201)!.body.orderId]);
      expect((await db().select().from(box).where(eq(box.id, boxId)))[0].occupancy).toBe('HELD');
      expect((await db().select().from(warehouse).where(eq(warehouse.id, warehouseId)))[0].freeBoxCount).toBe(1);
      // Losers leave nothing behind: their transactions rolled back, only the winner's account exists.
      expect((await db().select({ id: appUser.id }).from(appUser).where(inArray(appUser.email, emails))).length).toBe(
        1,
      );

      // End the hold as the sweeper would, so the next round races for the box again.
      await db()
        .update(clientOrder)
        .set({ heldUntil: sql`now() - interval '1 second'` })
        .where(eq(clientOrder.id, open[0].id));
      expect(await releaseExpiredHolds(t.ctx)).toBeGreaterThanOrEqual(1);
      expect((await db().select().from(box).where(eq(box.id, boxId)))[0].occupancy).toBe('FREE');
      expect((await db().select().from(warehouse).where(eq(warehouse.id, warehouseId)))[0].freeBoxCount).toBe(2);
    }
    const orders = await db().select().from(clientOrder).where(eq(clientOrder.boxId, boxId));
    expect(orders.length).toBe(ROUNDS);
    expect(orders.every((o) => o.status === 'CANCELLED')).toBe(true);
    // A thousand orders in twenty races: minutes when the machine is busy with other suites.
  }, 240_000);

  it('is the database’s rule, not only the code’s: a second open order or live contract for a box is refused', async () => {
    const { boxIds } = await addBoxes(t, {}, [{}]);
    const [user] = await db()
      .insert(appUser)
      .values({ email: `db-rule-${Date.now()}@example.com`, firstName: 'A', lastName: 'B' })
      .returning();
    const [w] = await db().select({ id: box.warehouseId }).from(box).where(eq(box.id, boxIds[0]));
    const order = (reference: string, status = 'SUBMITTED') => ({
      reference,
      userId: user.id,
      boxId: boxIds[0],
      warehouseId: w.id,
      country: 'SVK',
      currency: 'EUR',
      language: 'EN',
      periodMonths: 1,
      rentStart: '2030-01-01',
      periodTo: '2030-01-31',
      vatPercent: 23,
      rentMonthlyMinor: 4900,
      insuranceMonthlyMinor: 0,
      insuranceCoverageMinor: 0,
      firstPaymentMinor: 4900,
      discountMinor: 0,
      lines: [],
      invoicingDetails: {},
      returnUrl: 'http://127.0.0.1:3000/x',
      status,
      heldUntil: sql`now()`,
    });
    await db().insert(clientOrder).values(order('ref-open-1'));
    await expect(db().insert(clientOrder).values(order('ref-open-2'))).rejects.toThrow();
    await expect(db().insert(clientOrder).values(order('ref-open-3', 'FAILED'))).rejects.toThrow();
    await db().insert(clientOrder).values(order('ref-closed', 'CANCELLED')); // closed orders do not hold the box
    await db()
      .insert(rentalContract)
      .values({ businessId: 'DB-RULE-1', userId: user.id, boxId: boxIds[0], status: 'ACTIVE' });
    await expect(
      db()
        .insert(rentalContract)
        .values({ businessId: 'DB-RULE-2', userId: user.id, boxId: boxIds[0], status: 'TERMINATING' }),
    ).rejects.toThrow();
  });
});
