import type { AdminVoucher, VoucherCreate, VoucherUpdate } from '@contract/admin/vouchers';
import type { MyListEffects } from '@machines/myList/provider';
import { bodyOf } from '@shared/api/apiFailure';
import { adminApi, type AdminApi } from '../adminApi';

/** What the vouchers page sends: each call answers the voucher as it is after the change. */
export interface VoucherActions {
  create: (body: VoucherCreate) => Promise<AdminVoucher>;
  update: (id: number, body: VoucherUpdate) => Promise<AdminVoucher>;
  end: (id: number) => Promise<AdminVoucher>;
}

export const voucherListEffects = (api: AdminApi = adminApi): MyListEffects<AdminVoucher> => ({
  load: async () => bodyOf(await api.vouchers.list(), 200).vouchers,
});

export const voucherActions = (api: AdminApi = adminApi): VoucherActions => ({
  create: async (body) => bodyOf(await api.vouchers.create({ body }), 201),
  update: async (id, body) => bodyOf(await api.vouchers.update({ params: { id }, body }), 200),
  end: async (id) => bodyOf(await api.vouchers.end({ params: { id } }), 200),
});
