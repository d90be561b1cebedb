import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lockAccessLog, rateLimit, rent, warehouse } from '../../db/schema';
import { call } from '../../testing/accounts';
import { northOf } from '../../testing/fixtures';
import { startOrderTestApp, type OrderTestApp } from '../../testing/orders';
import { billNextPeriod, isoDay, rentABox, signedInClient, type Tenant } from '../../testing/rentals';

let t: OrderTestApp;
let owner: Tenant;
let stranger: Tenant;
let boxId: number;
let warehouseId: number;
let contractId: number;
const AT_THE_DOOR = { lat: 48.15, lng: 17.11, accuracy: 15 };

const unlock = (who: Tenant | null, path: string, location: unknown = AT_THE_DOOR) =>
  call(t, 'POST', `/api/client/lock-v2/${path}`, location, who?.token);
const lockStates = async () =>
  JSON.parse((await t.app.inject({ method: 'GET', url: '/dev/locks.json' })).body) as {
    lockId: string;
    state: string;
  }[];
const stateOf = async (lockId: string) => (await lockStates()).find((l) => l.lockId === lockId)?.state ?? 'LOCKED';
const behave = (lockId: string, behaviour: string) =>
  t.app.inject({ method: 'POST', url: `/dev/locks/${lockId}/behaviour`, payload: { behaviour } });
const logOf = () =>
  t.database.db.select().from(lockAccessLog).where(eq(lockAccessLog.contractId, contractId)).orderBy(lockAccessLog.id);

beforeAll(async () => {
  t = await startOrderTestApp({ LOCK_ACK_TIMEOUT_MS: '400', LOCK_RELOCK_SECONDS: '30' });
  owner = await signedInClient(t);
  stranger = await signedInClient(t);
  const rented = await rentABox(t, owner);
  boxId = rented.contract.boxId;
  contractId = rented.contract.id;
  warehouseId = rented.warehouseId;
}, 60_000);
afterAll(() => t?.close());
// Each case starts with fresh rate-limit windows; the limit itself has its own case.
beforeEach(() => t.database.db.delete(rateLimit));

