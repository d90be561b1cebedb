import type { LocationPermission, Position } from './context';
import type { PositionError } from './events';

/**
 * What the geolocation machine needs from outside: storage for the last fix, a clock, and the
 * browser's location API. The app passes local storage and the browser readers below, stories and
 * tests a memory store, a clock of their own and fake readers (fakeEffects.ts).
 */
export interface GeolocationEffects {
  readStored: () => string | null;
  writeStored: (value: string) => void;
  now: () => number;
  /** The permission state, without prompting. */
  readPermission: () => Promise<LocationPermission>;
  /** One fix; rejects with `{ code }` (1 = denied, 2 = unavailable, 3 = timeout). */
  readPosition: () => Promise<Position>;
}

/** The browser's geolocation permission; `prompt` when the Permissions API cannot tell. */
export async function readBrowserPermission(): Promise<LocationPermission> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return 'unsupported';
  if (!navigator.permissions?.query) return 'prompt';
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state;
  } catch {
    return 'prompt';
  }
}

/**
 * One position fix from the browser. By default a cached fix up to a minute old is fine for finding
 * a warehouse, and a low-accuracy one is quicker and kinder to batteries; callers may allow older
 * fixes. Rejects with `{ code }` (1 = denied).
 */
export function readBrowserPosition(
  options: PositionOptions = { enableHighAccuracy: false, maximumAge: 60_000, timeout: 15_000 },
): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return reject({ code: 2 } satisfies PositionError);
    navigator.geolocation.getCurrentPosition(
      ({ coords, timestamp }) =>
        resolve({ lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy, at: timestamp }),
      (error) => reject({ code: error.code } satisfies PositionError),
      options,
    );
  });
}
