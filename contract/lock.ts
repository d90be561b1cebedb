import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ErrorCode, withErrors } from './errors';
import { Email, IdParam, IsoDateTime, LatLng } from './primitives';
import { bearer } from './routeMeta';

const c = initContract();

/** Body of every unlock call: the result of a fresh device location lookup. */
export const UnlockLocation = LatLng.extend({
  /** Accuracy radius in metres as reported by the browser. */
  accuracy: z.number().positive().max(100_000),
});
export type UnlockLocation = z.infer<typeof UnlockLocation>;

export const Unlocked = z.object({
  unlocked: z.literal(true),
  /** The lock re-locks by itself after this many seconds (the countdown shown). */
  relockAfterSeconds: z.number().int().positive(),
});
export type Unlocked = z.infer<typeof Unlocked>;

/**
 * Error statuses of unlock calls. 400 `lock-v2/too-far-away` (too far from the warehouse, or the
 * reported accuracy too poor to tell; the app re-runs the location lookup once and retries) or
 * `lock-v2/lock-is-out-of-time` (outside the lock's opening hours); 403 `lock-v2/rent-overdue` (a rent
 * of the contract is unpaid past the grace days: pay it in My rents); 404 an id the caller holds no
 * ACTIVE or TERMINATING contract for, answered like an unknown id; 429 too many attempts (per user and
 * per lock); 503 `lock-v2/lock-refused` (the controller answered that it stays locked); 504
 * `lock-v2/no-response` (the controller did not acknowledge in time: nothing is reported open).
 */
export const unlockErrorStatuses = [400, 403, 404, 429, 503, 504] as const;

/** Which lock of a warehouse: a box door, the main entrance or the backup entrance. */
export const LockKind = z.enum(['BOX', 'ENTRANCE', 'BACKUP_ENTRANCE']);
export type LockKind = z.infer<typeof LockKind>;

/** One unlock attempt as the box's owner sees it in the access log. */
export const AccessLogEntry = z.object({
  at: IsoDateTime,
  lock: LockKind,
  /** Who tried: null for the owner themself or an account removed since, else the shared user's or unlock-token holder's e-mail. */
  by: Email.nullable(),
  /** Whose attempt it was: the owner, a user the box is shared with, the holder of an access link, or an account removed since. */
  actor: z.enum(['YOU', 'SHARED_USER', 'LINK_HOLDER', 'REMOVED_ACCOUNT']),
  via: z.enum(['ACCOUNT', 'UNLOCK_TOKEN']),
  result: z.enum(['OPENED', 'REFUSED', 'NO_RESPONSE']),
  /** Why it was refused, as an error code the app words; null when opened. */
  reason: ErrorCode.nullable(),
  /** Distance from the warehouse in whole metres, as reported; null when no location was checked. */
  distanceMetres: z.number().int().nonnegative().nullable(),
});
export type AccessLogEntry = z.infer<typeof AccessLogEntry>;

/**
 * V2 smart locks for a signed-in client. `:id` is the BOX id for box-unlock and the WAREHOUSE id for
 * the entrance calls (the same ids the unlock-token calls use); the server checks the user holds a
 * contract, own or shared, on that box / in that warehouse.
 */
export const lockContract = c.router(
  {
    unlockBox: {
      method: 'POST',
      path: '/api/client/lock-v2/box-unlock/:id',
      pathParams: IdParam,
      body: UnlockLocation,
      responses: withErrors({ 200: Unlocked }, 401, ...unlockErrorStatuses),
      summary: 'Open the smart lock of a box I rent or that is shared with me',
    },
    unlockWarehouse: {
      method: 'POST',
      path: '/api/client/lock-v2/warehouse-unlock/:id',
      pathParams: IdParam,
      body: UnlockLocation,
      responses: withErrors({ 200: Unlocked }, 401, ...unlockErrorStatuses),
      summary: 'Open the main entrance of a warehouse where I rent or share a box',
    },
    unlockWarehouseBackup: {
      method: 'POST',
      path: '/api/client/lock-v2/warehouse-unlock-backup/:id',
      pathParams: IdParam,
      body: UnlockLocation,
      responses: withErrors({ 200: Unlocked }, 401, ...unlockErrorStatuses),
      summary: 'Open the backup entrance of a warehouse where I rent or share a box',
    },
    accessLog: {
      method: 'GET',
      path: '/api/client/lock-v2/access-log/:id',
      pathParams: IdParam,
      responses: withErrors({ 200: z.array(AccessLogEntry) }, 401, 404),
      summary: 'The newest 100 unlock attempts on a box I rent and on its warehouse entrances through my contract',
    },
  },
  { strictStatusCodes: true, metadata: bearer },
);