describe('unlocking from the browser', () => {
  it('opens the box at the warehouse: the controller unlocks it and the answer gives its relock time', async () => {
    const res = await unlock(owner, `box-unlock/${boxId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ unlocked: true, relockAfterSeconds: 30 });
    expect(await stateOf(`box:${boxId}`)).toBe('UNLOCKED');
    const [entry] = (await logOf()).slice(-1);
    expect(entry).toMatchObject({
      lockId: `box:${boxId}`,
      result: 'OPENED',
      via: 'ACCOUNT',
      userId: owner.id,
      reason: null,
      distanceMetres: 0,
    });
  });

  it('opens the entrance and the backup entrance of the warehouse', async () => {
    expect((await unlock(owner, `warehouse-unlock/${warehouseId}`)).status).toBe(200);
    expect(await stateOf(`warehouse:${warehouseId}:entrance`)).toBe('UNLOCKED');
    expect((await unlock(owner, `warehouse-unlock-backup/${warehouseId}`)).status).toBe(200);
    expect(await stateOf(`warehouse:${warehouseId}:backup`)).toBe('UNLOCKED');
  });

  it('refuses 1 km away, and with a fix too coarse to prove nearness, commanding nothing', async () => {
    await behave(`warehouse:${warehouseId}:backup`, 'answer');
    const far = await unlock(owner, `box-unlock/${boxId}`, { ...northOf(AT_THE_DOOR, 1), accuracy: 10 });
    expect(far.status).toBe(400);
    expect(far.body).toMatchObject({ status: 400, code: 'lock-v2/too-far-away' });
    const coarse = await unlock(owner, `box-unlock/${boxId}`, { ...AT_THE_DOOR, accuracy: 900 });
    expect(coarse.body).toMatchObject({ code: 'lock-v2/too-far-away' });
    const refused = (await logOf()).slice(-2);
    expect(refused.map((r) => [r.result, r.reason])).toEqual([
      ['REFUSED', 'lock-v2/too-far-away'],
      ['REFUSED', 'lock-v2/too-far-away'],
    ]);
    expect(refused[0].distanceMetres).toBeGreaterThan(990);
  });

  it('refuses outside the lock hours; the backup entrance keeps its own hours', async () => {
    const never = [{ days: [], from: '00:00', to: '24:00' }];
    await t.database.db.update(warehouse).set({ backupAccessHours: never }).where(eq(warehouse.id, warehouseId));
    const closed = await unlock(owner, `warehouse-unlock-backup/${warehouseId}`);
    expect(closed.status).toBe(400);
    expect(closed.body).toMatchObject({ code: 'lock-v2/lock-is-out-of-time' });
    expect((await unlock(owner, `warehouse-unlock/${warehouseId}`)).status).toBe(200);
    await t.database.db.update(warehouse).set({ accessHours: never }).where(eq(warehouse.id, warehouseId));
    expect((await unlock(owner, `box-unlock/${boxId}`)).body).toMatchObject({ code: 'lock-v2/lock-is-out-of-time' });
    await t.database.db
      .update(warehouse)
      .set({ accessHours: null, backupAccessHours: null })
      .where(eq(warehouse.id, warehouseId));
  });

  it('answers someone else’s box or warehouse, an unknown id and no sign-in like nothing there', async () => {
    for (const path of [
      `box-unlock/${boxId}`,
      `warehouse-unlock/${warehouseId}`,
      `warehouse-unlock-backup/${warehouseId}`,
      'box-unlock/999999',
    ]) {
      const res = await unlock(stranger, path);
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ status: 404, code: 'not-found' });
    }
    expect((await unlock(null, `box-unlock/${boxId}`)).status).toBe(401);
    expect((await call(t, 'GET', `/api/client/lock-v2/access-log/${boxId}`, undefined, stranger.token)).status).toBe(
      404,
    );
  });

  it('rejects a malformed location with the catalogue shape', async () => {
    for (const body of [
      {},
      { lat: 91, lng: 17, accuracy: 5 },
      { lat: 48, lng: 17, accuracy: -1 },
      { lat: '48', lng: 17, accuracy: 5 },
    ]) {
      const res = await unlock(owner, `box-unlock/${boxId}`, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, code: expect.any(String), detail: expect.any(String) });
    }
  });

  it('says the lock did not respond when its controller stays silent, and records nothing as opened', async () => {
    await behave(`box:${boxId}`, 'silent');
    const res = await unlock(owner, `box-unlock/${boxId}`);
    expect(res.status).toBe(504);
    expect(res.body).toMatchObject({ code: 'lock-v2/no-response' });
    await behave(`box:${boxId}`, 'refuse');
    expect((await unlock(owner, `box-unlock/${boxId}`)).body).toMatchObject({
      status: 503,
      code: 'lock-v2/lock-refused',
    });
    await behave(`box:${boxId}`, 'answer');
    expect((await logOf()).slice(-2).map((r) => [r.result, r.reason])).toEqual([
      ['NO_RESPONSE', 'lock-v2/no-response'],
      ['REFUSED', 'lock-v2/lock-refused'],
    ]);
  });

  it('keeps the locks closed while a rent is unpaid past the grace days, and opens them once it is paid', async () => {
    const issued = await billNextPeriod(t, contractId);
    await t.database.db
      .update(rent)
      .set({ dueOn: isoDay(-15) })
      .where(eq(rent.id, issued.rentId));
    const res = await unlock(owner, `warehouse-unlock/${warehouseId}`);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'lock-v2/rent-overdue' });
    await t.database.db
      .update(rent)
      .set({ dueOn: isoDay(-13) })
      .where(eq(rent.id, issued.rentId));
    expect((await unlock(owner, `warehouse-unlock/${warehouseId}`)).status).toBe(200);
    await t.database.db
      .update(rent)
      .set({ dueOn: isoDay(-15), status: 'PAID' })
      .where(eq(rent.id, issued.rentId));
    expect((await unlock(owner, `warehouse-unlock/${warehouseId}`)).status).toBe(200);
  });

  it('shows the owner the attempts on their box and its entrances, newest first', async () => {
    const res = await call(t, 'GET', `/api/client/lock-v2/access-log/${boxId}`, undefined, owner.token);
    expect(res.status).toBe(200);
    const entries = res.body as {
      at: string;
      lock: string;
      result: string;
      by: string | null;
      reason: string | null;
    }[];
    expect(entries.length).toBe((await logOf()).length);
    expect(entries[0]).toMatchObject({ lock: 'ENTRANCE', result: 'OPENED', by: null, via: 'ACCOUNT' });
    expect(entries.map((e) => e.at)).toEqual([...entries.map((e) => e.at)].sort().reverse());
    expect(entries.some((e) => e.lock === 'BOX' && e.result === 'REFUSED' && e.reason === 'lock-v2/too-far-away')).toBe(
      true,
    );
  });

  it('limits unlocks per person: past 12 in five minutes the answer is 429, and it is logged', async () => {
    const someone = await signedInClient(t);
    const rented = await rentABox(t, someone);
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1)
      statuses.push(
        (await unlock(someone, `box-unlock/${rented.contract.boxId}`, { ...northOf(AT_THE_DOOR, 2), accuracy: 5 }))
          .status,
      );
    expect(statuses.slice(0, 12).every((s) => s === 400)).toBe(true);
    expect(statuses[12]).toBe(429);
    const [last] = await t.database.db
      .select()
      .from(lockAccessLog)
      .where(eq(lockAccessLog.contractId, rented.contract.id))
      .orderBy(lockAccessLog.id)
      .then((r) => r.slice(-1));
    expect(last).toMatchObject({ result: 'REFUSED', reason: 'rate-limited' });
  });
});
