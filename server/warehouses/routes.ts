import type { RouterImplementation } from '@ts-rest/fastify';
import type { contract } from '@contract/index';
import { todayOf } from '../config/clock';
import type { AppContext } from '../config/context';
import { languageOfRequest } from '../http/language';
import { publicReadCache } from '../http/publicCache';
import type { ApiRoutes } from '../http/registerApi';
import { warehouseBoxes, warehouseDetail, warehouseFloorPlan } from './detail';
import { recommendedWarehouses } from './recommended';
import { listWarehouses, warehousesAround } from './search';
import { subscribeToFreeBox } from './subscribe';

type Impl = ApiRoutes<typeof contract.warehouse>;
type HandlerOf<K extends keyof typeof contract.warehouse> = Extract<
  RouterImplementation<typeof contract.warehouse>[K],
  (...args: never[]) => unknown
>;

/** A public read: the handler with an ETag, a short public Cache-Control and 304 for a matching If-None-Match. */
const cached = <H>(handler: H) => ({ handler, hooks: { onSend: publicReadCache } });

/** Warehouse search, detail, floor plan, alternatives and the notify-me subscription; texts in the request's language. */
export const warehouseRoutes = ({ db, config }: AppContext): Impl => ({
  list: cached<HandlerOf<'list'>>(async ({ query, request }) => ({
    status: 200,
    body: await listWarehouses(db, query, languageOfRequest(request)),
  })),
  around: cached<HandlerOf<'around'>>(async ({ query, request }) => ({
    status: 200,
    body: await warehousesAround(db, query, languageOfRequest(request)),
  })),
  detail: cached<HandlerOf<'detail'>>(async ({ params, request }) => ({
    status: 200,
    body: await warehouseDetail(db, params.id, languageOfRequest(request), todayOf(config.clock)),
  })),
  boxes: cached<HandlerOf<'boxes'>>(async ({ params }) => ({
    status: 200,
    body: await warehouseBoxes(db, params.id, todayOf(config.clock)),
  })),
  floorPlan: cached<HandlerOf<'floorPlan'>>(async ({ params, request }) => ({
    status: 200,
    body: await warehouseFloorPlan(db, params.id, languageOfRequest(request)),
  })),
  recommended: cached<HandlerOf<'recommended'>>(async ({ params, query, request }) => ({
    status: 200,
    body: await recommendedWarehouses(db, params.id, query, languageOfRequest(request)),
  })),
  subscribeNewFreeBox: async ({ params, body, request }) => {
    await subscribeToFreeBox(db, params.id, body, request.ip);
    return { status: 200, body: { subscribed: true as const } };
  },
});
