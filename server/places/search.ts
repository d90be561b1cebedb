import type { Place } from '@contract/places';
import type { Language } from '@contract/primitives';
import type { Db } from '../db/client';
import { fold } from './fold';
import { findTowns, loadTownIndex } from './towns';
import { findWarehouses } from './warehouseMatches';

/**
 * Towns first (most inhabitants first), then warehouses by name or street. When both match, the
 * warehouses keep a third of the places (at least one when there is room for two), so a street
 * search is not crowded out by towns, and a single answer is the largest town.
 */
export async function searchPlaces(db: Db, query: { q: string; limit: number }, language: Language): Promise<Place[]> {
  const folded = fold(query.q);
  if (!folded) return [];
  const [towns, warehouses] = await Promise.all([
    loadTownIndex().then((index) => findTowns(index, folded, language, query.limit)),
    findWarehouses(db, folded, query.limit),
  ]);
  const townCount = Math.min(
    towns.length,
    Math.max(query.limit - warehouses.length, query.limit - Math.floor(query.limit / 3)),
  );
  return [...towns.slice(0, townCount), ...warehouses.slice(0, query.limit - townCount)];
}
