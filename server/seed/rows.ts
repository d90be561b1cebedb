import { getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { OperatingCountry } from '@contract/countries';
import type { Db } from '../db/client';
import type { box, floorPlanFixture, warehouse } from '../db/schema';
import { type BoxMixOptions, type GeneratedBox, generateBoxes } from './boxMix';
import { type FloorPlanLayout, layoutFloorPlan } from './floorPlanLayout';
import type { Random } from './random';
import { BARRIER_FREE_BACKUP_ACCESS, DAYTIME_ACCESS } from '../locks/access/hours';

/** Row builders and batched inserts shared by the demo and the synthetic seed. */

export type WarehouseInsert = typeof warehouse.$inferInsert;
export type BoxInsert = typeof box.$inferInsert;
export type FixtureInsert = typeof floorPlanFixture.$inferInsert;

export type Feature =
  | 'barrierFree'
  | 'nonstop'
  | 'heating'
  | 'parking'
  | 'smart'
  | 'video'
  | 'firstMonthFree'
  | 'starter'
  /** Not reachable by car (pedestrian zone, courtyard without a gate). */
  | 'noCar';

export function featureColumns(features: readonly Feature[]) {
  const has = (f: Feature) => features.includes(f);
  return {
    barrierFreeEntrance: has('barrierFree'),
    nonstopEntry: has('nonstop'),
    heating: has('heating'),
    parking: has('parking'),
    smart: has('smart'),
    videoMonitoring: has('video'),
    firstMonthFree: has('firstMonthFree'),
    starterPackage: has('starter'),
    accessibleByCar: !has('noCar'),
    accessHours: has('nonstop') ? null : DAYTIME_ACCESS,
    backupAccessHours: has('barrierFree') ? BARRIER_FREE_BACKUP_ACCESS : null,
  };
}

/** Random but realistic feature set: most sites are 24/7 and monitored, fewer heated or smart. */
export function randomFeatures(rng: Random): Feature[] {
  const features: Feature[] = [];
  if (rng.chance(0.85)) features.push('nonstop');
  if (rng.chance(0.9)) features.push('video');
  if (rng.chance(0.45)) features.push('heating');
  if (rng.chance(0.6)) features.push('parking');
  if (rng.chance(0.5)) features.push('smart');
  if (rng.chance(0.2)) features.push('firstMonthFree');
  if (rng.chance(0.25)) features.push('starter');
  if (rng.chance(0.3)) features.push('barrierFree');
  if (rng.chance(0.05)) features.push('noCar');
  return features;
}

export const callCentrePhone: Record<OperatingCountry, string> = {
  SVK: '+421 2 2090 4444',
  CZE: '+420 228 881 444',
  POL: '+48 22 307 44 44',
  HUN: '+36 1 555 4444',
  ROU: '+40 21 300 4444',
};

export interface PlannedWarehouse {
  boxes: GeneratedBox[];
  layout: FloorPlanLayout;
}

/** Generates the boxes of one warehouse and lays them out on its floor plan. */
export function planWarehouse(
  rng: Random,
  mix: BoxMixOptions,
  plan: { floors: number; office: boolean; lift?: boolean },
): PlannedWarehouse {
  const boxes = generateBoxes(rng, mix);
  const layout = layoutFloorPlan(boxes, { floors: plan.floors, office: plan.office, lift: plan.lift });
  return { boxes, layout };
}

/** Box rows in layout order (A-001, A-002, …). */
export function boxRows(warehouseId: number, planned: PlannedWarehouse): BoxInsert[] {
  return planned.layout.boxes.map((p) => {
    const b = planned.boxes[p.index];
    return {
      warehouseId,
      name: p.name,
      widthCm: b.widthCm,
      lengthCm: b.lengthCm,
      heightCm: b.heightCm,
      floor: p.floor,
      planX: p.x,
      planY: p.y,
      planWidth: p.width,
      planHeight: p.height,
      priceMinor: b.priceMinor,
      insuranceCoverageMinor: b.insuranceCoverageMinor,
      insurancePriceMinor: b.insurancePriceMinor,
      active: b.active,
      occupancy: b.occupancy,
    };
  });
}

export function fixtureRows(warehouseId: number, planned: PlannedWarehouse): FixtureInsert[] {
  return planned.layout.fixtures.map((f) => ({ warehouseId, ...f }));
}

/**
 * Fast bulk insert: one `INSERT … SELECT * FROM unnest($1::type[], $2::type[], …)` per batch, so a
 * statement has one bind parameter per column however many rows it carries, and drizzle's per-value
 * query building is skipped (it dominates the cost of multi-row VALUES inserts). The columns are the
 * keys of the first row; every row must have the same keys (null for SQL NULL).
 */
export async function insertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  batchSize = 5000,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]).filter((k) => k in columns);
  const columnList = sql.join(
    keys.map((k) => sql.identifier(columns[k].name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize) as readonly Record<string, unknown>[];
    const arrays = sql.join(
      keys.map((k) => {
        // A json value goes as its text: a JS array inside the array parameter would become a nested SQL array.
        const json = /^jsonb?$/.test(columns[k].getSQLType());
        const values = batch.map((r) =>
          r[k] === null || r[k] === undefined ? null : json ? JSON.stringify(r[k]) : r[k],
        );
        return sql`${sql.param(values)}::${sql.raw(arrayType(columns[k]))}`;
      }),
      sql`, `,
    );
    await db.execute(sql`insert into ${table} (${columnList}) select * from unnest(${arrays})`);
  }
}

function arrayType(column: PgColumn): string {
  const type = column.getSQLType();
  return `${type === 'serial' ? 'integer' : type}[]`;
}

/** Reserves `count` ids from the serial sequence of `table.id`, so rows can be inserted with known ids. */
export async function allocateIds(db: Db, table: PgTable, count: number): Promise<number[]> {
  if (count === 0) return [];
  const name = getTableConfig(table).name;
  const result = await db.execute(
    sql`select nextval(pg_get_serial_sequence(${name}, 'id'))::int as id from generate_series(1, ${count})`,
  );
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

/** Result rows of `db.execute` on either driver (node-postgres and PGlite both return `{ rows }`). */
export function rowsOf<R>(result: unknown): R[] {
  return Array.isArray(result) ? (result as R[]) : ((result as { rows: R[] }).rows ?? []);
}

/**
 * Sets `free_box_count` of the given warehouses from their boxes. Needed after inserting boxes with
 * triggers switched off; a no-op change otherwise.
 */
export async function recountFreeBoxes(db: Db, warehouseIds: readonly number[]): Promise<void> {
  if (warehouseIds.length === 0) return;
  await db.execute(sql`
    update warehouse w set free_box_count = coalesce(c.n, 0), min_free_price_minor = c.p
    from unnest(${sql.param(warehouseIds)}::integer[]) as ids(id)
    left join (
      select warehouse_id, count(*)::int as n, min(price_minor) as p from box
      where warehouse_id = any(${sql.param(warehouseIds)}::integer[]) and active and occupancy = 'FREE'
      group by warehouse_id
    ) c on c.warehouse_id = ids.id
    where w.id = ids.id`);
}

/** `today + days` as an ISO date (UTC calendar). */
export function isoDatePlusDays(today: Date, days: number): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
}
