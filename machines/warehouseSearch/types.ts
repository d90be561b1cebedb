import type { BoxSize } from '@contract/enums';
import type { OperatingCountryCode } from '@contract/operatingCountries';
import type { Warehouse } from '@contract/warehouse';

/** A search result and the API host it came from: `null` for the main host, else the host's base URL. */
export type FoundWarehouse = Warehouse & { source: string | null };

/**
 * A search the API can answer: around a point within a radius, or every warehouse of a country
 * (of every country when `country` is null).
 */
export type SearchRequest =
  | {
      kind: 'around';
      lat: number;
      lng: number;
      radius: number;
      country: OperatingCountryCode | null;
      size: BoxSize | null;
    }
  | { kind: 'country'; country: OperatingCountryCode | null; size: BoxSize | null };

/** A search request with a key that tells two requests apart (the same key searches once). */
export type KeyedSearchRequest = SearchRequest & { key: string };

export const keyed = (request: SearchRequest): KeyedSearchRequest => ({ ...request, key: JSON.stringify(request) });

export interface WarehouseSearchContext {
  request: KeyedSearchRequest | null;
  /** The last answer; kept while a newer search runs, so the list does not jump. */
  results: FoundWarehouse[];
  /** When nothing is found: the nearest warehouses with free boxes beyond the searched area. */
  nearestBeyond: FoundWarehouse[];
  /** Searches answered so far (0 while the first one runs). */
  answered: number;
}

export type WarehouseSearchEvent = { type: 'search'; request: KeyedSearchRequest } | { type: 'retry' };
