import type { FoundWarehouse } from '../../src/features/warehouses/search/mergeHostResults';
import type { SearchRequest } from '../../src/features/warehouses/search/searchArea';

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
