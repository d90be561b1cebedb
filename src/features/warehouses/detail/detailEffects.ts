import type { Box, FloorPlan, Warehouse, WarehouseDetail } from '../../../../contract/warehouse';
import type { WarehouseApi } from '../warehouseApi';
import type { WarehouseDetailEffects } from '../../../../machines/warehouseDetail/effects';
import { failureOf } from '../../../shared/api/apiFailure';

/** Any answer but 200 rejects with the Failure, so the machine can tell a missing warehouse (404) from a failure. */
function ok<T>(result: { status: number; body: unknown }): T {
  if (result.status !== 200) throw failureOf(result);
  return result.body as T;
}

/** The detail page's calls through the app's client: detail, boxes and floor plan together, then the alternatives. */
export function createDetailEffects(api: WarehouseApi): WarehouseDetailEffects {
  return {
    async loadWarehouse(id, signal) {
      const fetchOptions = { signal };
      const [detail, boxes, floorPlan] = await Promise.all([
        api.warehouse.detail({ params: { id }, fetchOptions }),
        api.warehouse.boxes({ params: { id }, fetchOptions }),
        api.warehouse.floorPlan({ params: { id }, fetchOptions }),
      ]);
      return {
        detail: ok<WarehouseDetail>(detail),
        boxes: ok<{ boxes: Box[] }>(boxes).boxes,
        floorPlan: ok<FloorPlan>(floorPlan),
      };
    },
    async loadRecommended(id, signal) {
      const result = await api.warehouse.recommended({ params: { id }, query: { limit: 4 }, fetchOptions: { signal } });
      return ok<Warehouse[]>(result);
    },
  };
}
