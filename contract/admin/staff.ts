import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { withConsoleErrors } from './errors';
import { MAX_LIST_ITEMS } from '../primitiveValues';
import { Email, Id, IdParam, IsoDateTime, RequiredText } from '../primitives';
import { staffAuth } from '../routeMeta';
import { StaffRole } from './auth';
import { consoleRoles, staffStatuses } from './values';

const c = initContract();

export const StaffStatus = z.enum(staffStatuses);
export type StaffStatus = z.infer<typeof StaffStatus>;
/** Why an action was taken, kept in the audit log beside it. */
export const AuditReason = RequiredText(500);

export const StaffMember = z.object({
  id: Id,
  email: Email,
  name: z.string(),
  role: StaffRole,
  status: StaffStatus,
  /** The warehouses assigned to the account (they limit an OWNER; other roles are not limited). */
  warehouseIds: z.array(Id),
  createdAt: IsoDateTime,
});
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffList = z.object({ staff: z.array(StaffMember) });

const WarehouseIds = z.array(Id).max(MAX_LIST_ITEMS);

export const StaffInviteRequest = z.object({
  email: Email,
  name: RequiredText(100),
  role: StaffRole,
  warehouseIds: WarehouseIds,
});
/** The new account and its one-time set-up link, shown to the inviting admin to pass on. */
export const StaffSetupLinkAnswer = z.object({
  staff: StaffMember,
  setupLink: z.string().url(),
  expiresAt: IsoDateTime,
});

export const StaffRoleChange = z.object({ role: StaffRole, reason: AuditReason });
export const StaffWarehousesChange = z.object({ warehouseIds: WarehouseIds, reason: AuditReason });
export const StaffReason = z.object({ reason: AuditReason });

const adminOnly = staffAuth(...consoleRoles.staff);

export const adminStaffContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/api/admin/staff',
      responses: withConsoleErrors({ 200: StaffList }, 401, 403),
      metadata: adminOnly,
      summary: 'Every staff account with its role, status and warehouses',
    },
    invite: {
      method: 'POST',
      path: '/api/admin/staff',
      body: StaffInviteRequest,
      // 409 `staff/email-exists`; 404 for a warehouse id that does not exist.
      responses: withConsoleErrors({ 201: StaffSetupLinkAnswer }, 401, 403, 404, 409),
      metadata: adminOnly,
      summary: 'Invite a staff member: the account and a one-time set-up link to pass on',
    },
    changeRole: {
      method: 'PUT',
      path: '/api/admin/staff/:id/role',
      pathParams: IdParam,
      body: StaffRoleChange,
      // 409 `staff/own-account`: an admin never changes their own role (there is always an admin).
      responses: withConsoleErrors({ 200: StaffMember }, 401, 403, 404, 409),
      metadata: adminOnly,
      summary: 'Change the role of a staff account, with a reason',
    },
    assignWarehouses: {
      method: 'PUT',
      path: '/api/admin/staff/:id/warehouses',
      pathParams: IdParam,
      body: StaffWarehousesChange,
      responses: withConsoleErrors({ 200: StaffMember }, 401, 403, 404),
      metadata: adminOnly,
      summary: 'Set the warehouses of a staff account (an OWNER sees and changes only these), with a reason',
    },
    disable: {
      method: 'POST',
      path: '/api/admin/staff/:id/disable',
      pathParams: IdParam,
      body: StaffReason,
      // 409 `staff/own-account`: an admin never disables their own account.
      responses: withConsoleErrors({ 200: StaffMember }, 401, 403, 404, 409),
      metadata: adminOnly,
      summary: 'Disable a staff account, with a reason: it signs in no more and its sessions end',
    },
    enable: {
      method: 'POST',
      path: '/api/admin/staff/:id/enable',
      pathParams: IdParam,
      body: StaffReason,
      responses: withConsoleErrors({ 200: StaffMember }, 401, 403, 404),
      metadata: adminOnly,
      summary: 'Enable a disabled staff account again, with a reason',
    },
    newSetupLink: {
      method: 'POST',
      path: '/api/admin/staff/:id/setup-link',
      pathParams: IdParam,
      body: StaffReason,
      // 409 `staff/own-account` (an admin resets another's sign-in, never their own) or `staff/disabled`.
      responses: withConsoleErrors({ 201: StaffSetupLinkAnswer }, 401, 403, 404, 409),
      metadata: adminOnly,
      summary:
        'A new set-up link for a staff member who lost their authenticator or password; earlier links stop working',
    },
  },
  { strictStatusCodes: true },
);
