import type { OrderActor } from '@machines/order/provider';
import type { PaymentStatusEffects } from '@machines/paymentStatus/provider';
import { pushDataLayerEvent, pushPurchaseOnce } from '@shared/analytics/dataLayer';
import { bodyOf } from '@shared/api/apiFailure';
import { api } from '@shared/api/client';

/** The status page's effects in the browser; the order draft hears the outcome. */
export function browserPaymentEffects(order: OrderActor): PaymentStatusEffects {
  return {
    checkStatus: async (orderId) => bodyOf(await api.order.status({ query: { orderId } }), 200),
    retryPayment: async (orderId) => bodyOf(await api.order.retryPayment({ params: { orderId } }), 201),
    goTo: (url) => window.location.assign(url),
    track: (step, orderId) => pushDataLayerEvent({ event: 'payment_status', payment_status: step, order_id: orderId }),
    trackPurchase: (orderId, value) => void pushPurchaseOnce(orderId, value),
    paymentFailed: () => order.send({ type: 'payment-failed' }),
    orderCompleted: () => order.send({ type: 'order-completed' }),
  };
}
