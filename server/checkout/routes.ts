import { todayOf } from '../config/clock';
import type { contract } from '@contract/index';
import { languageOfRequest } from '../http/language';
import type { ApiRoutes } from '../http/registerApi';
import { clientOf } from '../identity/bearer';
import { orderOffer, orderSummary } from '../orders/quote';
import { verifyAutoregistration } from './autoRegistration';
import type { CheckoutContext } from './context';
import { placeOrder } from './place';
import { cancelOrder } from './cancel';
import { retryPayment } from './retry';
import { orderStatus } from './status';

type Impl = ApiRoutes<typeof contract.order>;

/** The order calls: offer, summary, autoregistration check, placing, status, paying again and cancelling. */
export const orderRoutes = (ctx: CheckoutContext): Impl => ({
  offer: async ({ params, query, request }) => ({
    status: 200,
    body: await orderOffer(ctx.db, params.boxId, query, languageOfRequest(request), todayOf(ctx.config.clock)),
  }),
  summary: async ({ body, request }) => ({
    status: 200,
    body: await orderSummary(ctx.db, body, languageOfRequest(request), todayOf(ctx.config.clock)),
  }),
  verifyAutoregistrationInvoicingDetails: async ({ body, request }) => ({
    status: 200,
    body: await verifyAutoregistration(ctx, body, request.ip),
  }),
  placeWithLogin: async ({ body, request }) => ({
    status: 201,
    body: await placeOrder(ctx, { ...body, userId: clientOf(request).userId }, request.ip),
  }),
  placeWithoutLogin: async ({ body, request }) => ({ status: 201, body: await placeOrder(ctx, body, request.ip) }),
  status: async ({ query }) => ({ status: 200, body: await orderStatus(ctx, query.orderId) }),
  retryPayment: async ({ params, request }) => ({
    status: 201,
    body: await retryPayment(ctx, params.orderId, request.ip),
  }),
  cancel: async ({ params }) => {
    await cancelOrder(ctx, params.orderId);
    return { status: 200, body: { value: true as const } };
  },
});
