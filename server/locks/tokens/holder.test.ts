import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lockAccessLog, rateLimit, rentalContract } from '../../db/schema';
import { northOf } from '../../testing/fixtures';
import { addBoxes } from '../../testing/orders';
import { rentABox, signedInClient, type Tenant } from '../../testing/rentals';
import {
  grant,
  lockStateOf,
  signedInOperator,
  startTokenTestApp,
  unlockByLink,
  validity,
  windowFromNow,
  type TokenTestApp,
} from '../../testing/unlockTokens';

let t: TokenTestApp;
let owner: Tenant;
let contractId: number;
let boxId: number;
let warehouseId: number;
let otherBoxId: number;
let otherWarehouseId: number;
/** A customer's grant from one hour to five hours from the start. */
const HOLDER = 'movers@example.com';
let token: string;
let grantId: number;
let startedAt: Date;
const AT_THE_DOOR = { lat: 48.15, lng: 17.11, accuracy: 10 };

const at = (hours: number) => t.clock.set(new Date(startedAt.getTime() + hours * 3_600_000).toISOString());
const logOfGrant = (id: number) =>
  t.database.db.select().from(lockAccessLog).where(eq(lockAccessLog.unlockTokenId, id)).orderBy(lockAccessLog.id);

beforeAll(async () => {
  t = await startTokenTestApp();
  startedAt = t.clock.now();
  owner = await signedInClient(t);
  const rented = await rentABox(t, owner);
  contractId = rented.contract.id;
  boxId = rented.contract.boxId;
  warehouseId = rented.warehouseId;
  const other = await addBoxes(t);
  otherBoxId = other.boxIds[0];
  otherWarehouseId = other.warehouseId;
  const created = await grant(t, owner, { contractId, email: HOLDER, ...windowFromNow(t, 1, 5) });
  token = created.body.token;
  grantId = created.body.id;
}, 60_000);
afterAll(() => t?.close());
beforeEach(async () => {
  await t.database.db.delete(rateLimit);
  at(0);
});

describe('checking a link', () => {
  it('tells the window, the state by the clock and what the link opens', async () => {
    const before = await validity(t, HOLDER, token);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ email: HOLDER, state: 'NOT_YET_VALID', boxes: [{ id: boxId, warehouseId }] });
    expect(before.body.warehouses).toHaveLength(1);
    expect(before.body.warehouses[0]).toMatchObject({
      id: warehouseId,
      lockVersion: 'V2',
      location: { lat: 48.15, lng: 17.11 },
    });
    at(1);
    expect((await validity(t, HOLDER, token)).body.state).toBe('VALID');
    at(4.9);
    expect((await validity(t, HOLDER, token)).body.state).toBe('VALID');
    at(5);
    expect((await validity(t, HOLDER, token)).body.state).toBe('EXPIRED');
  });

  it('answers an unknown token, a wrong e-mail and a malformed token alike: 404 invalid-link', async () => {
    const answers = await Promise.all([
      validity(t, 'someone@example.com', token),
      validity(t, HOLDER, 'A'.repeat(43)),
      validity(t, HOLDER, 'short-but-valid-length'),
    ]);
    for (const a of answers) {
      expect(a.status).toBe(404);
      expect(a.body).toEqual(answers[0].body);
    }
    expect(answers[0].body.code).toBe('service-access/invalid-link');
  });

  it('accepts the e-mail in any letter case, as the link was typed', async () => {
    expect((await validity(t, 'Movers@Example.COM', token)).status).toBe(200);
  });

  it('allows 30 failed look-ups per client address in 15 minutes, then 429', async () => {
    for (let i = 0; i < 30; i += 1) expect((await validity(t, HOLDER, 'B'.repeat(43), '192.0.2.77')).status).toBe(404);
    expect((await validity(t, HOLDER, token, '192.0.2.77')).status).toBe(429);
    expect((await validity(t, HOLDER, token, '192.0.2.78')).status).toBe(200);
  });
});

