import type { contract } from '@contract/index';
import { todayOf } from '../../config/clock';
import type { AppContext } from '../../config/context';
import type { ApiRoutes } from '../../http/registerApi';
import { staffOf } from '../../staff/guard';
import { warehousePrices } from './consolePrices';
import { schedulePrice, withdrawPrice } from './schedule';

/** The console's prices (contract.admin.prices); the guard has checked the role of each call. */
export function priceConsoleRoutes(ctx: AppContext): ApiRoutes<typeof contract.admin.prices> {
  return {
    get: async ({ params, request }) => ({
      status: 200,
      body: await warehousePrices(ctx.db, staffOf(request), params.warehouseId, todayOf(ctx.config.clock)),
    }),
    schedule: async ({ params, body, request }) => ({
      status: 201,
      body: await schedulePrice(ctx, staffOf(request), params.warehouseId, body),
    }),
    withdraw: async ({ params, body, request }) => ({
      status: 200,
      body: await withdrawPrice(ctx, staffOf(request), params.id, body.reason),
    }),
  };
}
