import type { OrderStatusResponse } from '@contract/order';

export type PaymentOutcome = 'paid' | 'failed' | 'pending';

/**
 * What an order status means to the visitor. Paid counts only once the contract exists (the
 * success page shows its number); a failed or cancelled order or payment is a failure.
 */
export function outcomeOf(status: OrderStatusResponse): PaymentOutcome {
  if (status.status === 'FULFILLED' && status.contractId !== null) return 'paid';
  if (status.status === 'FAILED' || status.status === 'CANCELLED') return 'failed';
  if (status.payment.state === 'FAILED' || status.payment.state === 'CANCELLED') return 'failed';
  return 'pending';
}
