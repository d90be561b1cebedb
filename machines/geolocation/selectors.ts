import type { SnapshotFrom } from 'xstate';
import type { geolocationMachine } from './machine';

type Snapshot = SnapshotFrom<typeof geolocationMachine>;

/** The state as the location control shows it; one name per machine state. */
export type LocationStatus =
  | 'checking'
  | 'prompt'
  | 'requesting'
  | 'locating'
  | 'located'
  | 'unavailable'
  | 'denied'
  | 'unsupported';

export function selectLocationStatus(s: Snapshot): LocationStatus {
  if (s.matches('Checking')) return 'checking';
  if (s.matches('Prompt')) return 'prompt';
  if (s.matches('Requesting')) return 'requesting';
  if (s.matches({ Granted: 'Locating' })) return 'locating';
  if (s.matches({ Granted: 'Located' })) return 'located';
  if (s.matches({ Granted: 'PositionUnavailable' })) return 'unavailable';
  if (s.matches('Denied')) return 'denied';
  return 'unsupported';
}

/** Waiting for the browser on the visitor's behalf: the button shows progress. */
export const selectIsLocatingForVisitor = (s: Snapshot): boolean =>
  s.context.followRequested && (s.matches('Checking') || s.matches('Requesting') || s.matches({ Granted: 'Locating' }));
