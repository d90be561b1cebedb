import type { ServerConfig } from '../config/env';
import type { Db } from '../db/client';
import { GatewayError, type PaymentGateway } from './gateway';
import { goPayGateway } from './gopay/adapter';
import { sandboxGateway } from './sandbox/adapter';

export const GOPAY_NOTIFY_PATH = '/api/payments/gopay/notify';

export interface PaymentGateways {
  /** The provider new payments go to (PAYMENT_PROVIDER). */
  current: PaymentGateway;
  /** The provider of an existing payment (it may predate a change of PAYMENT_PROVIDER). */
  of(provider: string): PaymentGateway;
}

export function createPaymentGateways(db: Db, config: ServerConfig): PaymentGateways {
  const { env } = config;
  const publicUrl = config.app.publicUrl.replace(/\/+$/, '');
  const sandbox = sandboxGateway(db, publicUrl);
  const gopay =
    env.GOPAY_GOID && env.GOPAY_CLIENT_ID && env.GOPAY_CLIENT_SECRET
      ? goPayGateway({
          url: env.GOPAY_URL,
          goid: env.GOPAY_GOID,
          clientId: env.GOPAY_CLIENT_ID,
          clientSecret: env.GOPAY_CLIENT_SECRET,
          notificationUrl: `${publicUrl}${GOPAY_NOTIFY_PATH}`,
        })
      : null;
  const of = (provider: string): PaymentGateway => {
    if (provider === 'sandbox') return sandbox;
    if (provider === 'gopay' && gopay) return gopay;
    throw new GatewayError(`payment provider ${provider} is not configured`, false);
  };
  return { current: of(config.payments.provider), of };
}
