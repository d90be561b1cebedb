import { sql, type SQL } from 'drizzle-orm';
import type { OperatingCountry } from '@contract/countries';
import type { Place } from '@contract/places';
import { queryRows, type Db } from '../db/client';
import { sqlFoldFrom, sqlFoldTo } from './fold';

const folded = (column: SQL) => sql`lower(translate(${column}, ${sqlFoldFrom}, ${sqlFoldTo}))`;

interface MatchRow {
  id: number;
  name: string;
  country: string;
  street: string;
  street_number: string;
  city: string;
  lat: number;
  lng: number;
}

/**
 * Open warehouses whose name or street has a word starting with the folded query (its words may be
 * separated by any punctuation in the name: "bratislava ruz" finds "Bratislava – Ružinov"); name
 * matches first. The fold is the same as the towns' (see fold.ts).
 */
export async function findWarehouses(db: Db, query: string, limit: number): Promise<Place[]> {
  const words = query.split(' ').filter(Boolean);
  if (words.length === 0) return [];
  // The folded query holds only letters, digits and spaces, so it is safe inside a pattern.
  const pattern = `(^|[^[:alnum:]])${words.join('[^[:alnum:]]+')}`;
  const byName = sql`${folded(sql`w.name`)} ~ ${pattern}`;
  const rows = await queryRows<MatchRow>(
    db,
    sql`select w.id, w.name, w.country, w.street, w.street_number, w.city, w.lat, w.lng from warehouse w
      where not w.deactivated and (${byName} or ${folded(sql`w.street`)} ~ ${pattern})
      order by ${byName} desc, w.name, w.id limit ${limit}`,
  );
  return rows.map((row) => ({
    kind: 'warehouse',
    name: row.name,
    detail: `${row.street} ${row.street_number}, ${row.city}`,
    country: row.country as OperatingCountry,
    location: { lat: Number(row.lat), lng: Number(row.lng) },
    population: null,
    warehouseId: Number(row.id),
  }));
}