describe('opening with a link', () => {
  it('refuses before the window and after it (403), commanding nothing', async () => {
    const early = await unlockByLink(t, 'box-unlock', boxId, HOLDER, token, AT_THE_DOOR);
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('service-access/token-not-yet-valid');
    at(5);
    const late = await unlockByLink(t, 'warehouse-unlock', warehouseId, HOLDER, token, AT_THE_DOOR);
    expect(late.status).toBe(403);
    expect(late.body.code).toBe('service-access/token-expired');
    expect(await lockStateOf(t, `box:${boxId}`)).toBe('LOCKED');
    expect(await lockStateOf(t, `warehouse:${warehouseId}:entrance`)).toBe('LOCKED');
  });

  it('refuses 1 km away: 400 lock-v2/too-far-away, logged as the token’s attempt, commanding nothing', async () => {
    at(2);
    const far = await unlockByLink(t, 'box-unlock', boxId, HOLDER, token, { ...northOf(AT_THE_DOOR, 1), accuracy: 10 });
    expect(far.status).toBe(400);
    expect(far.body.code).toBe('lock-v2/too-far-away');
    expect(await lockStateOf(t, `box:${boxId}`)).toBe('LOCKED');
    const [entry] = (await logOfGrant(grantId)).slice(-1);
    expect(entry).toMatchObject({
      via: 'UNLOCK_TOKEN',
      result: 'REFUSED',
      reason: 'lock-v2/too-far-away',
      contractId,
      userId: null,
    });
  });

  it('answers a box or warehouse the link does not open like an invalid link: 404, commanding nothing', async () => {
    at(2);
    for (const [door, id] of [
      ['box-unlock', otherBoxId],
      ['warehouse-unlock', otherWarehouseId],
      ['warehouse-unlock-backup', otherWarehouseId],
      ['box-unlock', 999_999],
    ] as const) {
      const res = await unlockByLink(t, door, id, HOLDER, token, AT_THE_DOOR);
      expect(res.status, `${door} ${id}`).toBe(404);
      expect(res.body.code).toBe('service-access/invalid-link');
    }
    expect(await lockStateOf(t, `box:${otherBoxId}`)).toBe('LOCKED');
    expect(await lockStateOf(t, `warehouse:${otherWarehouseId}:entrance`)).toBe('LOCKED');
  });

  it('opens the box and the entrance at the warehouse inside the window; the log names the token and the contract', async () => {
    at(2);
    const box = await unlockByLink(t, 'box-unlock', boxId, HOLDER, token, AT_THE_DOOR);
    expect(box.status).toBe(200);
    expect(box.body).toEqual({ unlocked: true, relockAfterSeconds: 30 });
    expect(await lockStateOf(t, `box:${boxId}`)).toBe('UNLOCKED');
    expect((await unlockByLink(t, 'warehouse-unlock', warehouseId, HOLDER, token, AT_THE_DOOR)).status).toBe(200);
    expect(await lockStateOf(t, `warehouse:${warehouseId}:entrance`)).toBe('UNLOCKED');
    // The backup entrance too: at a barrier-free warehouse it is the step-free door.
    expect((await unlockByLink(t, 'warehouse-unlock-backup', warehouseId, HOLDER, token, AT_THE_DOOR)).status).toBe(
      200,
    );
    expect(await lockStateOf(t, `warehouse:${warehouseId}:backup`)).toBe('UNLOCKED');
    const opened = await t.database.db
      .select()
      .from(lockAccessLog)
      .where(and(eq(lockAccessLog.unlockTokenId, grantId), eq(lockAccessLog.result, 'OPENED')))
      .orderBy(lockAccessLog.id);
    expect(opened.map((e) => [e.lockId, e.via, e.contractId, e.userId])).toEqual([
      [`box:${boxId}`, 'UNLOCK_TOKEN', contractId, null],
      [`warehouse:${warehouseId}:entrance`, 'UNLOCK_TOKEN', contractId, null],
      [`warehouse:${warehouseId}:backup`, 'UNLOCK_TOKEN', contractId, null],
    ]);
  });

  it('opens only the entrance with an operator’s warehouse grant, with no contract in the log', async () => {
    const operator = await signedInOperator(t);
    const created = await grant(t, operator, {
      warehouseId: otherWarehouseId,
      email: 'tech@example.com',
      ...windowFromNow(t, 0, 2),
    });
    const box = await unlockByLink(t, 'box-unlock', otherBoxId, 'tech@example.com', created.body.token, AT_THE_DOOR);
    expect(box.status).toBe(404);
    expect((await validity(t, 'tech@example.com', created.body.token)).body).toMatchObject({
      state: 'VALID',
      boxes: [],
      warehouses: [{ id: otherWarehouseId }],
    });
    expect(
      (await unlockByLink(t, 'warehouse-unlock', otherWarehouseId, 'tech@example.com', created.body.token, AT_THE_DOOR))
        .status,
    ).toBe(200);
    const [entry] = await logOfGrant(created.body.id);
    expect(entry).toMatchObject({
      lockId: `warehouse:${otherWarehouseId}:entrance`,
      result: 'OPENED',
      via: 'UNLOCK_TOKEN',
      contractId: null,
    });
  });
});

describe('a link whose contract has ended', () => {
  it('opens nothing and checks as an invalid link: the box may be someone else’s now', async () => {
    at(2);
    await t.database.db.update(rentalContract).set({ status: 'TERMINATED' }).where(eq(rentalContract.id, contractId));
    try {
      expect((await validity(t, HOLDER, token)).body.code).toBe('service-access/invalid-link');
      expect((await unlockByLink(t, 'warehouse-unlock', warehouseId, HOLDER, token, AT_THE_DOOR)).status).toBe(404);
    } finally {
      await t.database.db.update(rentalContract).set({ status: 'ACTIVE' }).where(eq(rentalContract.id, contractId));
    }
  });
});
