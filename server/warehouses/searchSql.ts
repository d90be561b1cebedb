import { sql, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_M } from '@contract/mapPresets';
import type { BoxSize } from '@contract/enums';
import type { Language } from '@contract/primitives';
import { sizeClassBounds } from '@contract/warehouse';
import { textOf } from './texts';

/** SQL fragments shared by the warehouse list, nearby search and recommendations. */

/** Haversine distance in metres from a point to the warehouse row `w`, same radius as geo.ts. */
export const distanceFrom = (lat: number, lng: number): SQL => sql`(2 * ${EARTH_RADIUS_M}::float8 * asin(least(1, sqrt(
  power(sin(radians(w.lat - ${lat}::float8) / 2), 2)
  + cos(radians(${lat}::float8)) * cos(radians(w.lat)) * power(sin(radians(w.lng - ${lng}::float8) / 2), 2)))))`;

const unitVector = (lat: number, lng: number) => sql`geo_unit_vector(${lat}::float8, ${lng}::float8)`;

/**
 * Index-backed prefilter for "within `radius` metres": the warehouse's unit vector lies in the cube
 * around the centre's with half-side equal to the chord of that radius (2·sin(θ/2) on the unit
 * sphere). The cube holds the whole spherical cap; the exact distance check follows.
 */
export const withinChord = (lat: number, lng: number, radius: number): SQL => {
  const chord = 2 * Math.sin(Math.min(Math.PI, radius / EARTH_RADIUS_M) / 2) * 1.000001;
  return sql`geo_unit_vector(w.lat, w.lng) <@ cube_enlarge(${unitVector(lat, lng)}, ${chord}::float8, 3)`;
};

/** Nearest first, in exact great-circle order, as a k-nearest-neighbour scan of the sphere index. */
export const nearestFirst = (lat: number, lng: number): SQL =>
  sql`geo_unit_vector(w.lat, w.lng) <-> ${unitVector(lat, lng)}`;

/** Box area in cm² within a size class (sizeFrom, sizeTo], bounds given in m². */
export const boxInSizeClass = (size: BoxSize): SQL => {
  const { sizeFrom, sizeTo } = sizeClassBounds[size];
  const area = sql`(b.width_cm * b.length_cm)`;
  const lower = sql`${area} > ${Math.round(sizeFrom * 10_000)}`;
  return sizeTo === null ? lower : sql`${lower} and ${area} <= ${Math.round(sizeTo * 10_000)}`;
};

export interface SearchFilters {
  country?: string;
  size?: BoxSize;
  onlyFree?: boolean;
  excludeId?: number;
}

export function filterConditions(f: SearchFilters): SQL[] {
  const conditions: SQL[] = [];
  if (f.country) conditions.push(sql`w.country = ${f.country}`);
  if (f.excludeId) conditions.push(sql`w.id <> ${f.excludeId}`);
  if (f.onlyFree || f.size) conditions.push(sql`not w.deactivated and w.free_box_count > 0`);
  if (f.size) {
    conditions.push(sql`exists (select 1 from box b where b.warehouse_id = w.id and b.active
      and b.occupancy = 'FREE' and ${boxInSizeClass(f.size)})`);
  }
  return conditions;
}

export const whereAll = (conditions: SQL[]): SQL =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

/**
 * Columns every search returns. `price_from` is the cheapest free box: kept on the row by a trigger,
 * or looked up among the boxes of the size class when the search is for one size. The address note is
 * the one in `language` (see texts.ts).
 */
export const warehouseColumns = (
  language: Language,
  size?: BoxSize,
): SQL => sql`w.id, w.name, w.country, w.branch_code, w.street,
  w.street_number, w.city, w.zip, ${textOf('address_note', language)} as address_note, w.lat, w.lng, w.barrier_free_entrance, w.nonstop_entry,
  w.heating, w.parking, w.smart, w.video_monitoring, w.first_month_free, w.starter_package,
  w.accessible_by_car, w.deactivated, w.free_box_count,
  case when w.available_from > current_date then to_char(w.available_from, 'YYYY-MM-DD') end as available_from,
  ${
    size
      ? sql`(select min(b.price_minor) from box b where b.warehouse_id = w.id and b.active
    and b.occupancy = 'FREE' and ${boxInSizeClass(size)})`
      : sql`w.min_free_price_minor`
  } as price_from`;

/** Search results: active warehouses first, then those with free boxes, then by distance. */
export const searchOrder = (distance: SQL | null): SQL =>
  sql`order by w.deactivated, (not w.deactivated and w.free_box_count > 0) desc${distance ? sql`, ${distance}` : sql``}, w.name, w.id`;
