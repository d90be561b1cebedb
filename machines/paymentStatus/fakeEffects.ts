import { statusFixture } from '../fixtures/order';
import type { PaymentStatusEffects } from './effects';

/** A server whose payment stays pending, and effects that do nothing: override single ones. */
export function fakePaymentStatusEffects(overrides: Partial<PaymentStatusEffects> = {}): PaymentStatusEffects {
  return {
    checkStatus: async () => statusFixture(),
    retryPayment: async (orderId) => ({ orderId, paymentUrl: `https://pay.example/card/${orderId}/retry` }),
    goTo: () => undefined,
    track: () => undefined,
    trackPurchase: () => undefined,
    paymentFailed: () => undefined,
    orderCompleted: () => undefined,
    ...overrides,
  };
}
