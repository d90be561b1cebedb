import type { SnapshotFrom } from 'xstate';
import type { Failure } from '../shared/failure';
import type { LockPinMachine } from './machine';

type Snapshot = SnapshotFrom<LockPinMachine>;

export const selectPinState = (s: Snapshot) => s.value as 'Hidden' | 'Loading' | 'Shown' | 'Failed';
export const selectPin = (s: Snapshot): string | null => (s.matches('Shown') ? s.context.pin : null);
export const selectPinFailure = (s: Snapshot): Failure | null => (s.matches('Failed') ? s.context.failure : null);
