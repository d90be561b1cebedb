import { readBrowserPermission, readBrowserPosition } from '@machines/geolocation/effects';
import type { LockEffects } from '@machines/lock/effects';

export type LockLocationEffects = Pick<LockEffects, 'readPermission' | 'readPosition'>;

/**
 * Where the customer is right now, for a lock: a precise fix and never a cached one, since the lock
 * checks the distance to its warehouse (a re-lookup after "too far away" must be a new fix too).
 */
export const browserLockLocation: LockLocationEffects = {
  readPermission: readBrowserPermission,
  readPosition: () => readBrowserPosition({ enableHighAccuracy: true, maximumAge: 0, timeout: 20_000 }),
};
