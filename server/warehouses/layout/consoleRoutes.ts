import type { contract } from '@contract/index';
import type { AppContext } from '../../config/context';
import type { ApiRoutes } from '../../http/registerApi';
import { languageOfRequest } from '../../http/language';
import { staffOf } from '../../staff/guard';
import { assertWarehouseInScope } from '../../staff/scope';
import { blockBox, createBox, deleteBox, unblockBox, updateBox } from './boxChanges';
import { addFloor } from './floors';
import { layoutOf } from './layout';

/** The console's floors and boxes (contract.admin.layout); the guard has checked the role of each call. */
export function layoutConsoleRoutes(ctx: AppContext): ApiRoutes<typeof contract.admin.layout> {
  return {
    get: async ({ params, request }) => {
      assertWarehouseInScope(staffOf(request), params.warehouseId);
      return { status: 200, body: await layoutOf(ctx.db, params.warehouseId, languageOfRequest(request)) };
    },
    addFloor: async ({ params, request }) => ({
      status: 201,
      body: await addFloor(ctx, staffOf(request), params.warehouseId, languageOfRequest(request)),
    }),
    createBox: async ({ params, body, request }) => ({
      status: 201,
      body: await createBox(ctx, staffOf(request), params.warehouseId, body),
    }),
    updateBox: async ({ params, body, request }) => ({
      status: 200,
      body: await updateBox(ctx, staffOf(request), params.id, body),
    }),
    block: async ({ params, body, request }) => ({
      status: 200,
      body: await blockBox(ctx, staffOf(request), params.id, body.reason),
    }),
    unblock: async ({ params, body, request }) => ({
      status: 200,
      body: await unblockBox(ctx, staffOf(request), params.id, body.reason),
    }),
    deleteBox: async ({ params, body, request }) => ({
      status: 200,
      body: await deleteBox(ctx, staffOf(request), params.id, body.reason),
    }),
  };
}
