import type { SnapshotFrom } from 'xstate';
import type { diagnosticsMachine } from './machine';

type Snapshot = SnapshotFrom<typeof diagnosticsMachine>;

export const selectIsOpen = (s: Snapshot): boolean => s.matches('Open');
export const selectIsReading = (s: Snapshot): boolean =>
  s.matches({ Open: 'ReadingPermission' }) || s.matches({ Open: 'ReadingPosition' });
export const selectReport = (s: Snapshot) => ({
  openedAt: s.context.openedAt,
  permission: s.context.permission,
  coordinates: s.context.coordinates,
});
