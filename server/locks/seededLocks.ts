import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { box, warehouse } from '../db/schema';
import { backupEntranceLockId, boxLockId, entranceLockId } from './controller';
import type { SimulatedLockSpec } from './simulator';

/**
 * The smart (V2) locks in the database: each V2 warehouse's entrance and backup entrance and each of
 * its boxes. V1 warehouses have no online locks.
 */
export async function v2LocksOf(db: Db): Promise<SimulatedLockSpec[]> {
  const warehouses = await db
    .select({ id: warehouse.id, name: warehouse.name })
    .from(warehouse)
    .where(eq(warehouse.lockVersion, 'V2'))
    .orderBy(asc(warehouse.id));
  const boxes = await db
    .select({ id: box.id, name: box.name, warehouseId: box.warehouseId })
    .from(box)
    .innerJoin(warehouse, eq(box.warehouseId, warehouse.id))
    .where(eq(warehouse.lockVersion, 'V2'))
    .orderBy(asc(box.warehouseId), asc(box.id));
  const boxesOf = new Map<number, typeof boxes>();
  for (const b of boxes) {
    const list = boxesOf.get(b.warehouseId);
    if (list) list.push(b);
    else boxesOf.set(b.warehouseId, [b]);
  }
  return warehouses.flatMap((w) => [
    { lockId: entranceLockId(w.id), label: `${w.name}: entrance` },
    { lockId: backupEntranceLockId(w.id), label: `${w.name}: backup entrance` },
    ...(boxesOf.get(w.id) ?? []).map((b) => ({ lockId: boxLockId(b.id), label: `${w.name}: box ${b.name}` })),
  ]);
}
