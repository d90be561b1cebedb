import type { Place } from '@contract/places';
import { placeQueryLength } from '@contract/placeQuery';
import { bodyOf } from '@shared/api/apiFailure';
import type { WarehouseApi } from '../warehouseApi';

/** Looks places up for the search field; rejects when the server cannot answer. */
export type FindPlaces = (query: string, signal: AbortSignal) => Promise<Place[]>;

/** Places suggested at once: enough to choose from, few enough to fit a phone screen. */
export const suggestionLimit = 8;

/** The place search through the app's client (page language, session id), as every call. */
export const placeFinder =
  (api: WarehouseApi): FindPlaces =>
  async (query, signal) =>
    bodyOf(
      await api.places.search({
        query: { q: query.trim().slice(0, placeQueryLength.max), limit: suggestionLimit },
        fetchOptions: { signal },
      }),
      200,
    );

/** The zoom a chosen place opens at: a city wider than a town, a warehouse at street level. */
export function zoomForPlace(place: Place): number {
  if (place.kind === 'warehouse') return 15;
  const population = place.population ?? 0;
  return population >= 500_000 ? 11 : population >= 50_000 ? 12 : 13;
}
