import type { contract } from '@contract/index';
import { todayOf } from '../../config/clock';
import type { AppContext } from '../../config/context';
import { languageOfRequest } from '../../http/language';
import type { ApiHandlers } from '../../http/registerApi';
import { staffOf } from '../../staff/guard';
import { assertWarehouseInScope } from '../../staff/scope';
import { warehouseEditorOf } from './editor';
import { publicHolidays } from './holidays';
import { arrangePhotos, uploadPhoto } from './photoUpload';
import { createWarehouse, setDeactivated, updateWarehouse } from './save';

/**
 * The console's warehouse editor (contract.admin.warehouses): the guard has checked the role, and
 * each handler limits an OWNER to their own warehouses (another's is answered 404).
 */
export function warehouseConsoleRoutes({ db, config }: AppContext): ApiHandlers<typeof contract.admin, 'warehouses'> {
  return {
    warehouses: {
      get: async ({ params, request }) => {
        assertWarehouseInScope(staffOf(request), params.warehouseId);
        return { status: 200, body: await warehouseEditorOf(db, params.warehouseId) };
      },
      holidays: async ({ query, request }) => ({
        status: 200,
        body: { holidays: publicHolidays(query.country, todayOf(config.clock), languageOfRequest(request)) },
      }),
      create: async ({ body, request }) => ({ status: 201, body: await createWarehouse(db, staffOf(request), body) }),
      update: async ({ params, body, request }) => ({
        status: 200,
        body: await updateWarehouse(db, staffOf(request), params.warehouseId, body),
      }),
      uploadPhoto: async ({ params, body, request }) => ({
        status: 201,
        body: await uploadPhoto(db, staffOf(request), params.warehouseId, body),
      }),
      arrangePhotos: async ({ params, body, request }) => ({
        status: 200,
        body: await arrangePhotos(db, staffOf(request), params.warehouseId, body),
      }),
      setDeactivated: async ({ params, body, request }) => ({
        status: 200,
        body: await setDeactivated(db, staffOf(request), params.warehouseId, body.deactivated, body.reason),
      }),
    },
  };
}
