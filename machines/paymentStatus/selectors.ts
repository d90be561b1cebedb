import type { SnapshotFrom } from 'xstate';
import type { Failure } from '../shared/failure';
import type { PaymentStatusMachine } from './machine';

export type PaymentStatusSnapshot = SnapshotFrom<PaymentStatusMachine>;

/** The screen's four states (pending, undetermined, succeeded, failed) plus the retry and an unknown order. */
export type PaymentView = 'pending' | 'undetermined' | 'succeeded' | 'failed' | 'retrying' | 'notFound';

export function selectPaymentView(s: PaymentStatusSnapshot): PaymentView {
  if (s.hasTag('pending') || s.matches('Starting')) return 'pending';
  if (s.matches('Undetermined')) return 'undetermined';
  if (s.matches('Succeeded')) return 'succeeded';
  if (s.matches('RetryingPayment') || s.matches('Redirecting')) return 'retrying';
  if (s.matches('NotFound')) return 'notFound';
  return 'failed';
}

export const selectContractId = (s: PaymentStatusSnapshot): number | null => s.context.status?.contractId ?? null;
/** The contract's business number (`SK-2026-000001`) the customer sees on its documents. */
export const selectContractNumber = (s: PaymentStatusSnapshot): string | null =>
  s.context.status?.contractNumber ?? null;
/** When the box stops being held for this order (ISO date-time); null before the first answer. */
export const selectHeldUntil = (s: PaymentStatusSnapshot): string | null => s.context.status?.heldUntil ?? null;
/** A new payment can be started (the box is still held). */
export const selectRetryable = (s: PaymentStatusSnapshot): boolean => s.context.status?.retryable === true;
export const selectRetryFailure = (s: PaymentStatusSnapshot): Failure | null =>
  s.matches('RetryRefused') ? s.context.retryFailure : null;

/** The box is no longer held for this order (the server's refusal overrides the last status): a new order is needed. */
export const selectHoldOver = (s: PaymentStatusSnapshot): boolean =>
  selectRetryFailure(s)?.code === 'order/hold-expired' || !selectRetryable(s);
/** The retry was refused because the order needs no new payment (it may have been paid meanwhile): check again. */
export const selectPaidMeanwhile = (s: PaymentStatusSnapshot): boolean =>
  selectRetryFailure(s)?.code === 'order/not-retryable';
