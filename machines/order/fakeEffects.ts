import { offerFixture, profileFixture, statusFixture, summaryFixture } from '../fixtures/order';
import { loadDetailsRules } from './detailsRules';
import type { OrderEffects } from './provider';

/** Effects of a healthy server that remember nothing: tests and stories override single ones. */
export function fakeOrderEffects(overrides: Partial<OrderEffects> = {}): OrderEffects {
  return {
    loadOffer: async (_boxId, voucherToken) =>
      offerFixture({
        voucher: voucherToken
          ? {
              token: voucherToken,
              valid: voucherToken === 'WELCOME10',
              discount: null,
              terms: voucherToken === 'WELCOME10' ? { kind: 'PERCENT', percent: 10 } : null,
            }
          : null,
      }),
    priceSummary: async () => summaryFixture(),
    verifyDetails: async () => ({ value: true }),
    loadProfile: async () => profileFixture(),
    // The real module: the details are judged by the contract's own rules in tests and stories too.
    loadDetailsRules,
    placeOrder: async () => ({ orderId: 'ord42ReferenceAbcdEfgh', paymentUrl: 'https://pay.example/card/42' }),
    loadOrderStatus: async (orderId) => statusFixture({ orderId }),
    resumePayment: async (orderId) => ({ orderId, paymentUrl: 'https://pay.example/card/42' }),
    cancelOrder: async () => ({ value: true }),
    writeDraft: () => undefined,
    goToPayment: () => undefined,
    trackStep: () => undefined,
    ...overrides,
  };
}
