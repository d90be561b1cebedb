import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, box, warehouse } from '../../db/schema';
import { call } from '../../testing/accounts';
import { addBoxes, PUBLIC_URL, placeAnonymously, placeBody } from '../../testing/orders';
import { signedInStaff, startStaffTestApp, type StaffTestApp } from '../../testing/staff';

/**
 * The console's floors and boxes: what an operator adds, changes, blocks and deletes, as the caller
 * sees it, with the audit row of each change, the free-box figures search reads, and the refusals
 * (an occupied box blocked, an ordered box deleted, another owner's box).
 */
let t: StaffTestApp;
let admin: string;
let owner: string;
let support: string;
let warehouseId: number;
let otherWarehouse: number;
let otherBox: number;

beforeAll(async () => {
  t = await startStaffTestApp({ PUBLIC_URL });
  ({ warehouseId } = await addBoxes(t, { planWidth: 2000, planHeight: 1200 }, []));
  ({
    warehouseId: otherWarehouse,
    boxIds: [otherBox],
  } = await addBoxes(t, {}, [{}]));
  admin = (await signedInStaff(t, 'ADMIN')).token;
  owner = (await signedInStaff(t, 'OWNER', [warehouseId])).token;
  support = (await signedInStaff(t, 'SUPPORT')).token;
});
afterAll(() => t.close());

const newBox = (fields: Record<string, unknown> = {}) => ({
  name: 'B-001',
  floor: 0,
  widthCm: 150,
  lengthCm: 200,
  heightCm: 250,
  planX: 100,
  planY: 100,
  monthlyRentMinor: 5900,
  ...fields,
});
const layout = async (token = admin) =>
  (await call(t, 'GET', `/api/admin/warehouses/${warehouseId}/layout`, undefined, token)).body;
const figures = async () =>
  (
    await t.database.db
      .select({ free: warehouse.freeBoxCount, priceFrom: warehouse.minFreePriceMinor })
      .from(warehouse)
      .where(eq(warehouse.id, warehouseId))
  )[0];
const lastAudit = async (action: string) =>
  (
    await t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1)
  )[0];

