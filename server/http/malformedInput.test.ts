import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@contract/errors';
import { appUser } from '../db/schema';
import { call, registerConfirmed, registrationBody, signIn, uniquePhone } from '../testing/accounts';
import { startTestApp, type TestApp } from '../testing/testApp';

/**
 * Inputs that used to reach the database or the response check and answer 500, and failures that
 * Fastify or Node's HTTP parser answered in their own words: every one is a catalogue error now.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://self-storage.example.cz', COUNTRY: 'CZE' });
  const user = await registerConfirmed(t);
  token = (await signIn(t, user.email)).token;
});
afterAll(() => t.close());

/** The answer is a catalogue error with this status, naming `field` when given. */
function expectApiError(res: { status: number; body: unknown }, status: number, field?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const body = ApiError.parse(res.body);
  expect(body.status).toBe(status);
  if (field) expect(body.fields?.map((f) => f.path)).toContain(field);
  return body;
}

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

const invoicing = (over: Record<string, unknown> = {}) => ({
  version: 0,
  firstName: 'Jana',
  lastName: 'Nováková',
  email: 'fakturace@example.cz',
  personalId: '9001011234',
  telephoneNumber: '+420 601 123 456',
  company: { name: 'Sklad s.r.o.', ico: '27074358', dic: 'CZ27074358', icoDph: null },
  address: { street: 'Vinohradská', number: '12', city: 'Praha', zip: '120 00', countryCode: 'CZE' },
  type: 'PravnickaOsoba',
  ...over,
});
const profile = (phoneNumber: string, invoicingDetails: unknown = invoicing()) => ({
  contact: { phoneNumber },
  user: { firstName: 'Jana', lastName: 'Svobodová', dateOfBirth: '1990-04-01', gender: 'Female' },
  invoicingDetails,
});

/** Every path to a string leaf of a body, so each text field can be spoiled in turn. */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  return [];
}
function withValueAt(root: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(root) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path[path.length - 1]] = value;
  return copy;
}

describe('NUL characters and lone surrogates in text are 400 naming the field', () => {
  it('in every registration field', async () => {
    const base = registrationBody();
    for (const path of stringPaths(base)) {
      const res = await call(t, 'POST', '/api/user/register', withValueAt(base, path, NUL), undefined, '192.0.2.10');
      expectApiError(res, 400, ['body', ...path].join('.'));
    }
  });

  it('in every profile field', async () => {
    const base = profile(uniquePhone());
    const paths = stringPaths(base);
    expect(paths.length).toBeGreaterThanOrEqual(13);
    for (const path of paths) {
      for (const bad of [NUL, LONE_SURROGATE]) {
        const res = await call(t, 'PUT', '/api/client/my/profile', withValueAt(base, path, bad), token);
        expectApiError(res, 400, ['body', ...path].join('.'));
      }
    }
  });

  it('in a client error report, nested record values included', async () => {
    for (const bad of [NUL, LONE_SURROGATE]) {
      expectApiError(await call(t, 'POST', '/api/ops/error', { error: bad, context: {} }), 400, 'body.error');
      const res = await call(t, 'POST', '/api/ops/error', { error: 'x', context: { localStorage: { key: bad } } });
      expectApiError(res, 400, 'body.context.localStorage.key');
    }
  });

  it('a paired surrogate (an emoji) is still fine', async () => {
    const res = await call(t, 'POST', '/api/ops/error', { error: 'broken 📦', context: {} });
    expect(res.status).toBe(202);
  });

  it('in a path parameter of a page outside the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox-pay/%00' });
    expect([400, 404]).toContain(res.statusCode);
    ApiError.parse(res.json());
  });
});

describe('days that do not exist are 400 naming the field', () => {
  it('in a body', async () => {
    for (const day of ['2025-02-30', '2025-04-31', '0000-01-01']) {
      const body = profile(uniquePhone());
      body.user.dateOfBirth = day;
      expectApiError(await call(t, 'PUT', '/api/client/my/profile', body, token), 400, 'body.user.dateOfBirth');
    }
  });
});

