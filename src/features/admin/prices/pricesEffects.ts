import type { PriceChange, PriceChangeRequest, WarehousePrices } from '@contract/admin/prices';
import type { MyListEffects } from '@machines/myList/provider';
import { bodyOf } from '@shared/api/apiFailure';
import { adminApi, type AdminApi } from '../adminApi';

export interface PriceActions {
  schedule: (body: PriceChangeRequest) => Promise<PriceChange>;
  withdraw: (id: number, reason: string) => Promise<PriceChange>;
}

/** The page's one read through the list machine: a list of the one warehouse's prices. */
export const pricesEffects = (warehouseId: number, api: AdminApi = adminApi): MyListEffects<WarehousePrices> => ({
  load: async () => [bodyOf(await api.prices.get({ params: { warehouseId } }), 200)],
});

export const priceActions = (warehouseId: number, api: AdminApi = adminApi): PriceActions => ({
  schedule: async (body) => bodyOf(await api.prices.schedule({ params: { warehouseId }, body }), 201),
  withdraw: async (id, reason) => bodyOf(await api.prices.withdraw({ params: { id }, body: { reason } }), 200),
});
