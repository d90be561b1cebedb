/** What the browser says about location access (prompt, granted, denied, unsupported). */
export type LocationPermission = 'granted' | 'denied' | 'prompt' | 'unsupported';

/** A position fix. `at` is when it was taken (ms since the epoch), so freshness needs no clock of its own. */
export interface Position {
  lat: number;
  lng: number;
  /** Metres. */
  accuracy: number;
  at: number;
}

/** The coordinates kept in local storage between visits (so a returning visitor starts near where they were). */
export interface StoredCoordinates {
  version: 1;
  lat: number;
  lng: number;
  savedAt: number;
}

/** Why the last position request failed; `permission-denied` is the browser's error code 1. */
export type LocationFailure = 'permission-denied' | 'position-unavailable' | 'timeout';

export interface GeolocationContext {
  /** The latest usable position: a live fix, or stored coordinates younger than the expiry. */
  position: Position | null;
  /** What is in storage now, to decide whether a new fix is worth writing. */
  stored: StoredCoordinates | null;
  /** The visitor pressed "my location" and waits for a fix to search around. */
  followRequested: boolean;
  lastFailure: LocationFailure | null;
}

export interface GeolocationInput {
  stored: StoredCoordinates | null;
  /** The clock at start (ms), to tell whether the stored coordinates have expired. */
  now: number;
}

/** Stored coordinates expire after ten minutes; the position is refreshed every three minutes while access is granted. */
export const storedCoordinatesMaxAgeMs = 600_000;
export const positionRefreshMs = 180_000;
