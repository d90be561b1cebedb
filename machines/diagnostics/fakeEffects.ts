import type { Coordinates } from './machine';
import type { DiagnosticsEffects } from './effects';

/** A fix in Bratislava, 12 m accurate. */
export const bratislavaFix: Coordinates = { lat: 48.1486, lng: 17.1077, accuracy: 12 };

/** A device whose location access was granted earlier and that knows where it is: override single effects. */
export function fakeDiagnosticsEffects(overrides: Partial<DiagnosticsEffects> = {}): DiagnosticsEffects {
  return {
    readPermission: async () => 'granted',
    readPosition: async () => bratislavaFix,
    ...overrides,
  };
}
