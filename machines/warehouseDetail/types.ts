import type { Box, FloorPlan, Warehouse, WarehouseDetail } from '@contract/warehouse';

/** Everything the detail page needs before it can show anything useful. */
export interface LoadedWarehouse {
  detail: WarehouseDetail;
  boxes: Box[];
  floorPlan: FloorPlan;
}

export interface WarehouseDetailContext {
  warehouseId: number;
  loaded: LoadedWarehouse | null;
  /** Alternatives nearby; empty until loaded, and left empty if they cannot be. */
  recommended: Warehouse[];
  /** The box picked on the floor plan (or in the list); only a free box of an open warehouse. */
  selectedBoxId: number | null;
}

export type WarehouseDetailEvent = { type: 'select-box'; boxId: number | null } | { type: 'retry' };

/** Orders are possible for a free box of a warehouse that is not deactivated. */
export function canOrder(loaded: LoadedWarehouse | null, boxId: number): boolean {
  if (!loaded || loaded.detail.deactivation.deactivated) return false;
  return loaded.boxes.some((box) => box.id === boxId && box.free);
}
