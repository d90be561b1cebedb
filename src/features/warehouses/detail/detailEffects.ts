import type { Box, FloorPlan, Warehouse, WarehouseDetail } from '@contract/warehouse';
import type { WarehouseApi } from '../warehouseApi';
import type { WarehouseDetailEffects } from '@machines/warehouseDetail/effects';
import { bodyOf } from '@shared/api/apiFailure';

/**
 * The detail page's calls through the app's client: detail, boxes and floor plan together, then the
 * alternatives. Any answer but 200 rejects with the Failure, so the machine can tell a missing
 * warehouse (404) from a failure.
 */
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
        detail: bodyOf(detail, 200) as WarehouseDetail,
        boxes: (bodyOf(boxes, 200) as { boxes: Box[] }).boxes,
        floorPlan: bodyOf(floorPlan, 200) as FloorPlan,
      };
    },
    async loadRecommended(id, signal) {
      const result = await api.warehouse.recommended({ params: { id }, query: { limit: 4 }, fetchOptions: { signal } });
      return bodyOf(result, 200) as Warehouse[];
    },
  };
}
