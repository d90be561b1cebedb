import type { SnapshotFrom } from 'xstate';
import type { Profile } from '@contract/profile';
import type { Failure } from '../shared/failure';
import type { profileMachine } from './machine';

type Snapshot = SnapshotFrom<typeof profileMachine>;

export const selectProfile = (s: Snapshot): Profile | null => s.context.profile;
export const selectLoading = (s: Snapshot): boolean => s.matches('Loading');
export const selectLoadFailure = (s: Snapshot): Failure | null => (s.matches('LoadFailed') ? s.context.failure : null);
export const selectSaving = (s: Snapshot): boolean => s.matches('Saving');
export const selectSaved = (s: Snapshot): boolean => s.matches('Saved');
export const selectSaveFailure = (s: Snapshot): Failure | null => (s.matches('SaveFailed') ? s.context.failure : null);
export const selectLoads = (s: Snapshot): number => s.context.loads;
