import { loadDetailsRules } from '@machines/order/detailsRules';
import type { OrderEffects } from '@machines/order/provider';
import { serialiseDraft } from '@machines/order/storage';
import { pushDataLayerEvent } from '@shared/analytics/dataLayer';
import { bodyOf } from '@shared/api/apiFailure';
import { api } from '@shared/api/client';
import { forgetReferralCode, withReferralCode } from '@shared/referral/referralCode';
import { storageKeys } from '@shared/storage/keys';
import { local } from '@shared/storage/safeStorage';

/** The order machine's effects in the browser: the contract client, local storage, the data layer, the clock. */
export function browserOrderEffects(): OrderEffects {
  return {
    loadOffer: async (boxId, voucherToken, heldOrderId) =>
      bodyOf(
        await api.order.offer({
          params: { boxId },
          query: { ...(voucherToken ? { voucherToken } : {}), ...(heldOrderId ? { heldOrderId } : {}) },
        }),
        200,
      ),
    priceSummary: async (request) => bodyOf(await api.order.summary({ body: request }), 200),
    verifyDetails: async (details) =>
      bodyOf(await api.order.verifyAutoregistrationInvoicingDetails({ body: details }), 200),
    loadProfile: async () => bodyOf(await api.my.profile(), 200),
    loadDetailsRules,
    placeOrder: async ({ signedIn, language, ...draftBody }) => {
      // The referral link the visitor came through travels with the order; the server keeps it.
      const body = withReferralCode(draftBody);
      const placed = signedIn
        ? bodyOf(await api.order.placeWithLogin({ body }), 201)
        : bodyOf(await api.order.placeWithoutLogin({ body: { ...body, language } }), 201);
      forgetReferralCode();
      return placed;
    },
    loadOrderStatus: async (orderId) => bodyOf(await api.order.status({ query: { orderId } }), 200),
    resumePayment: async (orderId) => bodyOf(await api.order.retryPayment({ params: { orderId } }), 201),
    cancelOrder: async (orderId) => bodyOf(await api.order.cancel({ params: { orderId } }), 200),
    writeDraft: (draft) => local.set(storageKeys.order, serialiseDraft(draft)),
    goToPayment: (url) => window.location.assign(url),
    trackStep: (step) => pushDataLayerEvent({ event: 'checkout_step', checkout_step: step }),
    now: () => new Date(),
  };
}
