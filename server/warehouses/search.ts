import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Language } from '@contract/primitives';
import type { Warehouse, WarehouseAroundQuery, WarehouseListQuery } from '@contract/warehouse';
import { queryRows, type Db } from '../db/client';
import { toWarehouse, type WarehouseRow } from './rows';
import {
  distanceFrom,
  filterConditions,
  nearestFirst,
  searchOrder,
  warehouseColumns,
  whereAll,
  withinChord,
} from './searchSql';

type ListQuery = z.infer<typeof WarehouseListQuery>;
type AroundQuery = z.infer<typeof WarehouseAroundQuery> & { excludeId?: number };

const search = async (db: Db, query: SQL) => (await queryRows<WarehouseRow>(db, query)).map(toWarehouse);

/** All warehouses (optionally of a country): free boxes first, then by distance from a point if given; texts in `language`. */
export function listWarehouses(db: Db, q: ListQuery, language: Language): Promise<Warehouse[]> {
  const distance = q.lat !== undefined && q.lng !== undefined ? distanceFrom(q.lat, q.lng) : null;
  return search(
    db,
    sql`select ${warehouseColumns(language, q.size)}, ${distance ?? sql`null::float8`} as distance
      from warehouse w ${whereAll(filterConditions(q))}
      ${searchOrder(distance)} limit ${q.limit} offset ${q.offset}`,
  );
}

/**
 * Warehouses around a point, sorted active first, free boxes first, then by distance.
 * With a radius: the best `limit` inside it (a free warehouse a little further away beats a full
 * one nearby). Without: the nearest `limit`, however far, then sorted the same way.
 * Each is one query backed by the sphere index.
 */
export function warehousesAround(db: Db, q: AroundQuery, language: Language): Promise<Warehouse[]> {
  const distance = distanceFrom(q.lat, q.lng);
  const columns = sql`${warehouseColumns(language, q.size)}, ${distance} as distance`;
  if (q.radius !== undefined) {
    const conditions = [...filterConditions(q), withinChord(q.lat, q.lng, q.radius), sql`${distance} <= ${q.radius}`];
    return search(
      db,
      sql`select ${columns} from warehouse w ${whereAll(conditions)} ${searchOrder(distance)} limit ${q.limit}`,
    );
  }
  return search(
    db,
    sql`select * from (
        select ${columns} from warehouse w ${whereAll(filterConditions(q))}
        order by ${nearestFirst(q.lat, q.lng)} limit ${q.limit}
      ) w ${searchOrder(sql`w.distance`)}`,
  );
}
