import { contract } from '../../contract';
import { todayOf } from '../config/clock';
import type { AppContext } from '../config/context';
import { languageOfRequest } from '../http/language';
import type { ApiRoutes } from '../http/registerApi';
import { warehouseBoxes, warehouseDetail, warehouseFloorPlan } from './detail';
import { recommendedWarehouses } from './recommended';
import { listWarehouses, warehousesAround } from './search';
import { subscribeToFreeBox } from './subscribe';

type Impl = ApiRoutes<typeof contract.warehouse>;

/** Warehouse search, detail, floor plan, alternatives and the notify-me subscription; texts in the request's language. */
export const warehouseRoutes = ({ db, config }: AppContext): Impl => ({
  list: async ({ query, request }) => ({ status: 200, body: await listWarehouses(db, query, languageOfRequest(request)) }),
  around: async ({ query, request }) => ({ status: 200, body: await warehousesAround(db, query, languageOfRequest(request)) }),
  detail: async ({ params, request }) => ({ status: 200, body: await warehouseDetail(db, params.id, languageOfRequest(request), todayOf(config.clock)) }),
  boxes: async ({ params }) => ({ status: 200, body: await warehouseBoxes(db, params.id, todayOf(config.clock)) }),
  floorPlan: async ({ params, request }) => ({ status: 200, body: await warehouseFloorPlan(db, params.id, languageOfRequest(request)) }),
  recommended: async ({ params, query, request }) => ({ status: 200, body: await recommendedWarehouses(db, params.id, query, languageOfRequest(request)) }),
  subscribeNewFreeBox: async ({ params, body, request }) => {
    await subscribeToFreeBox(db, params.id, body, request.ip);
    return { status: 200, body: { subscribed: true as const } };
  },
});
