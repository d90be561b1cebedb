import { asc, eq, sql } from 'drizzle-orm';
import type { OperatingCountry } from '@contract/countries';
import type { Language } from '@contract/primitives';
import type { FloorPlan, WarehouseDetail } from '@contract/warehouse';
import { queryRows, type Db } from '../db/client';
import { floorPlanFixture, warehouse } from '../db/schema';
import { notFound } from '../http/httpError';
import { loadBoxes, sizeSummary, toBox, isFree } from './boxes';
import { floorLabelOf } from './floorLabels';
import { photosOf } from './photos';
import { toWarehouse, type WarehouseRow } from './rows';
import { warehouseColumns } from './searchSql';
import { textOf } from './texts';

type WarehouseRecord = typeof warehouse.$inferSelect;

async function findWarehouse(db: Db, id: number): Promise<WarehouseRecord> {
  const [row] = await db.select().from(warehouse).where(eq(warehouse.id, id)).limit(1);
  if (!row) throw notFound(`Warehouse ${id}`);
  return row;
}

/** A box's rent can start today, or on the opening day of a warehouse that is not open yet. */
const rentStartOf = (w: Pick<WarehouseRecord, 'availableFrom'>, today: string) =>
  w.availableFrom && w.availableFrom > today ? w.availableFrom : today;

type DetailRow = WarehouseRow & { description: string | null; opening_hours: string | null };

/** One warehouse with its texts and photos in `language` (falling back as texts.ts says). */
export async function warehouseDetail(db: Db, id: number, language: Language, today: string): Promise<WarehouseDetail> {
  const record = await findWarehouse(db, id);
  const [[row], boxRows, photos] = await Promise.all([
    queryRows<DetailRow>(
      db,
      sql`select ${warehouseColumns(language)}, ${textOf('description', language)} as description,
        ${textOf('opening_hours', language)} as opening_hours from warehouse w where w.id = ${id}`,
    ),
    loadBoxes(db, id),
    photosOf(db, id, record.name, language),
  ]);
  const country = record.country as OperatingCountry;
  const boxes = boxRows.map((b) => toBox(b, country, rentStartOf(record, today)));
  return {
    ...toWarehouse(row),
    description: row.description,
    lockVersion: record.lockVersion === 'V1' ? 'V1' : 'V2',
    openingHours: row.opening_hours,
    contactPhone: record.contactPhone,
    photos,
    sizes: sizeSummary(boxes, record.deactivated),
  };
}

export async function warehouseBoxes(db: Db, id: number, today: string) {
  const record = await findWarehouse(db, id);
  const rows = await loadBoxes(db, id);
  const country = record.country as OperatingCountry;
  const boxes = rows.map((b) => toBox(b, country, rentStartOf(record, today)));
  // A deactivated warehouse takes no orders: show its boxes, none of them free.
  return { warehouseId: id, boxes: record.deactivated ? boxes.map((b) => ({ ...b, free: false })) : boxes };
}

export async function warehouseFloorPlan(db: Db, id: number, language: Language = 'EN'): Promise<FloorPlan> {
  const record = await findWarehouse(db, id);
  const [rows, fixtures] = await Promise.all([
    loadBoxes(db, id),
    db.select().from(floorPlanFixture).where(eq(floorPlanFixture.warehouseId, id)).orderBy(asc(floorPlanFixture.id)),
  ]);
  const country = record.country as OperatingCountry;
  const floors = [...new Set([...rows.map((b) => b.floor), ...fixtures.map((f) => f.floor)])].sort((a, b) => a - b);
  return {
    warehouseId: id,
    width: record.planWidth,
    height: record.planHeight,
    floors: floors.map((floor) => ({
      floor,
      label: floorLabelOf(floor, language),
      boxes: rows
        .filter((b) => b.floor === floor)
        .map((b) => ({
          boxId: b.id,
          name: b.name,
          x: b.planX,
          y: b.planY,
          width: b.planWidth,
          height: b.planHeight,
          sizeClass: toBox(b, country, '').sizeClass,
          state: !b.active
            ? ('inactive' as const)
            : isFree(b) && !record.deactivated
              ? ('free' as const)
              : ('taken' as const),
        })),
      fixtures: fixtures
        .filter((f) => f.floor === floor)
        .map((f) => ({
          kind: f.kind as FloorPlan['floors'][number]['fixtures'][number]['kind'],
          x: f.x,
          y: f.y,
          width: f.width,
          height: f.height,
        })),
    })),
  };
}

export { findWarehouse };
