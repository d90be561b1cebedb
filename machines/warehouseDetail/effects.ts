import type { Warehouse } from '@contract/warehouse';
import type { LoadedWarehouse } from './types';

/**
 * What the detail page's machine needs from outside: the app passes the contract client, stories
 * and tests fakes. Calls reject with a Failure-shaped error (machines/shared/failure.ts); a 404
 * means there is no such warehouse.
 */
export interface WarehouseDetailEffects {
  loadWarehouse: (warehouseId: number, signal: AbortSignal) => Promise<LoadedWarehouse>;
  loadRecommended: (warehouseId: number, signal: AbortSignal) => Promise<Warehouse[]>;
}
