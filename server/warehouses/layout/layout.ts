import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminBox, LayoutFloor, WarehouseLayout } from '@contract/admin/layout';
import type { BoxStatus } from '@contract/admin/layout';
import { currencyOfCountry, type OperatingCountry } from '@contract/countries';
import type { Language } from '@contract/primitives';
import { queryRows, type Db } from '../../db/client';
import { box, clientOrder, floorPlanFixture, rentalContract, warehouse, warehouseFloor } from '../../db/schema';
import { notFound } from '../../http/httpError';
import { boxLockIdOf } from '../boxLocks';
import { boxAreaM2, sizeClassOf } from '../boxes';
import { floorLabelOf } from '../floorLabels';

type BoxRow = typeof box.$inferSelect;
export type WarehouseRecord = typeof warehouse.$inferSelect;

export async function findWarehouse(db: Db, id: number): Promise<WarehouseRecord> {
  const [row] = await db.select().from(warehouse).where(eq(warehouse.id, id));
  if (!row) throw notFound('The warehouse');
  return row;
}

/** Where a box stands for the console: blocked (not active) first, else its occupancy. */
export const boxStatusOf = (row: Pick<BoxRow, 'active' | 'occupancy'>): BoxStatus =>
  row.active ? (row.occupancy as BoxStatus) : 'BLOCKED';

/** The boxes of `ids` that were ever ordered or under a contract, paid or not, running or ended. */
export async function orderedBoxes(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const [orders, contracts] = await Promise.all([
    db.selectDistinct({ boxId: clientOrder.boxId }).from(clientOrder).where(inArray(clientOrder.boxId, ids)),
    db.selectDistinct({ boxId: rentalContract.boxId }).from(rentalContract).where(inArray(rentalContract.boxId, ids)),
  ]);
  return new Set([...orders, ...contracts].map((r) => r.boxId));
}

export function toAdminBox(row: BoxRow, w: WarehouseRecord, ordered: boolean): AdminBox {
  const areaM2 = boxAreaM2(row);
  return {
    id: row.id,
    name: row.name,
    floor: row.floor,
    widthCm: row.widthCm,
    lengthCm: row.lengthCm,
    heightCm: row.heightCm,
    areaM2,
    sizeClass: sizeClassOf(areaM2),
    planX: row.planX,
    planY: row.planY,
    planWidth: row.planWidth,
    planHeight: row.planHeight,
    monthlyRent: { minor: row.priceMinor, currency: currencyOfCountry[w.country as OperatingCountry] },
    lockId: boxLockIdOf(w, row.id),
    status: boxStatusOf(row),
    blockedReason: row.active ? null : row.blockedReason,
    ordered,
  };
}

/** A warehouse's floors: the ones operators added and every one its boxes and fixtures stand on. */
export async function floorsOf(db: Db, warehouseId: number): Promise<number[]> {
  const rows = await queryRows<{ floor: number }>(
    db,
    sql`
    select floor from ${warehouseFloor} where warehouse_id = ${warehouseId}
    union select floor from ${box} where warehouse_id = ${warehouseId}
    union select floor from ${floorPlanFixture} where warehouse_id = ${warehouseId}
    order by floor`,
  );
  return rows.map((r) => Number(r.floor));
}

/** The floors with their plans' fixtures and the boxes, as the console's boxes page shows them. */
export async function layoutOf(db: Db, warehouseId: number, language: Language): Promise<WarehouseLayout> {
  const w = await findWarehouse(db, warehouseId);
  const [floors, fixtures, boxes] = await Promise.all([
    floorsOf(db, warehouseId),
    db
      .select()
      .from(floorPlanFixture)
      .where(eq(floorPlanFixture.warehouseId, warehouseId))
      .orderBy(asc(floorPlanFixture.id)),
    db.select().from(box).where(eq(box.warehouseId, warehouseId)).orderBy(asc(box.floor), asc(box.name)),
  ]);
  const ordered = await orderedBoxes(
    db,
    boxes.map((b) => b.id),
  );
  const country = w.country as OperatingCountry;
  return {
    warehouse: {
      id: w.id,
      name: w.name,
      country,
      currency: currencyOfCountry[country],
      planWidth: w.planWidth,
      planHeight: w.planHeight,
      smartLocks: w.lockVersion === 'V2',
    },
    floors: (floors.length ? floors : [0]).map(
      (floor): LayoutFloor => ({
        floor,
        label: floorLabelOf(floor, language),
        fixtures: fixtures
          .filter((f) => f.floor === floor)
          .map((f) => ({
            kind: f.kind as LayoutFloor['fixtures'][number]['kind'],
            x: f.x,
            y: f.y,
            width: f.width,
            height: f.height,
          })),
      }),
    ),
    boxes: boxes.map((b) => toAdminBox(b, w, ordered.has(b.id))),
  };
}
