import type { SnapshotFrom } from 'xstate';
import type { Failure } from '../shared/failure';
import type { TerminationMachine } from './machine';

type Snapshot = SnapshotFrom<TerminationMachine>;

export type TerminationView = 'loading' | 'loadFailed' | 'form' | 'requested' | 'alreadyRequested';

export function selectTerminationView(s: Snapshot): TerminationView {
  if (s.matches('Loading')) return 'loading';
  if (s.matches('LoadFailed')) return 'loadFailed';
  if (s.matches('Requested')) return 'requested';
  if (s.matches('AlreadyRequested')) return 'alreadyRequested';
  return 'form';
}

export { forfeitedDays } from './machine';

export const selectFirstDay = (s: Snapshot): string | null => s.context.firstDay;
export const selectPaidThrough = (s: Snapshot): string | null => s.context.paidThrough;
export const selectRequestedDay = (s: Snapshot): string | null => s.context.requestedDay;
/** Sending, or loading the paid-through day again after the server named paid days the form did not know of. */
export const selectSubmitting = (s: Snapshot): boolean => s.matches('Submitting') || s.matches('Rechecking');
export const selectUnpaidInvoices = (s: Snapshot): boolean => s.matches('UnpaidInvoices');
/** Why the form could not be prepared, or why the request was refused (shown by the form). */
export const selectTerminationFailure = (s: Snapshot): Failure | null =>
  s.matches('LoadFailed') || s.matches('Failed') || s.matches('UnpaidInvoices') || s.matches('Rechecking')
    ? s.context.failure
    : null;