describe('integers beyond what the database holds are 400 naming the field', () => {
  it('in a body', async () => {
    const summary = { boxId: 2147483648, periodInMonths: 1, insuranceId: null, voucherToken: null };
    expectApiError(await call(t, 'PUT', '/api/client/order/offer/summary', summary), 400, 'body.boxId');
    for (const version of [2147483648, 1e308]) {
      const res = await call(t, 'PUT', '/api/client/my/profile', profile(uniquePhone(), invoicing({ version })), token);
      expectApiError(res, 400, 'body.invoicingDetails.version');
    }
  });

  it('in a query', async () => {
    expectApiError(await call(t, 'GET', '/api/client/warehouse/1/recommended?boxId=2147483648'), 400, 'query.boxId');
    expectApiError(await call(t, 'GET', '/api/client/warehouse?offset=99999999999999999999'), 400, 'query.offset');
    expectApiError(await call(t, 'GET', '/api/client/warehouse?limit=99999999999999999999'), 400, 'query.limit');
  });

  it('a coordinate too small for the database trigonometry is read as zero', async () => {
    expect((await call(t, 'GET', '/api/client/warehouse/around?lat=1&lng=5e-324')).status).toBe(200);
  });

  it('in a path', async () => {
    expectApiError(await call(t, 'GET', '/api/client/warehouse/2147483648'), 400, 'path.id');
    expectApiError(await call(t, 'GET', '/api/client/warehouse/0'), 400, 'path.id');
  });
});

describe('failures of the framework and the HTTP parser answer in the catalogue shape', () => {
  it('a bad percent-encoding in the path is 400 bad-request', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/client/my/contracts/%ff',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(ApiError.parse(res.json())).toMatchObject({ status: 400, code: 'bad-request' });
  });

  it('a path parameter longer than the router takes is 414', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/client/my/contracts/${'1'.repeat(500)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(414);
    expect(ApiError.parse(res.json())).toMatchObject({ status: 414, code: 'bad-request' });
  });

  it('headers larger than the parser takes are 431 with a JSON body', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as net.AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => (text += String(chunk)));
      socket.on('close', () => resolve(text));
      socket.on('error', (err) => (text ? resolve(text) : reject(err)));
      socket.end(`GET /api/info HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`);
    });
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head.toLowerCase()).toContain('content-type: application/json');
    expect(ApiError.parse(JSON.parse(body))).toMatchObject({ status: 431, code: 'bad-request' });
  });

  it('an unknown route, a wrong media type and a too large body keep their codes', async () => {
    expect(ApiError.parse((await t.app.inject({ method: 'GET', url: '/api/no-such-call' })).json())).toMatchObject({
      status: 404,
      code: 'not-found',
    });
    const media = await t.app.inject({
      method: 'POST',
      url: '/api/ops/error',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(ApiError.parse(media.json())).toMatchObject({ status: 415, code: 'unsupported-media-type' });
  });
});

describe('a removed account', () => {
  it('answers 401 to a token still in flight when the account was erased', async () => {
    const user = await registerConfirmed(t);
    const { token: own } = await signIn(t, user.email);
    // As a request that passed the token check just before the removal committed sees the row:
    // erased in place with the tombstone e-mail, while its session row still exists.
    await t.database.db
      .update(appUser)
      .set({
        email: `deleted-${user.id}@invalid`,
        phoneNumber: null,
        firstName: '',
        lastName: '',
        removedAt: sql`now()`,
      })
      .where(eq(appUser.id, user.id));
    for (const url of ['/api/client/my/profile', '/api/client/client-user/current']) {
      expectApiError(await call(t, 'GET', url, undefined, own), 401);
    }
    expectApiError(await call(t, 'PUT', '/api/client/my/profile', profile(uniquePhone()), own), 401);
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.id, user.id));
    expect(row.firstName).toBe('');
  });
});
