import type { contract } from '@contract/index';
import type { Db } from '../../db/client';
import type { ApiRoutes } from '../../http/registerApi';
import { staffOf } from '../../staff/guard';
import { createVoucher, endVoucher, listVouchers, updateVoucher } from './voucherConsole';

/** The console's vouchers (contract.admin.vouchers, administrators only: the guard checked the role). */
export function voucherConsoleRoutes({ db }: { db: Db }): Pick<ApiRoutes<typeof contract.admin>, 'vouchers'> {
  return {
    vouchers: {
      list: async () => ({ status: 200, body: { vouchers: await listVouchers(db) } }),
      create: async ({ body, request }) => ({ status: 201, body: await createVoucher(db, staffOf(request), body) }),
      update: async ({ params, body, request }) => ({
        status: 200,
        body: await updateVoucher(db, staffOf(request), params.id, body),
      }),
      end: async ({ params, request }) => ({ status: 200, body: await endVoucher(db, staffOf(request), params.id) }),
    },
  };
}
