import type { Currency } from '@contract/countries';
import type { Language } from '@contract/primitives';

/** A payment's state as the provider reports it, in our words. */
export type ProviderPaymentState = 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED' | 'REFUNDED';

/**
 * Which reported state may follow the recorded one: a final state only ever moves on to REFUNDED
 * (from PAID), so a late or replayed report cannot undo a payment. Every owner of payment rows
 * (orders, rents) records states by this rule.
 */
export function acceptsReportedState(current: string, next: ProviderPaymentState): boolean {
  if (current === next) return false;
  if (current === 'CREATED' || current === 'PENDING') return true;
  return current === 'PAID' && next === 'REFUNDED';
}

export interface PaymentItem {
  name: string;
  amountMinor: number;
  vatPercent: number;
}

export interface NewPayment {
  amountMinor: number;
  currency: Currency;
  /** Our order number shown by the provider (the order reference). */
  orderNumber: string;
  description: string;
  items: PaymentItem[];
  language: Language;
  payer: { firstName: string; lastName: string; email: string; phoneNumber: string };
  /** Where the provider sends the payer back. */
  returnUrl: string;
  /** Store the card for on-demand recurring charges (ON_DEMAND recurrence). */
  recurrence: boolean;
}

export interface CreatedPayment {
  providerPaymentId: string;
  /** The provider's payment page to send the payer to. */
  gatewayUrl: string;
  state: ProviderPaymentState;
}

export interface RecurringCharge {
  amountMinor: number;
  currency: Currency;
  orderNumber: string;
  description: string;
  items: PaymentItem[];
}

/**
 * Thrown when the provider cannot be reached or refuses a call; `retryable` for network and 5xx
 * failures. A retryable failure of a call that moves money leaves it unknown whether the provider
 * acted on it (the request may have arrived and only the answer been lost); a refusal that is not
 * retryable is the provider's answer that it did not.
 */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** What the provider keeps about one payment: enough to match a payment whose id we never stored. */
export interface ProviderPayment {
  state: ProviderPaymentState;
  /** The order number we sent with it (null when the provider keeps none). */
  orderNumber: string | null;
  amountMinor: number;
  currency: string;
}

/**
 * A card payment provider. Two adapters: the embedded sandbox (server/payments/sandbox) and GoPay's
 * REST API (server/payments/gopay). Notifications are never trusted for their content: the handler
 * only learns which payment changed and asks the provider for its state with getState.
 */
export interface PaymentGateway {
  readonly provider: 'sandbox' | 'gopay';
  create(payment: NewPayment): Promise<CreatedPayment>;
  getState(providerPaymentId: string): Promise<ProviderPaymentState>;
  /** The provider's record of a payment, including our order number: for ids a notification names that we never stored. */
  lookUp(providerPaymentId: string): Promise<ProviderPayment>;
  /**
   * The charge of a stored card made with our order number, when the provider can search its
   * charges: the charge, or null when it provably has none. Absent when the provider offers no
   * search (GoPay): such a charge is found through its notification instead.
   */
  findCharge?(
    parentPaymentId: string,
    orderNumber: string,
  ): Promise<{ providerPaymentId: string; state: ProviderPaymentState } | null>;
  /** Charges the stored card of a paid recurring payment again (later invoicing periods). */
  chargeRecurrence(
    parentPaymentId: string,
    charge: RecurringCharge,
  ): Promise<{ providerPaymentId: string; state: ProviderPaymentState }>;
  /** Stops further recurring charges (contract ended). */
  voidRecurrence(parentPaymentId: string): Promise<void>;
  refund(providerPaymentId: string, amountMinor: number): Promise<void>;
}
