import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { withErrors } from './errors';
import { IdParam, LatLng } from './primitives';
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
 * Error statuses of unlock calls. 400 `lock-v2/too-far-away` (the app re-runs the location lookup
 * and retries) or `lock-v2/lock-is-out-of-time`; 403 when the user has no ACTIVE/TERMINATING
 * contract (own or shared) giving access; 404 unknown id; 429 too many attempts.
 */
export const unlockErrorStatuses = [400, 403, 404, 429] as const;

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
  },
  { strictStatusCodes: true, metadata: bearer },
);
