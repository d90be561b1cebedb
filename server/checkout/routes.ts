import type { FastifyRequest } from 'fastify';
import { contract } from '../../contract';
import { languages, type Language } from '../../contract/primitives';
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

/**
 * Language of the line subjects in a summary: the first Accept-Language tag that is one of ours
 * (the app sends the page's language), else English. The subjects are what the invoice will say;
 * everything else in the offer and the summary is data (amounts, voucher terms) the app words itself.
 */
export function languageOfRequest(request: FastifyRequest): Language {
  const header = String(request.headers['accept-language'] ?? '');
  for (const part of header.split(',')) {
    const tag = part.trim().slice(0, 2).toUpperCase();
    if ((languages as readonly string[]).includes(tag)) return tag as Language;
  }
  return 'EN';
}

/** The order calls: offer, summary, autoregistration check, placing, status, paying again and cancelling. */
export const orderRoutes = (ctx: CheckoutContext): Impl => ({
  offer: async ({ params, query }) => ({ status: 200, body: await orderOffer(ctx.db, params.boxId, query) }),
  summary: async ({ body, request }) => ({ status: 200, body: await orderSummary(ctx.db, body, languageOfRequest(request)) }),
  verifyAutoregistrationInvoicingDetails: async ({ body, request }) => ({ status: 200, body: await verifyAutoregistration(ctx, body, request.ip) }),
  placeWithLogin: async ({ body, request }) => ({ status: 201, body: await placeOrder(ctx, { ...body, userId: clientOf(request).userId }, request.ip) }),
  placeWithoutLogin: async ({ body, request }) => ({ status: 201, body: await placeOrder(ctx, body, request.ip) }),
  status: async ({ query }) => ({ status: 200, body: await orderStatus(ctx, query.orderId) }),
  retryPayment: async ({ params }) => ({ status: 201, body: await retryPayment(ctx, params.orderId) }),
  cancel: async ({ params }) => {
    await cancelOrder(ctx, params.orderId);
    return { status: 200, body: { value: true as const } };
  },
});
