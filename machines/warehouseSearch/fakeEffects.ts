import { nearestBeyondFixture, searchResultsFixture } from '../fixtures/warehouse';
import type { WarehouseSearchEffects } from './effects';
import type { FoundWarehouse } from './types';

/** Warehouses as the main host answers them (`source: null`). */
export const fromMainHost = (warehouses: readonly Omit<FoundWarehouse, 'source'>[]): FoundWarehouse[] =>
  warehouses.map((warehouse) => ({ ...warehouse, source: null }));

/**
 * A main host that finds the fixtures' warehouses wherever the search is, and the nearest ones
 * beyond any area: override single effects (`search: async () => []` for an empty area).
 */
export function fakeWarehouseSearchEffects(overrides: Partial<WarehouseSearchEffects> = {}): WarehouseSearchEffects {
  return {
    search: async () => fromMainHost(searchResultsFixture),
    nearestBeyond: async () => fromMainHost(nearestBeyondFixture),
    ...overrides,
  };
}
