import type { z } from 'zod';
import type { NetworkWarehouse } from '@contract/admin/network';
import type { StaffMember } from '@contract/admin/staff';
import type { StaffRole } from '@contract/admin/values';
import type { MyListEffects } from '@machines/myList/provider';
import { bodyOf } from '@shared/api/apiFailure';
import { adminApi, type AdminApi } from '../adminApi';

export type Warehouse = z.infer<typeof NetworkWarehouse>;

/** A row of the staff page: the account, and the network its warehouses are chosen from. */
export interface StaffRow {
  member: StaffMember;
  network: readonly Warehouse[];
}

/** A set-up link to pass on (an invitation's or a reset's), shown once to the admin. */
export interface SetupLinkShown {
  email: string;
  setupLink: string;
  expiresAt: string;
}

/** What the staff page sends: each call answers the account as it is after the change. */
export interface StaffActions {
  invite: (body: { email: string; name: string; role: StaffRole; warehouseIds: number[] }) => Promise<SetupLinkShown>;
  changeRole: (id: number, body: { role: StaffRole; reason: string }) => Promise<void>;
  assignWarehouses: (id: number, body: { warehouseIds: number[]; reason: string }) => Promise<void>;
  setDisabled: (id: number, disabled: boolean, reason: string) => Promise<void>;
  newSetupLink: (id: number, reason: string) => Promise<SetupLinkShown>;
}

export const staffListEffects = (api: AdminApi = adminApi): MyListEffects<StaffRow> => ({
  load: async () => {
    const [staff, network] = await Promise.all([api.staff.list(), api.network.warehouses()]);
    const warehouses = bodyOf(network, 200).warehouses;
    return bodyOf(staff, 200).staff.map((member) => ({ member, network: warehouses }));
  },
});

const shown = (answer: { staff: StaffMember; setupLink: string; expiresAt: string }): SetupLinkShown => ({
  email: answer.staff.email,
  setupLink: answer.setupLink,
  expiresAt: answer.expiresAt,
});

export const staffActions = (api: AdminApi = adminApi): StaffActions => ({
  invite: async (body) => shown(bodyOf(await api.staff.invite({ body }), 201)),
  changeRole: async (id, body) => void bodyOf(await api.staff.changeRole({ params: { id }, body }), 200),
  assignWarehouses: async (id, body) => void bodyOf(await api.staff.assignWarehouses({ params: { id }, body }), 200),
  setDisabled: async (id, disabled, reason) =>
    void bodyOf(await (disabled ? api.staff.disable : api.staff.enable)({ params: { id }, body: { reason } }), 200),
  newSetupLink: async (id, reason) =>
    shown(bodyOf(await api.staff.newSetupLink({ params: { id }, body: { reason } }), 201)),
});
