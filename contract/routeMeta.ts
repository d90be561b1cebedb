import type { StaffRole } from './admin/values';

/**
 * Route metadata read by the server (ts-rest `metadata`). `auth: 'bearer'` means the call needs a
 * signed-in client's bearer token: without a valid one the server answers 401 (which the app treats
 * as "logged out"). `auth: 'staff'` means the call is the operator console's: it needs a staff
 * session's token (a customer's token is unknown there, and a staff token is unknown to customer
 * calls) and one of `roles`, else 403. Routes without metadata are public.
 */
export type RouteMeta = ({ auth?: 'bearer' } | { auth: 'staff'; roles: readonly StaffRole[] }) & {
  /** The largest request body this call takes, in bytes, when it must take more than the server's BODY_LIMIT. */
  bodyLimit?: number;
};

export const bearer = { auth: 'bearer' } as const satisfies RouteMeta;

/** A console call open to these staff roles (the server's one guard checks it before the handler). */
export const staffAuth = (...roles: StaffRole[]) => ({ auth: 'staff', roles }) as const satisfies RouteMeta;
