import type { SnapshotFrom } from 'xstate';
import type { Failure } from '../shared/failure';
import type { BoxShare } from './effects';
import type { BoxSharingMachine } from './machine';

type Snapshot = SnapshotFrom<BoxSharingMachine>;

export type BoxSharingState = 'Loading' | 'LoadFailed' | 'Ready' | 'Sharing' | 'ConfirmingRemoval' | 'Removing';

export const selectSharingState = (s: Snapshot) => s.value as BoxSharingState;
export const selectShares = (s: Snapshot): BoxShare[] => s.context.shares;
export const selectSharingFailure = (s: Snapshot): Failure | null => s.context.failure;
/** The e-mail whose removal waits for confirmation or is under way. */
export const selectRemoving = (s: Snapshot): string | null => s.context.removing;
export const selectJustShared = (s: Snapshot): string | null => (s.matches('Ready') ? s.context.sharedWith : null);
export const selectBusy = (s: Snapshot): boolean =>
  s.matches('Sharing') || s.matches('Removing') || s.matches('Loading');
