import { offerFixture, profileFixture, statusFixture, summaryFixture } from '../fixtures/order';
import { loadDetailsRules } from './detailsRules';
import type { OrderEffects } from './provider';

/** The moment tests and stories treat as now (the draft fixtures were started then too). */
export const fakeNow = '2025-01-05T10:00:00.000Z';

/** A clock that stands still until moved: `now` for the effects, `set` to move it to another moment. */
export function fakeClock(start: string = fakeNow) {
  let current = Date.parse(start);
  return {
    now: () => new Date(current),
    set: (moment: string) => {
      current = Date.parse(moment);
    },
  };
}

/**
 * Effects of a healthy server that remember nothing, on a clock standing at `fakeNow`: tests and
 * stories override single ones.
 */
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
    now: fakeClock().now,
    ...overrides,
  };
}
