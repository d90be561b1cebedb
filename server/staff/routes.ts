import type { contract } from '@contract/index';
import { AUDIT_EXPORT_MAX_ROWS } from '@contract/admin/values';
import { auditCsv } from '../audit/csv';
import { auditRows, searchAudit, type AuditFilter, type AuditScope } from '../audit/search';
import { withAudit } from '../audit/audit';
import type { AppContext } from '../config/context';
import type { ApiHandlers } from '../http/registerApi';
import { actorOf, staffOf, type StaffPrincipal } from './guard';
import { assignWarehouses, changeRole, inviteStaff, listStaff, newSetupLink, setDisabled } from './management';
import { networkOf } from './network';
import { assertWarehouseInScope, warehouseScopeOf } from './scope';
import { endStaffSession } from './sessions';
import { completeSetup, startSetup } from './setup';
import { meOf, passwordStep, secondFactorStep } from './signIn';

/** What an audit reader sees: an OWNER the rows of their warehouses, and a named warehouse must be one of them. */
function auditScopeOf(staff: StaffPrincipal, filter: AuditFilter): AuditScope {
  if (filter.warehouseId !== undefined) assertWarehouseInScope(staff, filter.warehouseId);
  return warehouseScopeOf(staff);
}

/** The operator console's calls (contract.admin). The guard (guard.ts) has checked the role of every signed-in one. */
export function adminRoutes(
  ctx: AppContext,
): ApiHandlers<typeof contract.admin, 'auth' | 'staff' | 'audit' | 'network'> {
  const { db } = ctx;
  return {
    auth: {
      setupStart: async ({ body, request }) => ({ status: 200, body: await startSetup(ctx, body.token, request.ip) }),
      setupComplete: async ({ body, request }) => ({ status: 200, body: await completeSetup(ctx, body, request) }),
      signIn: async ({ body, request }) => ({
        status: 200,
        body: await passwordStep(ctx, body.email, body.password, request.ip),
      }),
      secondFactor: async ({ body, request }) => ({
        status: 200,
        body: await secondFactorStep(ctx, body.challenge, body.code, request),
      }),
      signOut: async ({ request }) => {
        const staff = staffOf(request);
        await db.transaction(async (tx) => {
          await endStaffSession(tx, staff.sessionId);
          await withAudit(tx, actorOf(staff), 'staff.sign-out', { target: { type: 'staff', id: staff.staffId } });
        });
        return { status: 200, body: { value: true as const } };
      },
      me: async ({ request }) => ({ status: 200, body: meOf(staffOf(request), ctx) }),
    },
    staff: {
      list: async () => ({ status: 200, body: { staff: await listStaff(db) } }),
      invite: async ({ body, request }) => ({ status: 201, body: await inviteStaff(ctx, staffOf(request), body) }),
      changeRole: async ({ params, body, request }) => ({
        status: 200,
        body: await changeRole(ctx, staffOf(request), params.id, body.role, body.reason),
      }),
      assignWarehouses: async ({ params, body, request }) => ({
        status: 200,
        body: await assignWarehouses(ctx, staffOf(request), params.id, body.warehouseIds, body.reason),
      }),
      disable: async ({ params, body, request }) => ({
        status: 200,
        body: await setDisabled(ctx, staffOf(request), params.id, true, body.reason),
      }),
      enable: async ({ params, body, request }) => ({
        status: 200,
        body: await setDisabled(ctx, staffOf(request), params.id, false, body.reason),
      }),
      newSetupLink: async ({ params, body, request }) => ({
        status: 201,
        body: await newSetupLink(ctx, staffOf(request), params.id, body.reason),
      }),
    },
    audit: {
      search: async ({ query, request }) => {
        const { before, limit, ...filter } = query;
        const scope = auditScopeOf(staffOf(request), filter);
        return { status: 200, body: await searchAudit(db, filter, scope, { before, limit }) };
      },
      export: async ({ query, request, reply }) => {
        const scope = auditScopeOf(staffOf(request), query);
        const csv = auditCsv(await auditRows(db, query, scope, AUDIT_EXPORT_MAX_ROWS));
        void reply.header('content-disposition', 'attachment; filename="audit-log.csv"');
        void reply.header('cache-control', 'no-store');
        return { status: 200, body: csv };
      },
    },
    network: {
      warehouses: async ({ request }) => ({ status: 200, body: { warehouses: await networkOf(db, staffOf(request)) } }),
    },
  };
}
