import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/httpError';
import { GatewayError } from './gateway';
import { GOPAY_NOTIFY_PATH } from './gateways';
import type { PaymentOutcomes, ProviderName } from './outcomes';
import { SANDBOX_NOTIFY_PATH } from './sandbox/adapter';
import { SANDBOX_SIGNATURE_HEADER, verifySignature } from './signature';

const unknownPayment = () => new HttpError(404, 'not-found', 'No such payment.');

/**
 * Provider → server notifications (not part of the SPA's contract). Both only say which payment
 * changed; the state is then read from the provider itself (GoPay) or its books (sandbox), so a
 * forged or replayed notification cannot mark anything paid. The sandbox's are also signed: a bad
 * signature is refused with 403 before anything is read. Handling is idempotent:
 * checkout records a reported state only once.
 */
export function registerPaymentNotifications(
  app: FastifyInstance,
  sandboxSecret: string,
  outcomes: PaymentOutcomes,
): void {
  const handle = async (provider: ProviderName, id: string, log: FastifyInstance['log']) => {
    try {
      if ((await outcomes.paymentChanged(provider, id, log)) === 'unknown-payment') throw unknownPayment();
    } catch (err) {
      // The provider could not be asked: 503 makes it send the notification again later.
      if (err instanceof GatewayError)
        throw new HttpError(503, 'unexpected', 'The payment provider could not be reached.');
      throw err;
    }
    return { received: true };
  };

  // biome-ignore lint/nursery/noMisusedPromises: Fastify awaits an async plugin (FastifyPluginAsync)
  void app.register(async (scope) => {
    // The signature covers the exact bytes received, so the body is kept as a string.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.post(SANDBOX_NOTIFY_PATH, async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      if (!verifySignature(sandboxSecret, raw, request.headers[SANDBOX_SIGNATURE_HEADER])) {
        throw new HttpError(403, 'forbidden', 'The notification signature is missing or wrong.');
      }
      let id: unknown;
      try {
        id = (JSON.parse(raw) as { id?: unknown }).id;
      } catch {
        id = undefined;
      }
      if (typeof id !== 'string' || id.length > 100)
        throw new HttpError(400, 'bad-request', 'The notification names no payment.');
      return handle('sandbox', id, request.log);
    });
  });

  app.get<{ Querystring: { id?: string } }>(GOPAY_NOTIFY_PATH, async (request) => {
    const id = String(request.query.id ?? '');
    if (!/^\d{1,20}$/.test(id)) throw new HttpError(400, 'bad-request', 'The notification names no payment.');
    return handle('gopay', id, request.log);
  });
}
