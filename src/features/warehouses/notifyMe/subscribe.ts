import type { WarehouseApi } from '../warehouseApi';
import type { SubscribeEffect } from '../../../../machines/notifyMe/provider';

/** PUT …/subscribe/new-free-box; any answer but 200 rejects with the error envelope and its status. */
export const subscribeWith =
  (api: WarehouseApi): SubscribeEffect =>
  async (warehouseId, body) => {
    const result = await api.warehouse.subscribeNewFreeBox({ params: { id: warehouseId }, body });
    if (result.status !== 200) throw { ...(typeof result.body === 'object' ? result.body : {}), status: result.status };
  };
