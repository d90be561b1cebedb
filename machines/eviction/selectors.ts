import type { SnapshotFrom } from 'xstate';
import type { RentalContract } from '@contract/entities';
import type { Failure } from '../shared/failure';
import type { EvictionMachine } from './machine';

type Snapshot = SnapshotFrom<EvictionMachine>;

export type EvictionView = 'loading' | 'loadFailed' | 'ready' | 'confirmed' | 'alreadyConfirmed' | 'noNoticePending';

export function selectEvictionView(s: Snapshot): EvictionView {
  if (s.matches('Loading')) return 'loading';
  if (s.matches('LoadFailed')) return 'loadFailed';
  if (s.matches('Confirmed')) return 'confirmed';
  if (s.matches('AlreadyConfirmed')) return 'alreadyConfirmed';
  if (s.matches('NoNoticePending')) return 'noNoticePending';
  return 'ready';
}

export const selectEvictionContract = (s: Snapshot): RentalContract | null => s.context.contract;
export const selectConfirming = (s: Snapshot): boolean => s.matches('Confirming');
export const selectEvictionFailure = (s: Snapshot): Failure | null =>
  s.matches('LoadFailed') || s.matches('Failed') ? s.context.failure : null;
