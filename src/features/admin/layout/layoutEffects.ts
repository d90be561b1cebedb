import type { AdminBox, BoxCreate, BoxFields, LayoutFloor, WarehouseLayout } from '@contract/admin/layout';
import type { MyListEffects } from '@machines/myList/provider';
import { bodyOf } from '@shared/api/apiFailure';
import { adminApi, type AdminApi } from '../adminApi';

/** What the boxes page changes; each call answers what it changed as it is now. */
export interface LayoutActions {
  addFloor: () => Promise<LayoutFloor>;
  createBox: (body: BoxCreate) => Promise<AdminBox>;
  updateBox: (id: number, body: BoxFields) => Promise<AdminBox>;
  block: (id: number, reason: string) => Promise<AdminBox>;
  unblock: (id: number, reason: string) => Promise<AdminBox>;
  deleteBox: (id: number, reason: string) => Promise<void>;
}

/**
 * The page's one read, through the list machine (loading, failure with "try again", reloading after
 * a change while the page stays): a list of the one warehouse layout.
 */
export const layoutEffects = (warehouseId: number, api: AdminApi = adminApi): MyListEffects<WarehouseLayout> => ({
  load: async () => [bodyOf(await api.layout.get({ params: { warehouseId } }), 200)],
});

export const layoutActions = (warehouseId: number, api: AdminApi = adminApi): LayoutActions => ({
  addFloor: async () => bodyOf(await api.layout.addFloor({ params: { warehouseId } }), 201),
  createBox: async (body) => bodyOf(await api.layout.createBox({ params: { warehouseId }, body }), 201),
  updateBox: async (id, body) => bodyOf(await api.layout.updateBox({ params: { id }, body }), 200),
  block: async (id, reason) => bodyOf(await api.layout.block({ params: { id }, body: { reason } }), 200),
  unblock: async (id, reason) => bodyOf(await api.layout.unblock({ params: { id }, body: { reason } }), 200),
  deleteBox: async (id, reason) => void bodyOf(await api.layout.deleteBox({ params: { id }, body: { reason } }), 200),
});
