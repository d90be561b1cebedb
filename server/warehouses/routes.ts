import { contract } from '../../contract';
import type { AppContext } from '../config/context';
import type { ApiRoutes } from '../http/registerApi';
import { warehouseBoxes, warehouseDetail, warehouseFloorPlan } from './detail';
import { recommendedWarehouses } from './recommended';
import { listWarehouses, warehousesAround } from './search';
import { subscribeToFreeBox } from './subscribe';

type Impl = ApiRoutes<typeof contract.warehouse>;

/** Warehouse search, detail, floor plan, alternatives and the notify-me subscription. */
export const warehouseRoutes = ({ db }: AppContext): Impl => ({
  list: async ({ query }) => ({ status: 200, body: await listWarehouses(db, query) }),
  around: async ({ query }) => ({ status: 200, body: await warehousesAround(db, query) }),
  detail: async ({ params }) => ({ status: 200, body: await warehouseDetail(db, params.id) }),
  boxes: async ({ params }) => ({ status: 200, body: await warehouseBoxes(db, params.id) }),
  floorPlan: async ({ params }) => ({ status: 200, body: await warehouseFloorPlan(db, params.id) }),
  recommended: async ({ params, query }) => ({ status: 200, body: await recommendedWarehouses(db, params.id, query) }),
  subscribeNewFreeBox: async ({ params, body, request }) => {
    await subscribeToFreeBox(db, params.id, body, request.ip);
    return { status: 200, body: { subscribed: true as const } };
  },
});
