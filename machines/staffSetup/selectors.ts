import type { SnapshotFrom } from 'xstate';
import type { Failure } from '../shared/failure';
import type { SetupSecret } from './effects';
import type { StaffSetupMachine } from './machine';

type Snapshot = SnapshotFrom<StaffSetupMachine>;

export type StaffSetupView = 'opening' | 'enrolling' | 'done' | 'invalid';

export function selectSetupView(s: Snapshot): StaffSetupView {
  if (s.matches('Enrolling')) return 'enrolling';
  if (s.matches('Done')) return 'done';
  if (s.matches('Invalid')) return 'invalid';
  return 'opening';
}

export const selectSecret = (s: Snapshot): SetupSecret | null => s.context.secret;
export const selectRecoveryCodes = (s: Snapshot): string[] => s.context.recoveryCodes;
export const selectSetupFailure = (s: Snapshot): Failure | null => s.context.failure;
export const selectSetupSaving = (s: Snapshot): boolean => s.matches({ Enrolling: 'Saving' });
