import type { AppRoute } from '@ts-rest/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteMeta } from '@contract/routeMeta';
import type { StaffRole } from '@contract/admin/values';
import type { AuditActor } from '../audit/audit';
import type { Db } from '../db/client';
import { HttpError } from '../http/httpError';
import { bearerTokenOf } from '../identity/bearer';
import { loadStaff, roleOf, warehouseIdsOf } from './accounts';
import { authenticateStaffToken, type StaffSessionPolicy } from './sessions';

/** The signed-in staff member of a console call, as the guard found them. */
export interface StaffPrincipal {
  staffId: number;
  sessionId: number;
  sessionExpiresAt: Date;
  role: StaffRole;
  email: string;
  name: string;
  /** The warehouses assigned to the account (what limits an OWNER). */
  warehouseIds: number[];
  /** The request's id and client address, for the audit log. */
  requestId: string;
  address: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member of a console route; set by the guard below before the handler runs. */
    staff: StaffPrincipal | null;
  }
}

const notSignedIn = () =>
  new HttpError(401, 'unauthorized', 'Sign in to the console first: the staff token is missing, expired or ended.');

/** The roles a console route is open to, or null for a route that is not the console's signed-in kind. */
function staffRolesOf(request: FastifyRequest): readonly StaffRole[] | null {
  const route = (request.routeOptions.config as { tsRestRoute?: AppRoute } | undefined)?.tsRestRoute;
  const meta = route?.metadata as RouteMeta | undefined;
  return meta?.auth === 'staff' ? meta.roles : null;
}

/**
 * The one guard of every console call, driven by the contract (`metadata: staffAuth(...roles)`) rather
 * than by each handler remembering to check: before the body is read, a missing, unknown, expired,
 * idle or customer's token answers 401 `unauthorized`, a disabled account 401 too, and a role the
 * call is not open to 403 `forbidden`. Handlers read the staff member with `staffOf(request)`.
 */
export function registerStaffAuth(app: FastifyInstance, db: Db, policy: StaffSessionPolicy): void {
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request) => {
    const roles = staffRolesOf(request);
    if (roles === null) return;
    const token = bearerTokenOf(request);
    const session = token ? await authenticateStaffToken(db, policy, token) : null;
    if (!session) throw notSignedIn();
    const row = await loadStaff(db, session.staffId);
    if (row.disabledAt) throw notSignedIn();
    const role = roleOf(row);
    if (!roles.includes(role))
      throw new HttpError(403, 'forbidden', `This call is open to ${roles.join(', ')}; you are ${role}.`);
    request.staff = {
      staffId: row.id,
      sessionId: session.sessionId,
      sessionExpiresAt: session.expiresAt,
      role,
      email: row.email,
      name: row.name,
      warehouseIds: (await warehouseIdsOf(db, [row.id])).get(row.id) ?? [],
      requestId: request.id,
      address: request.ip,
    };
  });
}

/** The staff member of a console route (refused as not signed in if the route was not guarded, as a safety net). */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw notSignedIn();
  return request.staff;
}

/** The audit log's actor for a staff member's request. */
export const actorOf = (staff: StaffPrincipal): AuditActor => ({
  staffId: staff.staffId,
  role: staff.role,
  email: staff.email,
  requestId: staff.requestId,
  address: staff.address,
});

/** The audit actor of a request made before a session exists (set-up, sign-in): the account acting. */
export const requestActor = (
  row: { id: number; role: string; email: string },
  request: Pick<FastifyRequest, 'id' | 'ip'>,
): AuditActor => ({
  staffId: row.id,
  role: row.role as StaffRole,
  email: row.email,
  requestId: request.id,
  address: request.ip,
});