describe('boxes', () => {
  let boxId: number;

  it('are added with their measures, size class, area, lock and first rent, and counted as free', async () => {
    const created = await call(t, 'POST', `/api/admin/warehouses/${warehouseId}/boxes`, newBox(), owner);
    expect(created.status).toBe(201);
    boxId = created.body.id;
    expect(created.body).toMatchObject({
      name: 'B-001',
      areaM2: 3,
      sizeClass: 'SMALL',
      planWidth: 150,
      planHeight: 200,
      monthlyRent: { minor: 5900, currency: 'EUR' },
      lockId: `box:${boxId}`,
      status: 'FREE',
      blockedReason: null,
      ordered: false,
    });
    expect((await layout()).boxes.map((b: { id: number }) => b.id)).toEqual([boxId]);
    expect(await figures()).toEqual({ free: 1, priceFrom: 5900 });
    expect(await lastAudit('box.create')).toMatchObject({ targetId: String(boxId), warehouseId });
  });

  it('refuse a name another box has and a place off the plan, with the field named', async () => {
    const taken = await call(t, 'POST', `/api/admin/warehouses/${warehouseId}/boxes`, newBox(), admin);
    expect(taken.body).toMatchObject({ status: 409, code: 'box/name-taken', fields: [{ path: 'body.name' }] });
    const off = await call(
      t,
      'POST',
      `/api/admin/warehouses/${warehouseId}/boxes`,
      newBox({ name: 'B-9', planX: 1900 }),
      admin,
    );
    expect(off.body).toMatchObject({ status: 400, code: 'box/outside-plan', fields: [{ path: 'body.planX' }] });
  });

  it('are moved and measured again: the size class follows the area, the change is audited before and after', async () => {
    const moved = await call(
      t,
      'PUT',
      `/api/admin/boxes/${boxId}`,
      { name: 'B-001', floor: 0, widthCm: 300, lengthCm: 250, heightCm: 250, planX: 400, planY: 300 },
      owner,
    );
    expect(moved.body).toMatchObject({ areaM2: 7.5, sizeClass: 'LARGE', planX: 400, planY: 300, planWidth: 300 });
    const row = await lastAudit('box.update');
    expect(row.before).toMatchObject({ planX: 100, widthCm: 150 });
    expect(row.after).toMatchObject({ planX: 400, widthCm: 300 });
  });

  it('are blocked with a reason: not offered to customers, not free in search, until unblocked', async () => {
    const blocked = await call(t, 'POST', `/api/admin/boxes/${boxId}/block`, { reason: 'Door repair' }, owner);
    expect(blocked.body).toMatchObject({ status: 'BLOCKED', blockedReason: 'Door repair' });
    expect(await figures()).toEqual({ free: 0, priceFrom: null });
    const customerView = await call(t, 'GET', `/api/client/warehouse/${warehouseId}/boxes`);
    expect(customerView.body.boxes).toEqual([expect.objectContaining({ id: boxId, free: false })]);
    const ordered = await placeAnonymously(t, placeBody(boxId));
    expect(ordered.body).toMatchObject({ status: 409, code: 'Order/Box-not-active' });
    expect(await lastAudit('box.block')).toMatchObject({ reason: 'Door repair', after: { active: false } });

    const unblocked = await call(t, 'POST', `/api/admin/boxes/${boxId}/unblock`, { reason: 'Repaired' }, owner);
    expect(unblocked.body).toMatchObject({ status: 'FREE', blockedReason: null });
    expect(await figures()).toEqual({ free: 1, priceFrom: 5900 });
  });

  it('held by an order cannot be blocked, and once ordered cannot be deleted', async () => {
    const placed = await placeAnonymously(t, placeBody(boxId));
    expect(placed.status).toBe(201);
    const block = await call(t, 'POST', `/api/admin/boxes/${boxId}/block`, { reason: 'Cleaning' }, admin);
    expect(block.body).toMatchObject({ status: 409, code: 'box/occupied' });
    // The order lapses and the box is free again: it still may not go, its order names it.
    await t.database.db.update(box).set({ occupancy: 'FREE', heldUntil: null }).where(eq(box.id, boxId));
    const removed = await call(t, 'DELETE', `/api/admin/boxes/${boxId}`, { reason: 'Not needed' }, admin);
    expect(removed.body).toMatchObject({ status: 409, code: 'box/ordered' });
    expect((await layout()).boxes[0]).toMatchObject({ id: boxId, ordered: true });
  });

  it('never ordered are deleted, with the audit row keeping what they were', async () => {
    const created = await call(
      t,
      'POST',
      `/api/admin/warehouses/${warehouseId}/boxes`,
      newBox({ name: 'B-002' }),
      admin,
    );
    const removed = await call(t, 'DELETE', `/api/admin/boxes/${created.body.id}`, { reason: 'Wall moved' }, owner);
    expect(removed.body).toEqual({ deleted: created.body.id });
    expect((await layout()).boxes.map((b: { name: string }) => b.name)).toEqual(['B-001']);
    expect(await lastAudit('box.delete')).toMatchObject({ reason: 'Wall moved', before: { name: 'B-002' } });
  });
});

describe('floors', () => {
  it('list the floors with their labels and plans, and a floor is added above the highest', async () => {
    expect((await layout()).floors).toEqual([{ floor: 0, label: 'Ground floor', fixtures: [] }]);
    const added = await call(t, 'POST', `/api/admin/warehouses/${warehouseId}/floors`, undefined, owner);
    expect(added).toMatchObject({ status: 201, body: { floor: 1, label: 'Floor 1', fixtures: [] } });
    expect((await layout()).floors.map((f: { floor: number }) => f.floor)).toEqual([0, 1]);
    expect(await lastAudit('floor.add')).toMatchObject({ warehouseId, after: { floor: 1 } });
  });
});

describe('who may', () => {
  it('support reads the boxes but changes none', async () => {
    expect((await layout(support)).boxes).toHaveLength(1);
    const refused = await call(
      t,
      'POST',
      `/api/admin/warehouses/${warehouseId}/boxes`,
      newBox({ name: 'S-1' }),
      support,
    );
    expect(refused.body).toMatchObject({ status: 403, code: 'forbidden' });
  });

  it("an owner finds another owner's box as a box that does not exist, and changes nothing of it", async () => {
    const unknown = await call(t, 'POST', '/api/admin/boxes/2000000000/block', { reason: 'x' }, owner);
    for (const [method, path, body] of [
      ['POST', `/api/admin/boxes/${otherBox}/block`, { reason: 'x' }],
      ['POST', `/api/admin/boxes/${otherBox}/unblock`, { reason: 'x' }],
      ['DELETE', `/api/admin/boxes/${otherBox}`, { reason: 'x' }],
    ] as const) {
      const answer = await call(t, method, path, body, owner);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe(unknown.body.code);
    }
    const [row] = await t.database.db
      .select()
      .from(box)
      .where(and(eq(box.id, otherBox), eq(box.warehouseId, otherWarehouse)));
    expect(row).toMatchObject({ active: true });
  });
});
