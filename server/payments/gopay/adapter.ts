import { GatewayError, type PaymentGateway, type ProviderPaymentState } from '../gateway';

export interface GoPayOptions {
  /** API root including `/api`, e.g. https://gw.sandbox.gopay.com/api. */
  url: string;
  goid: string;
  clientId: string;
  clientSecret: string;
  /** Our notification endpoint: GoPay calls it with `?id=<payment id>`. */
  notificationUrl: string;
  timeoutMs?: number;
}

/** GoPay payment states in ours: the payer may still pay until CANCELED / TIMEOUTED. */
const stateOf: Record<string, ProviderPaymentState> = {
  CREATED: 'PENDING',
  PAYMENT_METHOD_CHOSEN: 'PENDING',
  AUTHORIZED: 'PENDING',
  PAID: 'PAID',
  CANCELED: 'FAILED',
  TIMEOUTED: 'CANCELLED',
  REFUNDED: 'REFUNDED',
  PARTIALLY_REFUNDED: 'REFUNDED',
};

type Body = { json: unknown } | { form: Record<string, string> } | null;

/**
 * GoPay REST API adapter: an OAuth2 client-credentials token (cached until shortly before it expires,
 * fetched again after a 401), payments created with an ON_DEMAND recurrence so later periods can be
 * charged with create-recurrence, states read with GET /payments/payment/{id}.
 */
export function goPayGateway(o: GoPayOptions): PaymentGateway {
  const api = o.url.replace(/\/+$/, '');
  const timeout = o.timeoutMs ?? 15_000;
  let token: { value: string; expiresAt: number } | null = null;

  async function send(method: string, path: string, headers: Record<string, string>, body: string | undefined) {
    try {
      return await fetch(`${api}${path}`, { method, headers: { accept: 'application/json', ...headers }, body, signal: AbortSignal.timeout(timeout) });
    } catch (err) {
      throw new GatewayError(`GoPay ${method} ${path} failed: ${(err as Error).message}`, true);
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${o.clientId}:${o.clientSecret}`).toString('base64');
    const res = await send('POST', '/oauth2/token', { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({ grant_type: 'client_credentials', scope: 'payment-all' }).toString());
    if (!res.ok) throw new GatewayError(`GoPay token request answered ${res.status}`, res.status >= 500);
    const data = (await res.json()) as { access_token: string; expires_in: number };
    token = { value: data.access_token, expiresAt: Date.now() + Math.max(0, data.expires_in - 60) * 1000 };
    return token.value;
  }

  async function call<T>(method: string, path: string, body: Body, retried = false): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${await accessToken()}` };
    let payload: string | undefined;
    if (body && 'json' in body) [headers['content-type'], payload] = ['application/json', JSON.stringify(body.json)];
    else if (body) [headers['content-type'], payload] = ['application/x-www-form-urlencoded', new URLSearchParams(body.form).toString()];
    else headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await send(method, path, headers, payload);
    if (res.status === 401 && !retried) {
      token = null; // revoked or expired early: one fresh token, then give up
      return call(method, path, body, true);
    }
    if (!res.ok) throw new GatewayError(`GoPay ${method} ${path} answered ${res.status}: ${(await res.text()).slice(0, 500)}`, res.status >= 500);
    return (await res.json()) as T;
  }

  const mapState = (s: string): ProviderPaymentState => {
    const state = stateOf[s];
    if (!state) throw new GatewayError(`GoPay reported an unknown state ${s}`, false);
    return state;
  };
  const itemsOf = (items: { name: string; amountMinor: number; vatPercent: number }[]) =>
    items.map((i) => ({ type: 'ITEM', name: i.name.slice(0, 256), amount: i.amountMinor, count: 1, vat_rate: String(i.vatPercent) }));

  return {
    provider: 'gopay',
    async create(p) {
      const created = await call<{ id: number; gw_url: string; state: string }>('POST', '/payments/payment', {
        json: {
          payer: {
            allowed_payment_instruments: ['PAYMENT_CARD'],
            default_payment_instrument: 'PAYMENT_CARD',
            contact: { first_name: p.payer.firstName, last_name: p.payer.lastName, email: p.payer.email, phone_number: p.payer.phoneNumber },
          },
          target: { type: 'ACCOUNT', goid: Number(o.goid) },
          amount: p.amountMinor,
          currency: p.currency,
          order_number: p.orderNumber,
          order_description: p.description.slice(0, 256),
          items: itemsOf(p.items),
          ...(p.recurrence ? { recurrence: { recurrence_cycle: 'ON_DEMAND', recurrence_date_to: '2099-12-31' } } : {}),
          callback: { return_url: p.returnUrl, notification_url: o.notificationUrl },
          lang: p.language,
        },
      });
      return { providerPaymentId: String(created.id), gatewayUrl: created.gw_url, state: mapState(created.state) };
    },
    async getState(id) {
      return mapState((await call<{ state: string }>('GET', `/payments/payment/${encodeURIComponent(id)}`, null)).state);
    },
    async chargeRecurrence(parentId, c) {
      const created = await call<{ id: number; state: string }>('POST', `/payments/payment/${encodeURIComponent(parentId)}/create-recurrence`, {
        json: { amount: c.amountMinor, currency: c.currency, order_number: c.orderNumber, order_description: c.description, items: itemsOf(c.items) },
      });
      return { providerPaymentId: String(created.id), state: mapState(created.state) };
    },
    async voidRecurrence(parentId) {
      const r = await call<{ result: string }>('POST', `/payments/payment/${encodeURIComponent(parentId)}/void-recurrence`, null);
      if (r.result !== 'FINISHED') throw new GatewayError(`GoPay void-recurrence of ${parentId} ended ${r.result}`, false);
    },
    async refund(id, amountMinor) {
      const r = await call<{ result: string }>('POST', `/payments/payment/${encodeURIComponent(id)}/refund`, { form: { amount: String(amountMinor) } });
      if (r.result !== 'FINISHED') throw new GatewayError(`GoPay refund of ${id} ended ${r.result}`, false);
    },
  };
}
