import { fromPromise } from 'xstate';
import type { LocationPermission, Position } from './context';
import type { PositionError } from './events';

/** The browser's permission state; `prompt` when the Permissions API cannot tell. */
export const readBrowserPermission = fromPromise<LocationPermission>(async () => {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return 'unsupported';
  if (!navigator.permissions?.query) return 'prompt';
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state;
  } catch {
    return 'prompt';
  }
});

/**
 * One position fix. A cached fix up to a minute old is fine for finding a warehouse, and a
 * low-accuracy one is quicker and kinder to batteries. Rejects with `{ code }` (1 = denied).
 */
export const readBrowserPosition = fromPromise<Position>(
  () =>
    new Promise((resolve, reject) => {
      if (!navigator.geolocation) return reject({ code: 2 } satisfies PositionError);
      navigator.geolocation.getCurrentPosition(
        ({ coords, timestamp }) => resolve({ lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy, at: timestamp }),
        (error) => reject({ code: error.code } satisfies PositionError),
        { enableHighAccuracy: false, maximumAge: 60_000, timeout: 15_000 },
      );
    }),
);

export const browserGeolocationActors = { readPermission: readBrowserPermission, readPosition: readBrowserPosition };
