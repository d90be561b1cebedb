import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * Test support: a local stand-in for GoPay's REST API (token, create, status, create-recurrence,
 * void-recurrence, refund) on 127.0.0.1, recording every call. It checks what GoPay checks: Basic
 * credentials for the token, the bearer token on every other call.
 */
export interface FakeGoPay {
  url: string;
  calls: { method: string; url: string; headers: Record<string, unknown>; body: unknown }[];
  payments: Map<string, { state: string; amount: number; currency: string; recurrence: boolean; voided: boolean; body: unknown }>;
  tokensIssued: number;
  /** Answers the next call(s), whatever they are, with this status (then behaves again). */
  failNext(status: number, times?: number): void;
  revokeTokens(): void;
  close(): Promise<void>;
}

export async function startFakeGoPay(clientId: string, clientSecret: string): Promise<FakeGoPay> {
  const app: FastifyInstance = Fastify();
  const fake: Omit<FakeGoPay, 'url' | 'close'> & { failures: number[]; valid: Set<string> } = {
    calls: [],
    payments: new Map(),
    tokensIssued: 0,
    failures: [],
    valid: new Set(),
    failNext(status, times = 1) {
      for (let i = 0; i < times; i += 1) this.failures.push(status);
    },
    revokeTokens() {
      this.valid.clear();
    },
  };
  let nextId = 3000006620;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))));
  app.addHook('preHandler', async (request, reply) => {
    fake.calls.push({ method: request.method, url: request.url, headers: request.headers, body: request.body });
    const failure = fake.failures.shift();
    if (failure) return reply.status(failure).send({ errors: [{ error_code: failure, message: 'injected failure' }] });
    if (request.url === '/api/oauth2/token') return;
    const token = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    if (!token || !fake.valid.has(token)) return reply.status(401).send({ errors: [{ error_code: 202, error_name: 'AUTH_WRONG_CREDENTIALS' }] });
  });
  app.post('/api/oauth2/token', async (request, reply) => {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    const body = request.body as Record<string, string>;
    if (request.headers.authorization !== expected || body.grant_type !== 'client_credentials' || !body.scope) return reply.status(403).send({ errors: [] });
    const token = `token-${(fake.tokensIssued += 1)}`;
    fake.valid.add(token);
    return { token_type: 'bearer', access_token: token, expires_in: 1800 };
  });
  const found = (id: string) => fake.payments.get(id);
  app.post('/api/payments/payment', async (request) => {
    const body = request.body as { amount: number; currency: string; order_number: string; recurrence?: unknown };
    const id = String((nextId += 1));
    fake.payments.set(id, { state: 'CREATED', amount: body.amount, currency: body.currency, recurrence: Boolean(body.recurrence), voided: false, body });
    return { id: Number(id), order_number: body.order_number, state: 'CREATED', amount: body.amount, currency: body.currency, gw_url: `https://gate.fake-gopay.test/gw/${id}` };
  });
  app.get<{ Params: { id: string } }>('/api/payments/payment/:id', async (request, reply) => {
    const p = found(request.params.id);
    return p ? { id: Number(request.params.id), state: p.state, amount: p.amount, currency: p.currency } : reply.status(404).send({ errors: [] });
  });
  app.post<{ Params: { id: string } }>('/api/payments/payment/:id/create-recurrence', async (request, reply) => {
    const parent = found(request.params.id);
    if (!parent?.recurrence || parent.voided || parent.state !== 'PAID') return reply.status(409).send({ errors: [{ error_code: 340 }] });
    const body = request.body as { amount: number; currency: string };
    const id = String((nextId += 1));
    fake.payments.set(id, { state: 'PAID', amount: body.amount, currency: body.currency, recurrence: false, voided: false, body });
    return { id: Number(id), parent_id: Number(request.params.id), state: 'PAID' };
  });
  app.post<{ Params: { id: string } }>('/api/payments/payment/:id/void-recurrence', async (request, reply) => {
    const p = found(request.params.id);
    if (!p) return reply.status(404).send({ errors: [] });
    p.voided = true;
    return { id: Number(request.params.id), result: 'FINISHED' };
  });
  app.post<{ Params: { id: string } }>('/api/payments/payment/:id/refund', async (request, reply) => {
    const p = found(request.params.id);
    if (!p || p.state !== 'PAID') return reply.status(409).send({ id: Number(request.params.id), result: 'FAILED' });
    p.state = Number((request.body as { amount: string }).amount) === p.amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    return { id: Number(request.params.id), result: 'FINISHED' };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return Object.assign(fake, { url: `http://127.0.0.1:${port}/api`, close: () => app.close() });
}
