import type { SnapshotFrom } from 'xstate';
import type { Failure } from '../shared/failure';
import type { RentPaymentMachine } from './machine';

type Snapshot = SnapshotFrom<RentPaymentMachine>;

export type RentPaymentView = 'idle' | 'starting' | 'startFailed' | 'checking' | 'takingLonger' | 'paid' | 'failed';

export function selectRentPaymentView(s: Snapshot): RentPaymentView {
  if (s.matches('Starting') || s.matches('Redirecting')) return 'starting';
  if (s.matches('StartFailed')) return 'startFailed';
  if (s.matches('Polling')) return 'checking';
  if (s.matches('TakingLonger')) return 'takingLonger';
  if (s.matches('Paid')) return 'paid';
  if (s.matches('Failed')) return 'failed';
  return 'idle';
}

/** The rent's invoice as the last check answered it (the paid invoice once paid). */
export const selectInvoiceId = (s: Snapshot): number | null => s.context.check?.invoiceId ?? null;
export const selectStartFailure = (s: Snapshot): Failure | null =>
  s.matches('StartFailed') ? s.context.failure : null;
