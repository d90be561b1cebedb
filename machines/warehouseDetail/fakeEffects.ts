import { boxesFixture, detailFixture, floorPlanFixture, searchResultsFixture } from '../fixtures/warehouse';
import type { WarehouseDetailEffects } from './effects';
import type { LoadedWarehouse } from './types';

/** The fixtures' warehouse under the id asked for, with its boxes (some free) and floor plan. */
export const loadedWarehouseFixture = (warehouseId = 1): LoadedWarehouse => ({
  detail: detailFixture({ id: warehouseId }),
  boxes: boxesFixture(warehouseId),
  floorPlan: floorPlanFixture(warehouseId),
});

/** A server that knows every warehouse and two alternatives nearby: override single effects. */
export function fakeWarehouseDetailEffects(overrides: Partial<WarehouseDetailEffects> = {}): WarehouseDetailEffects {
  return {
    loadWarehouse: async (warehouseId) => loadedWarehouseFixture(warehouseId),
    loadRecommended: async () => searchResultsFixture.slice(1, 3),
    ...overrides,
  };
}
