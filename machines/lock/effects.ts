import type { Unlocked, UnlockLocation } from '@contract/lock';
import type { GeolocationEffects } from '../geolocation/effects';

/**
 * What opening a lock needs from outside: the browser's location access (the geolocation machine's
 * readers: the permission without prompting, and one fix) and the unlock call itself. The call is
 * injected so the same machine opens a lock for a signed-in customer and for the holder of an
 * unlock link.
 */
export interface LockEffects {
  readPermission: GeolocationEffects['readPermission'];
  /** One fresh fix; rejects with `{ code }` (1 = denied, 2 = unavailable, 3 = timeout). */
  readPosition: GeolocationEffects['readPosition'];
  /** Rejects with a FailureError carrying the lock's error code. */
  unlock: (location: UnlockLocation) => Promise<Unlocked>;
}
