import { fromPromise } from 'xstate';
import type { Coordinates, LocationPermission } from './machine';

/** The browser's geolocation permission; `prompt` when the Permissions API cannot tell. */
export const readBrowserPermission = fromPromise<LocationPermission>(async () => {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return 'unsupported';
  if (!navigator.permissions?.query) return 'prompt';
  const status = await navigator.permissions.query({ name: 'geolocation' });
  return status.state;
});

/** The current position; a cached one up to 10 minutes old is fine (spec: coordinates expire after 600000 ms). */
export const readBrowserPosition = fromPromise<Coordinates>(
  () =>
    new Promise((resolve, reject) =>
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy }),
        reject,
        { maximumAge: 600_000, timeout: 10_000 },
      ),
    ),
);

export const browserDiagnosticsActors = { readPermission: readBrowserPermission, readPosition: readBrowserPosition };
