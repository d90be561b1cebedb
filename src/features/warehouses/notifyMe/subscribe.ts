import type { WarehouseApi } from '../warehouseApi';
import type { SubscribeEffect } from '@machines/notifyMe/effects';
import { failureOf } from '@shared/api/apiFailure';

/** PUT …/subscribe/new-free-box; any answer but 200 rejects with the Failure (status, code, fields). */
export const subscribeWith =
  (api: WarehouseApi): SubscribeEffect =>
  async (warehouseId, body) => {
    const result = await api.warehouse.subscribeNewFreeBox({ params: { id: warehouseId }, body });
    if (result.status !== 200) throw failureOf(result);
  };
