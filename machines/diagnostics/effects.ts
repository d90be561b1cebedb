import type { LocationPermission, Position } from '../geolocation/context';
import { readBrowserPermission, readBrowserPosition } from '../geolocation/effects';

/** What the diagnostics dialog reads from outside: the location permission and, when granted, the position. */
export interface DiagnosticsEffects {
  readPermission: () => Promise<LocationPermission>;
  readPosition: () => Promise<Pick<Position, 'lat' | 'lng' | 'accuracy'>>;
}

/**
 * The browser's readers, shared with the geolocation machine. A cached fix up to ten minutes old is
 * fine here: the dialog reports where the device is, not where to search.
 */
export const browserDiagnosticsEffects: DiagnosticsEffects = {
  readPermission: readBrowserPermission,
  readPosition: () => readBrowserPosition({ maximumAge: 600_000, timeout: 10_000 }),
};
