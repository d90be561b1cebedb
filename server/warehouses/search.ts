import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Warehouse, WarehouseAroundQuery, WarehouseListQuery } from '../../contract/warehouse';
import { queryRows, type Db } from '../db/client';
import { boundingBox } from './geo';
import { toWarehouse, type WarehouseRow } from './rows';
import { distanceFrom, filterConditions, insideBox, searchOrder, warehouseColumns, whereAll } from './searchSql';

type ListQuery = z.infer<typeof WarehouseListQuery>;
type AroundQuery = z.infer<typeof WarehouseAroundQuery> & { excludeId?: number };

/** Rings tried, in metres, when the nearest warehouses are asked for without a radius. */
const NEAREST_RINGS = [25_000, 100_000, 400_000, 1_600_000, 6_400_000];

const rows = (db: Db, query: SQL) => queryRows<WarehouseRow>(db, query);

/** All warehouses (optionally of a country): free boxes first, then by distance from a point if given. */
export async function listWarehouses(db: Db, q: ListQuery): Promise<Warehouse[]> {
  const hasPoint = q.lat !== undefined && q.lng !== undefined;
  const distance = hasPoint ? distanceFrom(q.lat!, q.lng!) : null;
  const result = await rows(
    db,
    sql`select ${warehouseColumns(q.size)}${distance ? sql`, ${distance} as distance` : sql``}
      from warehouse w ${whereAll(filterConditions(q))}
      ${searchOrder(distance)} limit ${q.limit} offset ${q.offset}`,
  );
  return result.map(toWarehouse);
}

/**
 * Warehouses around a point. With a radius: those within it. Without: the nearest `limit`, found by
 * widening rings so that every query stays a bounding-box index scan plus an exact distance check.
 * Either way the result is sorted active first, free boxes first, then by distance.
 */
export async function warehousesAround(db: Db, q: AroundQuery): Promise<Warehouse[]> {
  if (q.radius !== undefined) return withinRadius(db, q, q.radius, 'best-first');
  for (const ring of NEAREST_RINGS) {
    const found = await withinRadius(db, q, ring, 'nearest-first');
    if (found.length >= q.limit) return found;
  }
  return withinRadius(db, q, Number.POSITIVE_INFINITY, 'nearest-first');
}

/**
 * `best-first`: within the radius, the first `limit` by the sort rule (a free warehouse a little
 * further away beats a full one nearby). `nearest-first`: the nearest `limit`, then sorted by the rule.
 */
async function withinRadius(db: Db, q: AroundQuery, radius: number, pick: 'best-first' | 'nearest-first'): Promise<Warehouse[]> {
  const distance = distanceFrom(q.lat, q.lng);
  const conditions = filterConditions(q);
  if (Number.isFinite(radius)) {
    conditions.push(insideBox(boundingBox(q, radius)), sql`${distance} <= ${radius}`);
  }
  const candidates = sql`select ${warehouseColumns(q.size)}, ${distance} as distance from warehouse w ${whereAll(conditions)}`;
  const query =
    pick === 'best-first'
      ? sql`${candidates} ${searchOrder(distance)} limit ${q.limit}`
      : sql`select * from (${candidates} order by distance limit ${q.limit}) w ${searchOrder(sql`w.distance`)}`;
  return (await rows(db, query)).map(toWarehouse);
}
