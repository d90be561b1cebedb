import type { PaymentGateway } from './gateway';

export type ProviderName = PaymentGateway['provider'];

/** The part of a logger the receiver may use for work it defers (e.g. a fulfilment left to the job runner). */
export interface OutcomeLog {
  error(o: object, message: string): void;
}

/**
 * Where the payment adapters report that a provider's payment changed. Checkout implements it (it
 * owns our payment records and the orders they pay) and app.ts hands it to the notification
 * endpoints, so this layer never depends on checkout. A GatewayError thrown while the receiver asks
 * the provider for the state means "try again later".
 */
export interface PaymentOutcomes {
  paymentChanged(
    provider: ProviderName,
    providerPaymentId: string,
    log: OutcomeLog,
  ): Promise<'recorded' | 'unknown-payment'>;
}

/**
 * Several receivers behind one notification endpoint (checkout for order payments, billing for rent
 * payments): each is asked in turn until one knows the payment, so the adapters need not know who
 * owns which payment row.
 */
export const firstReceiverOf = (...receivers: PaymentOutcomes[]): PaymentOutcomes => ({
  async paymentChanged(provider, providerPaymentId, log) {
    for (const r of receivers)
      if ((await r.paymentChanged(provider, providerPaymentId, log)) === 'recorded') return 'recorded';
    return 'unknown-payment';
  },
});
