import type { FoundWarehouse, SearchRequest } from './types';

/**
 * What the warehouse search needs from outside: the app passes the fetchers of the main and the
 * secondary hosts, stories and tests fakes. Both calls are cancelled through `signal` when a newer
 * search replaces theirs.
 */
export interface WarehouseSearchEffects {
  search: (request: SearchRequest, signal: AbortSignal) => Promise<FoundWarehouse[]>;
  nearestBeyond: (request: SearchRequest, signal: AbortSignal) => Promise<FoundWarehouse[]>;
}
