import { GatewayError, type PaymentGateway, type PaymentItem, type ProviderPaymentState } from '../gateway';

export interface GoPayOptions {
  /** API root, e.g. https://gw.sandbox.gopay.com/api; a URL without `/api` gets it appended, as the SDKs do. */
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

/** One entry of GoPay's error answer `{errors: [...]}`. */
interface GoPayErrorEntry {
  scope?: string;
  field?: string;
  error_code?: number;
  error_name?: string;
  message?: string;
}

/** A refusal by GoPay, with the errors it named (empty when the answer was not GoPay's error JSON). */
class GoPayRefusal extends GatewayError {
  constructor(
    message: string,
    retryable: boolean,
    readonly status: number,
    readonly errors: GoPayErrorEntry[],
  ) {
    super(message, retryable);
  }
}

/** VAT rates GoPay accepts in `vat_rate`; an item with another rate is sent without one. */
const VAT_RATES = new Set([0, 10, 15, 21]);
/** GoPay's longest order_number, order_description and item name. */
const MAX = { orderNumber: 128, description: 256, itemName: 256 };

/** Cuts to at most `max` UTF-16 units without leaving half a surrogate pair. */
const cut = (text: string, max: number) => {
  const part = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(part) ? part.slice(0, -1) : part;
};

/** The API root as the SDKs build it: trailing slashes dropped, `/api` appended unless already there. */
export const apiRootOf = (url: string) => {
  const base = url.replace(/\/+$/, '');
  return base.endsWith('/api') ? base : `${base}/api`;
};

/**
 * GoPay's items: each amount is the item's total and together they must make the payment amount,
 * so a rounding difference of the callers' items goes to the last item (no items: one item named
 * by the description).
 */
function goPayItemsOf(items: PaymentItem[], amountMinor: number, description: string) {
  const list = items.length ? items : [{ name: description, amountMinor, vatPercent: Number.NaN }];
  const out = list.map((i) => ({
    type: 'ITEM',
    name: cut(i.name, MAX.itemName),
    amount: i.amountMinor,
    count: 1,
    ...(VAT_RATES.has(i.vatPercent) ? { vat_rate: i.vatPercent } : {}),
  }));
  out[out.length - 1].amount += amountMinor - out.reduce((sum, i) => sum + i.amount, 0);
  return out;
}

/** `error_code error_name (field): message` of each error, or the raw answer when it is not GoPay's error JSON. */
function describeRefusal(text: string): { detail: string; errors: GoPayErrorEntry[] } {
  try {
    const errors = (JSON.parse(text) as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.length) {
      const list = errors as GoPayErrorEntry[];
      const detail = list
        .map(
          (e) =>
            [e.error_code, e.error_name].filter((x) => x !== undefined).join(' ') +
            (e.field ? ` (${e.field})` : '') +
            (e.message ? `: ${e.message}` : ''),
        )
        .join('; ');
      return { detail, errors: list };
    }
  } catch {
    // not JSON: the raw text below
  }
  return { detail: text.slice(0, 500), errors: [] };
}

/**
 * GoPay REST API adapter: an OAuth2 client-credentials token (cached until a minute before its
 * `expires_in` ends; after a 403 for a cached token, or a 401, one new token and one retry),
 * payments created with an ON_DEMAND recurrence so later periods can be charged with
 * create-recurrence, states read with GET /payments/payment/{id}. A create-recurrence charge is
 * answered CREATED (PENDING to us): GoPay notifies the charge's own id when it is paid or declined.
 * GoPay can also refuse the charge at once (409 with 340 "recurring payment failed" or 343 "number
 * of attempts exceeded"): a refusal that is not retryable, so the card was not charged. GoPay offers
 * no search of charges by order number, so this adapter has no findCharge: a charge whose answer
 * was lost is matched when GoPay notifies its id (lookUp reads its order_number).
 */
export function goPayGateway(o: GoPayOptions): PaymentGateway {
  const api = apiRootOf(o.url);
  const timeout = o.timeoutMs ?? 15_000;
  let token: { value: string; expiresAt: number } | null = null;
  let fetching: Promise<string> | null = null;

  async function send(method: string, path: string, headers: Record<string, string>, body: string | undefined) {
    try {
      return await fetch(`${api}${path}`, {
        method,
        headers: { accept: 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(timeout),
      });
    } catch (err) {
      throw new GatewayError(`GoPay ${method} ${path} failed: ${(err as Error).message}`, true);
    }
  }

  async function refusal(method: string, path: string, res: Response): Promise<GoPayRefusal> {
    const { detail, errors } = describeRefusal(await res.text().catch(() => ''));
    return new GoPayRefusal(
      `GoPay ${method} ${path} answered ${res.status}${detail ? `: ${detail}` : ''}`,
      res.status >= 500,
      res.status,
      errors,
    );
  }

  async function json<T>(method: string, path: string, res: Response): Promise<T> {
    try {
      return (await res.json()) as T;
    } catch (err) {
      throw new GatewayError(
        `GoPay ${method} ${path} answered ${res.status} with unreadable JSON: ${(err as Error).message}`,
        true,
      );
    }
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${o.clientId}:${o.clientSecret}`).toString('base64');
    const res = await send(
      'POST',
      '/oauth2/token',
      { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({ grant_type: 'client_credentials', scope: 'payment-all' }).toString(),
    );
    if (!res.ok) throw await refusal('POST', '/oauth2/token', res);
    const data = await json<{ access_token: string; expires_in: number }>('POST', '/oauth2/token', res);
    token = { value: data.access_token, expiresAt: Date.now() + Math.max(0, data.expires_in - 60) * 1000 };
    return token.value;
  }

  /** The cached token while it is valid, else a new one (one request however many calls wait for it). */
  async function accessToken(): Promise<{ value: string; cached: boolean }> {
    if (token && token.expiresAt > Date.now()) return { value: token.value, cached: true };
    fetching ??= fetchToken().finally(() => {
      fetching = null;
    });
    return { value: await fetching, cached: false };
  }

  async function call<T>(method: string, path: string, body: Body, retried = false): Promise<T> {
    const used = await accessToken();
    const headers: Record<string, string> = { authorization: `Bearer ${used.value}` };
    let payload: string | undefined;
    if (body && 'json' in body) [headers['content-type'], payload] = ['application/json', JSON.stringify(body.json)];
    else if (body)
      [headers['content-type'], payload] = [
        'application/x-www-form-urlencoded',
        new URLSearchParams(body.form).toString(),
      ];
    else headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await send(method, path, headers, payload);
    // GoPay refuses an expired or unknown token with 403: a cached one may have expired or been
    // revoked early, so one new token and one retry (also after a 401); a new token refused is final.
    if (!retried && (res.status === 401 || (res.status === 403 && used.cached))) {
      await res.arrayBuffer().catch(() => undefined);
      if (token?.value === used.value) token = null;
      return call(method, path, body, true);
    }
    if (!res.ok) throw await refusal(method, path, res);
    return json<T>(method, path, res);
  }

  const mapState = (s: string): ProviderPaymentState => {
    const state = stateOf[s];
    if (!state) throw new GatewayError(`GoPay reported an unknown state ${s}`, false);
    return state;
  };

  return {
    provider: 'gopay',
    async create(p) {
      const created = await call<{ id: number; gw_url: string; state: string }>('POST', '/payments/payment', {
        json: {
          payer: {
            allowed_payment_instruments: ['PAYMENT_CARD'],
            default_payment_instrument: 'PAYMENT_CARD',
            contact: {
              first_name: p.payer.firstName,
              last_name: p.payer.lastName,
              email: p.payer.email,
              phone_number: p.payer.phoneNumber,
            },
          },
          target: { type: 'ACCOUNT', goid: Number(o.goid) },
          amount: p.amountMinor,
          currency: p.currency,
          order_number: cut(p.orderNumber, MAX.orderNumber),
          order_description: cut(p.description, MAX.description),
          items: goPayItemsOf(p.items, p.amountMinor, p.description),
          ...(p.recurrence ? { recurrence: { recurrence_cycle: 'ON_DEMAND', recurrence_date_to: '2099-12-31' } } : {}),
          callback: { return_url: p.returnUrl, notification_url: o.notificationUrl },
          lang: p.language,
        },
      });
      return { providerPaymentId: String(created.id), gatewayUrl: created.gw_url, state: mapState(created.state) };
    },
    async getState(id) {
      return mapState(
        (await call<{ state: string }>('GET', `/payments/payment/${encodeURIComponent(id)}`, null)).state,
      );
    },
    async lookUp(id) {
      const p = await call<{ state: string; order_number?: string; amount: number; currency: string }>(
        'GET',
        `/payments/payment/${encodeURIComponent(id)}`,
        null,
      );
      return {
        state: mapState(p.state),
        orderNumber: p.order_number ?? null,
        amountMinor: p.amount,
        currency: p.currency,
      };
    },
    async chargeRecurrence(parentId, c) {
      const created = await call<{ id: number; state: string }>(
        'POST',
        `/payments/payment/${encodeURIComponent(parentId)}/create-recurrence`,
        {
          json: {
            amount: c.amountMinor,
            currency: c.currency,
            order_number: cut(c.orderNumber, MAX.orderNumber),
            order_description: cut(c.description, MAX.description),
            items: goPayItemsOf(c.items, c.amountMinor, c.description),
          },
        },
      );
      return { providerPaymentId: String(created.id), state: mapState(created.state) };
    },
    async voidRecurrence(parentId) {
      let r: { result: string };
      try {
        r = await call<{ result: string }>(
          'POST',
          `/payments/payment/${encodeURIComponent(parentId)}/void-recurrence`,
          null,
        );
      } catch (err) {
        // Stopped already (by an earlier call, or in GoPay's admin): what we asked for.
        if (err instanceof GoPayRefusal && err.errors.some((e) => e.error_name === 'PAYMENT_RECURRENCE_STOPPED'))
          return;
        throw err;
      }
      if (r.result !== 'FINISHED' && r.result !== 'ACCEPTED')
        throw new GatewayError(`GoPay void-recurrence of ${parentId} ended ${r.result}`, false);
    },
    async refund(id, amountMinor) {
      const r = await call<{ result: string }>('POST', `/payments/payment/${encodeURIComponent(id)}/refund`, {
        form: { amount: String(amountMinor) },
      });
      // ACCEPTED: GoPay took the refund and carries it out later (the payment's state then says REFUNDED).
      if (r.result !== 'FINISHED' && r.result !== 'ACCEPTED')
        throw new GatewayError(`GoPay refund of ${id} ended ${r.result}`, false);
    },
  };
}
