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
/** Sending the confirmation, or reading the contract again once it is recorded. */
export const selectConfirming = (s: Snapshot): boolean => s.matches('Confirming') || s.matches('Rereading');

/**
 * The last day a confirmation leaves the contract: the notice's last day when it is not later than
 * `afterEviction` (tomorrow), else tomorrow, as there is nothing left to wait for once the box is
 * empty. The server applies the same rule when it records the confirmation.
 */
export function lastDayOnEviction(terminationAt: string | null, afterEviction: string): string {
  return terminationAt && terminationAt < afterEviction ? terminationAt : afterEviction;
}

/**
 * The day the page names as the contract's end: once confirmed, the last day the server set (read
 * again); before, or when that read failed, the day the rule gives for the contract as loaded.
 */
export function selectEvictionLastDay(s: Snapshot): string | null {
  const { contract, afterEviction, confirmedLastDay } = s.context;
  if (confirmedLastDay) return confirmedLastDay;
  return afterEviction ? lastDayOnEviction(contract?.terminationAt ?? null, afterEviction) : null;
}
export const selectEvictionFailure = (s: Snapshot): Failure | null =>
  s.matches('LoadFailed') || s.matches('Failed') ? s.context.failure : null;
