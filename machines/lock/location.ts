import type { UnlockLocation } from '@contract/lock';
import type { Position } from '../geolocation/context';
import { isPermissionDenied } from '../geolocation/events';

/** Why no position could be given to the lock: access blocked, no fix, or no location API at all. */
export type LocationProblem = 'denied' | 'unavailable' | 'unsupported';

/** The lookup's rejection when the browser has no location API (nothing to allow, nothing to retry). */
export class LocationUnsupportedError extends Error {
  readonly unsupported = true;
  constructor() {
    super('This browser has no geolocation');
    this.name = 'LocationUnsupportedError';
  }
}

const isUnsupported = (error: unknown): boolean =>
  !!error && typeof error === 'object' && (error as { unsupported?: unknown }).unsupported === true;

export function locationProblemOf(error: unknown): LocationProblem {
  if (isPermissionDenied(error)) return 'denied';
  return isUnsupported(error) ? 'unsupported' : 'unavailable';
}

/** The contract accepts an accuracy radius above 0 and up to 100 km; a poorer one is sent as 100 km (the server then answers too far). */
const maxAccuracyMetres = 100_000;

export const toUnlockLocation = (position: Position): UnlockLocation => ({
  lat: position.lat,
  lng: position.lng,
  accuracy: Math.min(Math.max(position.accuracy, 1), maxAccuracyMetres),
});
