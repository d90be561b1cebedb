import { initServer } from '@ts-rest/fastify';
import { contract } from '../../contract';
import type { AppContext } from '../context';
import { warehouseBoxes, warehouseDetail, warehouseFloorPlan } from './detail';
import { recommendedWarehouses } from './recommended';
import { listWarehouses, warehousesAround } from './search';

const s = initServer();

type Impl = Parameters<typeof s.router<typeof contract.warehouse>>[1];

/** Warehouse read calls. The notify-me subscription arrives with its own capability (issue 5). */
export const warehouseRoutes = ({ db }: AppContext): Partial<Impl> => ({
  list: async ({ query }) => ({ status: 200, body: await listWarehouses(db, query) }),
  around: async ({ query }) => ({ status: 200, body: await warehousesAround(db, query) }),
  detail: async ({ params }) => ({ status: 200, body: await warehouseDetail(db, params.id) }),
  boxes: async ({ params }) => ({ status: 200, body: await warehouseBoxes(db, params.id) }),
  floorPlan: async ({ params }) => ({ status: 200, body: await warehouseFloorPlan(db, params.id) }),
  recommended: async ({ params, query }) => ({ status: 200, body: await recommendedWarehouses(db, params.id, query) }),
});
