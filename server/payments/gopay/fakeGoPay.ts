import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Test support: a local stand-in for GoPay's REST API (token, create, status, create-recurrence,
 * void-recurrence, refund) on 127.0.0.1, recording every call. It behaves as GoPay does where our
 * adapter depends on it:
 * - Basic credentials for the token; tokens live `expires_in` (1800) seconds, and an expired or
 *   unknown bearer token is refused with 403.
 * - Every error is `{date_issued, errors: [{scope, field, error_code, error_name, message, description}]}`
 *   (`date_issued` in milliseconds since the epoch); validation and state errors are 409.
 * - Item amounts (each the item's total) must add up to the payment amount, else error 360; `vat_rate` is an integer
 *   of 0, 10, 15, 21; `order_number` is at most 128 characters, `order_description` and item names 256.
 * - create-recurrence answers the new payment CREATED; about 20 ms later it is PAID (or CANCELED when
 *   the card declines) and the parent's `notification_url` is called with `GET ?id=<new payment id>`.
 *   It can also be refused at once with 409: 340 (recurring payment failed) or 343 (number of
 *   attempts exceeded), after which no payment exists.
 * - A refund answers FINISHED, or ACCEPTED and the payment becomes refunded about 20 ms later.
 * Error codes are GoPay's documented ones (110, 111, 200, 202, 303, 304, 330, 340–343, 360); error
 * names are GoPay's where its SDKs' tests show them (PAYMENT_RECURRENCE_STOPPED, code 342;
 * PAYMENT_REFUND_NOT_SUPPORTED), the other names are this fake's own (GoPay documents only codes).
 */
export interface FakeGoPayError {
  scope: 'G' | 'F';
  field?: string;
  error_code: number;
  error_name: string;
  message?: string;
}

/** A refusal of create-recurrence at once, as GoPay documents it. */
export type RecurrenceRefusal = 340 | 343;

export interface FakeGoPayPayment {
  state: string;
  amount: number;
  currency: string;
  orderNumber: string;
  recurrence: boolean;
  voided: boolean;
  /** The paid recurring payment this one was charged from (create-recurrence). */
  parentId?: string;
  /** Where state changes of this payment are notified (a child uses its parent's). */
  notificationUrl?: string;
  refundedAmount: number;
  body: unknown;
}

export interface FakeGoPayNotification {
  id: string;
  url: string;
  /** The HTTP status our server answered, or `unreachable`. */
  status: number | 'unreachable';
}

export interface FakeGoPay {
  url: string;
  calls: { method: string; url: string; headers: Record<string, unknown>; body: unknown; status?: number }[];
  payments: Map<string, FakeGoPayPayment>;
  tokensIssued: number;
  /** Ids of the payments notified, in order (each once its notification was answered or failed). */
  notificationsSent: string[];
  /** The same notifications with the URL called and the status our server answered. */
  notifications: FakeGoPayNotification[];
  /** How a refund is answered: at once (FINISHED), later (ACCEPTED) or refused in the answer (FAILED). */
  refundAnswer: 'FINISHED' | 'ACCEPTED' | 'FAILED';
  /** Answers the next call(s), whatever they are, with this status (then behaves again). */
  failNext(status: number, times?: number): void;
  /** Forgets every issued token: they are then refused with 403 like unknown ones. */
  revokeTokens(): void;
  /** Makes every token issued so far expired (refused with 403), as after its 1800 seconds. */
  expireTokens(): void;
  /** Later create-recurrence charges of this parent (of every parent without one) are declined; `on = false` undoes it. */
  declineRecurrences(parentId?: string, on?: boolean): void;
  /** Later create-recurrence charges of this parent are refused at once with 409 and this code; null undoes it. */
  refuseRecurrences(parentId: string, code: RecurrenceRefusal | null): void;
  /** While on, new create-recurrence charges stay CREATED until `settle` is called. */
  holdRecurrences(on: boolean): void;
  /** Moves a payment to PAID or CANCELED and notifies its notification URL; resolves when our server answered. */
  settle(id: string, state: 'PAID' | 'CANCELED'): Promise<FakeGoPayNotification>;
  /** Resolves once a notification of this payment has been answered (at once if one already was). */
  notified(id: string, timeoutMs?: number): Promise<FakeGoPayNotification>;
  close(): Promise<void>;
}

const SETTLE_DELAY_MS = 20;
const TOKEN_SECONDS = 1800;
const VAT_RATES = new Set([0, 10, 15, 21]);
const LIMITS = { order_number: 128, order_description: 256, itemName: 256 };

const failure = (status: number, errors: FakeGoPayError[]) => ({ status, errors });
type Failure = ReturnType<typeof failure>;
/** GoPay's error body: when the error happened, and each error with its technical description. */
const send = (reply: FastifyReply, f: Failure) =>
  reply.status(f.status).send({
    date_issued: Date.now(),
    errors: f.errors.map((e) => ({
      scope: e.scope,
      field: e.field ?? null,
      message: e.message ?? null,
      description: e.message ?? null,
      error_code: e.error_code,
      error_name: e.error_name,
    })),
  });

/** What GoPay checks in the body of a new payment or a create-recurrence charge. */
function validatePayment(body: Record<string, unknown>): FakeGoPayError[] {
  const errors: FakeGoPayError[] = [];
  const wrong = (field: string, message: string, code = 111, name = 'WRONG_FORMAT') =>
    errors.push({ scope: 'F', field, error_code: code, error_name: name, message });
  const tooLong = (field: string, value: unknown, max: number) => {
    if (typeof value === 'string' && value.length > max) wrong(field, `longer than ${max} characters`);
  };
  if (!Number.isInteger(body.amount) || (body.amount as number) <= 0)
    wrong('amount', 'a positive integer in minor units', 110, 'MANDATORY');
  if (typeof body.currency !== 'string') wrong('currency', 'missing', 110, 'MANDATORY');
  if (typeof body.order_number !== 'string' || !body.order_number) wrong('order_number', 'missing', 110, 'MANDATORY');
  tooLong('order_number', body.order_number, LIMITS.order_number);
  tooLong('order_description', body.order_description, LIMITS.order_description);
  if (body.items !== undefined && !Array.isArray(body.items)) wrong('items', 'not a list');
  const items = Array.isArray(body.items) ? (body.items as Record<string, unknown>[]) : [];
  items.forEach((item, i) => {
    if (typeof item.name !== 'string' || !item.name) wrong(`items[${i}].name`, 'missing', 110, 'MANDATORY');
    tooLong(`items[${i}].name`, item.name, LIMITS.itemName);
    if (!Number.isInteger(item.amount)) wrong(`items[${i}].amount`, 'an integer in minor units');
    if (item.count !== undefined && (!Number.isInteger(item.count) || (item.count as number) < 1))
      wrong(`items[${i}].count`, 'a positive integer');
    if (item.vat_rate !== undefined && !(Number.isInteger(item.vat_rate) && VAT_RATES.has(item.vat_rate as number))) {
      wrong(`items[${i}].vat_rate`, 'an integer of 0, 10, 15, 21');
    }
  });
  if (items.length && items.every((i) => Number.isInteger(i.amount)) && Number.isInteger(body.amount)) {
    const sum = items.reduce((s, i) => s + (i.amount as number), 0);
    if (sum !== body.amount)
      wrong(
        'items',
        `item amounts add up to ${sum}, not to the payment amount ${String(body.amount)}`,
        360,
        'PAYMENT_AMOUNT_MISMATCH',
      );
  }
  return errors;
}

export async function startFakeGoPay(clientId: string, clientSecret: string): Promise<FakeGoPay> {
  const app: FastifyInstance = Fastify();
  const failures: number[] = [];
  /** token → when it stops being valid (ms since the epoch). */
  const tokens = new Map<string, number>();
  const declinedParents = new Set<string>();
  const refusedParents = new Map<string, RecurrenceRefusal>();
  let declineAll = false;
  let hold = false;
  const timers = new Set<NodeJS.Timeout>();
  const waiters: { id: string; resolve: (n: FakeGoPayNotification) => void }[] = [];
  const recorded = new WeakMap<FastifyRequest, FakeGoPay['calls'][number]>();
  let nextId = 3000006620;

  const later = (work: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, SETTLE_DELAY_MS);
    timers.add(timer);
  };

  async function notify(id: string): Promise<FakeGoPayNotification> {
    const p = fake.payments.get(id);
    const target = p?.notificationUrl;
    let result: FakeGoPayNotification;
    if (!target) {
      result = { id, url: '', status: 'unreachable' };
    } else {
      const url = new URL(target);
      url.searchParams.set('id', id);
      let status: FakeGoPayNotification['status'];
      try {
        const res = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(5000) });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        status = 'unreachable';
      }
      result = { id, url: url.toString(), status };
    }
    fake.notificationsSent.push(id);
    fake.notifications.push(result);
    for (const w of waiters.filter((x) => x.id === id)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(result);
    }
    return result;
  }

  const fake: Omit<FakeGoPay, 'url' | 'close'> = {
    calls: [],
    payments: new Map(),
    tokensIssued: 0,
    notificationsSent: [],
    notifications: [],
    refundAnswer: 'FINISHED',
    failNext(status, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push(status);
    },
    revokeTokens() {
      tokens.clear();
    },
    expireTokens() {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
    declineRecurrences(parentId, on = true) {
      if (parentId === undefined) declineAll = on;
      else if (on) declinedParents.add(parentId);
      else declinedParents.delete(parentId);
    },
    refuseRecurrences(parentId, code) {
      if (code === null) refusedParents.delete(parentId);
      else refusedParents.set(parentId, code);
    },
    holdRecurrences(on) {
      hold = on;
    },
    async settle(id, state) {
      const p = fake.payments.get(id);
      if (!p) throw new Error(`fake GoPay: no payment ${id}`);
      p.state = state;
      return notify(id);
    },
    notified(id, timeoutMs = 5000) {
      const done = fake.notifications.find((n) => n.id === id);
      if (done) return Promise.resolve(done);
      return new Promise((resolve, reject) => {
        const waiter = {
          id,
          resolve: (n: FakeGoPayNotification) => {
            clearTimeout(timer);
            resolve(n);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`fake GoPay: no notification of ${id} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
  };

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.setNotFoundHandler((_request, reply) =>
    send(reply, failure(404, [{ scope: 'G', error_code: 404, error_name: 'NOT_FOUND' }])),
  );
  app.setErrorHandler((err: { statusCode?: number; message: string }, _request, reply) => {
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    return send(
      reply,
      failure(status, [
        {
          scope: 'G',
          error_code: status >= 500 ? 100 : 111,
          error_name: status >= 500 ? 'SYSTEM_ERROR' : 'WRONG_FORMAT',
          message: err.message,
        },
      ]),
    );
  });
  app.addHook('onRequest', async (request) => {
    const entry = { method: request.method, url: request.url, headers: request.headers, body: undefined as unknown };
    recorded.set(request, entry);
    fake.calls.push(entry);
  });
  app.addHook('onResponse', async (request, reply) => {
    const entry = recorded.get(request);
    if (entry) entry.status = reply.statusCode;
  });
  app.addHook('preHandler', async (request, reply) => {
    const entry = recorded.get(request);
    if (entry) entry.body = request.body;
    const injected = failures.shift();
    if (injected) {
      return send(
        reply,
        failure(injected, [
          {
            scope: 'G',
            error_code: injected >= 500 ? 100 : 116,
            error_name: injected >= 500 ? 'SYSTEM_ERROR' : 'INJECTED_FAILURE',
            message: 'injected failure',
          },
        ]),
      );
    }
    if (request.url === '/api/oauth2/token') return;
    const token = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    const validUntil = token ? tokens.get(token) : undefined;
    if (validUntil === undefined || validUntil <= Date.now()) {
      return send(
        reply,
        failure(403, [
          {
            scope: 'G',
            error_code: 200,
            error_name: 'AUTH_TOKEN_INVALID',
            message: validUntil === undefined ? 'unknown access token' : 'access token expired',
          },
        ]),
      );
    }
  });

  app.post('/api/oauth2/token', async (request, reply) => {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    const body = (request.body ?? {}) as Record<string, string>;
    if (request.headers.authorization !== expected || body.grant_type !== 'client_credentials' || !body.scope) {
      return send(
        reply,
        failure(403, [
          {
            scope: 'G',
            error_code: 202,
            error_name: 'AUTH_WRONG_CREDENTIALS',
            message: 'wrong client credentials, grant type or scope',
          },
        ]),
      );
    }
    const token = `token-${(fake.tokensIssued += 1)}`;
    tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
    return { token_type: 'bearer', access_token: token, expires_in: TOKEN_SECONDS };
  });

  const found = (id: string) => fake.payments.get(id);
  const notFound = (id: string) =>
    failure(404, [{ scope: 'G', error_code: 304, error_name: 'PAYMENT_NOT_FOUND', message: `no payment ${id}` }]);
  const recurrenceOf = (p: FakeGoPayPayment) =>
    p.recurrence
      ? {
          recurrence: {
            recurrence_cycle: 'ON_DEMAND',
            recurrence_date_to:
              (p.body as { recurrence?: { recurrence_date_to?: string } }).recurrence?.recurrence_date_to ??
              '2099-12-31',
            recurrence_state: p.voided ? 'STOPPED' : p.state === 'PAID' ? 'STARTED' : 'REQUESTED',
          },
        }
      : {};

  app.post('/api/payments/payment', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown> & {
      amount: number;
      currency: string;
      order_number: string;
      recurrence?: unknown;
      payer?: unknown;
      target?: unknown;
      callback?: { notification_url?: string };
    };
    const errors = validatePayment(body);
    if (errors.length) return send(reply, failure(409, errors));
    const id = String((nextId += 1));
    const p: FakeGoPayPayment = {
      state: 'CREATED',
      amount: body.amount,
      currency: body.currency,
      orderNumber: body.order_number,
      recurrence: Boolean(body.recurrence),
      voided: false,
      notificationUrl: body.callback?.notification_url,
      refundedAmount: 0,
      body,
    };
    fake.payments.set(id, p);
    return {
      id: Number(id),
      order_number: body.order_number,
      state: 'CREATED',
      amount: body.amount,
      currency: body.currency,
      payer: body.payer,
      target: body.target,
      ...recurrenceOf(p),
      gw_url: `https://gate.fake-gopay.test/gw/${id}`,
    };
  });

  app.get<{ Params: { id: string } }>('/api/payments/payment/:id', async (request, reply) => {
    const p = found(request.params.id);
    if (!p) return send(reply, notFound(request.params.id));
    return {
      id: Number(request.params.id),
      ...(p.parentId ? { parent_id: Number(p.parentId) } : {}),
      order_number: p.orderNumber,
      state: p.state,
      amount: p.amount,
      currency: p.currency,
      ...recurrenceOf(p),
    };
  });

  app.post<{ Params: { id: string } }>('/api/payments/payment/:id/create-recurrence', async (request, reply) => {
    const parentId = request.params.id;
    const parent = found(parentId);
    if (!parent) return send(reply, notFound(parentId));
    const refuse = (code: number, name: string, message: string) =>
      send(reply, failure(409, [{ scope: 'G', error_code: code, error_name: name, message }]));
    if (!parent.recurrence) return refuse(341, 'PAYMENT_RECURRENCE_NOT_SUPPORTED', 'the payment has no recurrence');
    if (parent.voided) return refuse(342, 'PAYMENT_RECURRENCE_STOPPED', 'the recurrence was stopped');
    if (parent.state !== 'PAID') return refuse(303, 'PAYMENT_WRONG_STATE', `the payment is ${parent.state}, not PAID`);
    const refusal = refusedParents.get(parentId);
    if (refusal === 340) return refuse(340, 'PAYMENT_RECURRENCE_FAILED', 'the recurring payment failed');
    if (refusal === 343) return refuse(343, 'PAYMENT_RECURRENCE_LIMIT_EXCEEDED', 'too many attempts to charge');
    const body = (request.body ?? {}) as Record<string, unknown> & {
      amount: number;
      currency: string;
      order_number: string;
    };
    const errors = validatePayment(body);
    if (errors.length) return send(reply, failure(409, errors));
    const id = String((nextId += 1));
    fake.payments.set(id, {
      state: 'CREATED',
      amount: body.amount,
      currency: body.currency,
      orderNumber: body.order_number,
      recurrence: false,
      voided: false,
      parentId,
      notificationUrl: parent.notificationUrl,
      refundedAmount: 0,
      body,
    });
    if (!hold) {
      const outcome = declineAll || declinedParents.has(parentId) ? 'CANCELED' : 'PAID';
      later(() => void fake.settle(id, outcome));
    }
    return {
      id: Number(id),
      parent_id: Number(parentId),
      order_number: body.order_number,
      state: 'CREATED',
      amount: body.amount,
      currency: body.currency,
      target: (parent.body as { target?: unknown }).target,
    };
  });

  app.post<{ Params: { id: string } }>('/api/payments/payment/:id/void-recurrence', async (request, reply) => {
    const p = found(request.params.id);
    if (!p) return send(reply, notFound(request.params.id));
    if (!p.recurrence)
      return send(
        reply,
        failure(409, [
          {
            scope: 'G',
            error_code: 341,
            error_name: 'PAYMENT_RECURRENCE_NOT_SUPPORTED',
            message: 'the payment has no recurrence',
          },
        ]),
      );
    if (p.voided)
      return send(
        reply,
        failure(409, [
          {
            scope: 'G',
            error_code: 342,
            error_name: 'PAYMENT_RECURRENCE_STOPPED',
            message: 'the recurrence was already stopped',
          },
        ]),
      );
    p.voided = true;
    return { id: Number(request.params.id), result: 'FINISHED' };
  });

  app.post<{ Params: { id: string } }>('/api/payments/payment/:id/refund', async (request, reply) => {
    const id = request.params.id;
    const p = found(id);
    if (!p) return send(reply, notFound(id));
    const amount = Number((request.body as { amount?: string } | undefined)?.amount);
    if (p.state !== 'PAID' && p.state !== 'PARTIALLY_REFUNDED') {
      return send(
        reply,
        failure(409, [
          {
            scope: 'G',
            error_code: 330,
            error_name: 'PAYMENT_REFUND_NOT_SUPPORTED',
            message: `the payment is ${p.state}`,
          },
        ]),
      );
    }
    if (!Number.isInteger(amount) || amount <= 0 || amount > p.amount - p.refundedAmount) {
      return send(
        reply,
        failure(409, [
          {
            scope: 'F',
            field: 'amount',
            error_code: 111,
            error_name: 'WRONG_FORMAT',
            message: `at most ${p.amount - p.refundedAmount}`,
          },
        ]),
      );
    }
    if (fake.refundAnswer === 'FAILED') return { id: Number(id), result: 'FAILED' };
    p.refundedAmount += amount;
    const refunded = p.refundedAmount === p.amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    if (fake.refundAnswer === 'ACCEPTED') {
      later(() => {
        p.state = refunded;
      });
      return { id: Number(id), result: 'ACCEPTED' };
    }
    p.state = refunded;
    return { id: Number(id), result: 'FINISHED' };
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/api`,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await app.close();
    },
  });
}
