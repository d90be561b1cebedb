import type { SnapshotFrom } from 'xstate';
import type { Failure } from '../shared/failure';
import type { LocationProblem } from './location';
import type { LockMachine } from './machine';

type Snapshot = SnapshotFrom<LockMachine>;

export type LockState =
  | 'Locked'
  | 'Locating'
  | 'Unlocking'
  | 'Unlocked'
  | 'TooFar'
  | 'OutOfHours'
  | 'RentOverdue'
  | 'NoResponse'
  | 'LocationDenied'
  | 'LocationUnavailable'
  | 'Failed';

export const selectLockState = (s: Snapshot) => s.value as LockState;
/** Waiting for the browser or the lock: another press would do nothing. */
export const selectLockBusy = (s: Snapshot): boolean => s.matches('Locating') || s.matches('Unlocking');
export const selectSecondsLeft = (s: Snapshot): number | null => (s.matches('Unlocked') ? s.context.secondsLeft : null);
/** The refusal of the last unlock, only while a failure state shows it. */
export const selectLockFailure = (s: Snapshot): Failure | null => (s.matches('Failed') ? s.context.failure : null);
export const selectLocationProblem = (s: Snapshot): LocationProblem | null =>
  s.matches('LocationDenied') || s.matches('LocationUnavailable') ? s.context.locationProblem : null;
