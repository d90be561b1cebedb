import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import fc from 'fast-check';
import { z } from 'zod';
import { contract } from '@contract/index';
import { ConsoleApiError } from '@contract/admin/errors';
import { ApiError } from '@contract/errors';
import type { RouteMeta } from '@contract/routeMeta';
import { evilString, isPlainObject, MISSING, spoiledValueOf, fuzzedValueOf } from './fuzzValues';

/**
 * Generated malformed requests over every call of the API, and the one rule they must keep: no
 * answer is a 5xx, and every failing answer is the error envelope `{status, code, detail, fields?}`
 * with its real HTTP status. Used by `npm run fuzz` (a server of its own on loopback, ten thousand
 * requests and more) and by a deterministic slice in the server tests (app.inject, a few hundred).
 */

export interface FuzzRequest {
  /** The call this request is aimed at (`group.call`, or `METHOD /path` outside the contract). */
  call: string;
  method: string;
  /** Path and query, already encoded as sent (percent-encodings may be broken on purpose). */
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** Sent with the signed-in client's token, read when the request leaves (sessions get renewed). */
  signedIn?: boolean;
}

export interface FuzzAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** Sends one request; rejects when the server gives no answer (closed connection, timeout). */
export type Send = (request: FuzzRequest) => Promise<FuzzAnswer>;

/** One call of the API: from the contract (with its schemas) or only from the OpenAPI document. */
export interface FuzzCall {
  name: string;
  method: string;
  /** Path with `:param` placeholders. */
  path: string;
  route?: AppRoute;
  /** Names of path parameters for a call known only from the OpenAPI document. */
  params?: string[];
  /**
   * A page people open in a browser (from an e-mail link): it may answer a failure as an HTML page
   * in their language rather than the JSON envelope, never as a 5xx.
   */
  page?: boolean;
}

/** Every route of the contract, named by its group and key. */
export function contractCalls(router: AppRouter = contract, prefix = ''): FuzzCall[] {
  return Object.entries(router).flatMap(([key, node]) =>
    isAppRoute(node)
      ? [{ name: `${prefix}${key}`, method: node.method, path: node.path, route: node }]
      : contractCalls(node as AppRouter, `${prefix}${key}.`),
  );
}

/** Calls the server serves outside the contract (payment provider pages and notifications). */
export const pagesOutsideContract: FuzzCall[] = [
  { name: 'GET /sandbox-pay/:id', method: 'GET', path: '/sandbox-pay/:id' },
  { name: 'POST /sandbox-pay/:id', method: 'POST', path: '/sandbox-pay/:id' },
  { name: 'POST /api/payments/sandbox/notify', method: 'POST', path: '/api/payments/sandbox/notify' },
  { name: 'GET /api/payments/gopay/notify', method: 'GET', path: '/api/payments/gopay/notify' },
  { name: 'GET /api/openapi.json', method: 'GET', path: '/api/openapi.json' },
  // The uploaded warehouse photos' files (served from the database; an unknown name is 404).
  { name: 'GET /api/media/warehouse-photos/:file', method: 'GET', path: '/api/media/warehouse-photos/:file' },
  // The newsletter's one-click unsubscribe (a signed link; anything else is the invalid-link page).
  { name: 'GET /newsletter/unsubscribe', method: 'GET', path: '/newsletter/unsubscribe', page: true },
  { name: 'POST /newsletter/unsubscribe', method: 'POST', path: '/newsletter/unsubscribe', page: true },
  // Development pages (only where the development mailbox is on; 404 elsewhere).
  { name: 'GET /dev/mailbox/:id', method: 'GET', path: '/dev/mailbox/:id' },
  { name: 'GET /dev/mailbox.json', method: 'GET', path: '/dev/mailbox.json' },
  {
    name: 'GET /dev/mailbox/:id/attachments/:attachmentId',
    method: 'GET',
    path: '/dev/mailbox/:id/attachments/:attachmentId',
  },
  { name: 'POST /dev/contracts/:id/next-rent', method: 'POST', path: '/dev/contracts/:id/next-rent' },
  { name: 'POST /dev/locks/:lockId/behaviour', method: 'POST', path: '/dev/locks/:lockId/behaviour' },
];

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * The operations of an OpenAPI document (any version) that the contract does not describe: the
 * paths and methods are read as they are, `$ref`s and schemas are not needed for that.
 */
export function callsOnlyInDocument(document: unknown, known: FuzzCall[]): FuzzCall[] {
  const paths = ((document as { paths?: Record<string, Record<string, unknown>> } | null)?.paths ?? {}) as Record<
    string,
    Record<string, unknown>
  >;
  const seen = new Set(known.map((c) => `${c.method} ${c.path.replace(/:(\w+)/g, '{$1}')}`));
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item && typeof item === 'object' && m in item)
      .map((m) => ({ method: m.toUpperCase(), path }))
      .filter(({ method }) => !seen.has(`${method} ${path}`))
      .map(({ method }) => ({
        name: `${method} ${path}`,
        method,
        path: path.replace(/\{(\w+)\}/g, ':$1'),
        params: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
      })),
  );
}

// ---------------------------------------------------------------------------------------------
// Requests

/** Path segments that are not a plain id: out of range, not a number, broken or long encodings. */
const evilSegments = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  ' 1',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  'abc',
  'null',
  '%00',
  'a%00b',
  '%ff',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%F0%9F%93%A6',
  '%2e%2e',
  '%2F',
  '..',
];

const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate has no UTF-8 form: sent as the bytes of one, which no decoder accepts.
    return text
      .replace(/[\ud800-\udfff]/g, '%ED%A0%80')
      .replace(/[^\w.~-]/g, (c) => (c.startsWith('%') ? c : encodeURIComponent(c)));
  }
};

const anySegment: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 30 }).map(String), weight: 4 },
  { arbitrary: fc.constantFrom(...evilSegments), weight: 4 },
  { arbitrary: evilString.map(encode), weight: 2 },
  { arbitrary: fc.constantFrom(101, 500, 5_000).map((n) => '1'.repeat(n)), weight: 1 },
);

/** A query value as text: arrays repeat the key, everything else is written as it would be typed. */
function queryPairs(value: unknown): [string, string][] {
  if (!isPlainObject(value)) return [];
  return Object.entries(value).flatMap(([key, v]) =>
    (Array.isArray(v) ? v : [v])
      .filter((x) => x !== MISSING && x !== undefined)
      .map((x): [string, string] => [key, typeof x === 'object' ? JSON.stringify(x) : String(x)]),
  );
}

const rawQueryTails = [
  '',
  '',
  '',
  '',
  'a=%ff',
  '%00=1',
  'x[y]=1',
  '__proto__[a]=1',
  'constructor[prototype][a]=1',
  'offset=1e400',
  '&&&',
  '=',
  'limit=-0',
];

/** Serialised body: JSON of a shaped value mostly, sometimes not JSON at all or not the declared type. */
const rawBodies = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '1',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
  '{"a":"\\u0000"}',
  '{"__proto__":{"admin":true}}',
  '\u0000',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
];

export interface FuzzSetup {
  /** A valid bearer token of a signed-in client, sent with about half of the requests. */
  token: () => string | null;
  /**
   * Called when a request with that token was answered 401: a fuzzed logout or account removal may
   * have ended the session, so it checks and signs in again (or as a new client) when needed.
   */
  renew?: () => Promise<void>;
  /** Ids of rows the client may reach (its contracts, boxes, warehouses), used in paths now and then. */
  ids?: () => number[];
  /**
   * A staff session's token (an ADMIN's), sent instead of the client's to the console's calls
   * (`auth: 'staff'`), so they are fuzzed past the guard; `renewStaff` signs in again after a 401.
   */
  staffToken?: () => string | null;
  renewStaff?: () => Promise<void>;
}

/** Whether the call is the operator console's (a staff session, not a client's token). */
const isStaffCall = (call: FuzzCall) => (call.route?.metadata as RouteMeta | undefined)?.auth === 'staff';

/** One request aimed at `call`. */
export function requestsFor(call: FuzzCall, knownIds: number[] = []): fc.Arbitrary<FuzzRequest> {
  const route = call.route;
  // Ids of rows that exist (the client's contract, its box and warehouse): the checks behind "not found" run too.
  const segment = knownIds.length
    ? fc.oneof({ arbitrary: anySegment, weight: 3 }, { arbitrary: fc.constantFrom(...knownIds).map(String), weight: 2 })
    : anySegment;
  const paramNames = [...call.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const pathParams = route?.pathParams instanceof z.ZodObject ? (route.pathParams.shape as z.ZodRawShape) : {};
  const params = fc.tuple(
    ...paramNames.map((name) =>
      pathParams[name]
        ? fc.oneof(
            { arbitrary: segment, weight: 3 },
            {
              arbitrary: fuzzedValueOf(pathParams[name]).map((v) =>
                v === MISSING ? '' : encode(String(typeof v === 'object' ? JSON.stringify(v) : v)),
              ),
              weight: 1,
            },
          )
        : segment,
    ),
  );
  const query =
    route?.query instanceof z.ZodType
      ? spoiledValueOf(route.query)
      : fc.oneof(
          fc.constant({}),
          fc.dictionary(fc.constantFrom('id', 'limit', 'offset', 'q', 'to'), evilString, { maxKeys: 2 }),
        );
  const hasBody = call.method !== 'GET' && call.method !== 'HEAD';
  const bodySchema = route && hasBody && 'body' in route && route.body instanceof z.ZodType ? route.body : null;
  const jsonBody = (bodySchema ? spoiledValueOf(bodySchema) : fc.jsonValue({ maxDepth: 3 })).map((v) =>
    v === MISSING ? undefined : JSON.stringify(v),
  );
  const body = fc.oneof(
    { arbitrary: jsonBody.map((text) => ({ text, type: 'application/json' })), weight: 12 },
    { arbitrary: fc.constantFrom(...rawBodies).map((text) => ({ text, type: 'application/json' })), weight: 2 },
    {
      arbitrary: fc.constant({ text: JSON.stringify({ blob: 'x'.repeat(1_100_000) }), type: 'application/json' }),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(
          jsonBody,
          fc.constantFrom(
            'text/plain',
            'text/xml',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/json; charset=utf-16',
            'application/octet-stream',
            '',
          ),
        )
        .map(([text, type]) => ({ text, type })),
      weight: 2,
    },
  );
  const auth = fc.oneof(
    { arbitrary: fc.constant('valid'), weight: 5 },
    { arbitrary: fc.constant('none'), weight: 3 },
    {
      arbitrary: fc.constantFrom(
        'Bearer x',
        'Bearer ',
        'Basic YTpi',
        `Bearer ${'a'.repeat(64)}`,
        'Bearer \u00ff',
        `Bearer ${'b'.repeat(5000)}`,
      ),
      weight: 2,
    },
  );
  const method = fc.oneof(
    { arbitrary: fc.constant(call.method), weight: 20 },
    { arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'), weight: 1 },
  );
  const extraHeaders = fc.oneof(
    { arbitrary: fc.constant<Record<string, string>>({}), weight: 6 },
    {
      arbitrary: fc.record(
        {
          'accept-language': fc.constantFrom('xx', '*', 'cs-CZ,cs;q=0.9', 'a'.repeat(500), ';;;q=abc'),
          'x-session-id': fc.constantFrom('abc', 'a'.repeat(200), '%00', '\u00ff'),
          accept: fc.constantFrom('text/html', 'application/xml', '*/*', 'application/json'),
        },
        { requiredKeys: [] },
      ),
      weight: 1,
    },
  );
  return fc
    .record({ params, query, tail: fc.constantFrom(...rawQueryTails), body, auth, method, extraHeaders })
    .map(({ params: values, query: q, tail, body: b, auth: a, method: m, extraHeaders: extra }) => {
      let index = 0;
      const path = call.path.replace(/:(\w+)/g, () => values[index++] ?? '1');
      const search = new URLSearchParams(queryPairs(q)).toString();
      const queryText = [search, tail].filter(Boolean).join('&');
      const headers: Record<string, string> = { ...extra };
      if (a !== 'valid' && a !== 'none') headers.authorization = a;
      const request: FuzzRequest = {
        call: call.name,
        method: m,
        url: queryText ? `${path}?${queryText}` : path,
        headers,
        signedIn: a === 'valid',
      };
      if (m !== 'GET' && m !== 'HEAD' && m !== 'OPTIONS' && b.text !== undefined) {
        request.body = b.text;
        if (b.type) headers['content-type'] = b.type;
      }
      return request;
    });
}

// ---------------------------------------------------------------------------------------------
// Running and judging

export interface FuzzFailure {
  request: FuzzRequest;
  problem: string;
  answer?: FuzzAnswer;
}

export interface FuzzReport {
  sent: number;
  byStatus: Map<number, number>;
  byCall: Map<string, Map<number, number>>;
  failures: FuzzFailure[];
}

/** What is wrong with an answer, or null: a 5xx, or a failure outside the error envelope. */
export function problemWith(request: FuzzRequest, answer: FuzzAnswer, call?: Pick<FuzzCall, 'page'>): string | null {
  if (answer.status >= 500) return `status ${answer.status}`;
  if (answer.status < 400 || request.method === 'HEAD') return null;
  if (call?.page && /^text\/html/i.test(answer.contentType)) return null;
  if (!/^application\/json/i.test(answer.contentType))
    return `failure answered as ${answer.contentType || 'no content type'}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return 'failure body is not JSON';
  }
  // The console's calls answer the same envelope over their own codes as well as every page's.
  const envelope = request.url.startsWith('/api/admin') ? ConsoleApiError : ApiError;
  const parsed = envelope.safeParse(body);
  if (!parsed.success)
    return `failure body is not the error envelope: ${parsed.error.issues
      .map((i) => `${i.path.join('.')} ${i.message}`)
      .join('; ')
      .slice(0, 200)}`;
  if (parsed.data.status !== answer.status) return `envelope status ${parsed.data.status} on an HTTP ${answer.status}`;
  return null;
}

export interface RunOptions {
  calls: FuzzCall[];
  setup: FuzzSetup;
  send: Send;
  seed: number;
  /** Requests per call. */
  perCall: number;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Checked between calls: false when the server stopped answering. */
  alive?: () => Promise<boolean>;
  /** Called before each call's batch (e.g. to sign in again when a fuzzed logout ended the session). */
  beforeCall?: (call: FuzzCall) => Promise<void>;
}

export async function runFuzz({
  calls,
  setup,
  send,
  seed,
  perCall,
  concurrency = 4,
  alive,
  beforeCall,
}: RunOptions): Promise<FuzzReport> {
  const report: FuzzReport = { sent: 0, byStatus: new Map(), byCall: new Map(), failures: [] };
  // One renewal at a time; requests that meet a 401 meanwhile wait for it.
  let renewing: Promise<void> | null = null;
  const renew = (staff: boolean) =>
    (renewing ??= ((staff ? setup.renewStaff?.() : setup.renew?.()) ?? Promise.resolve()).finally(
      () => (renewing = null),
    ));
  for (const [index, call] of calls.entries()) {
    const staff = isStaffCall(call);
    await beforeCall?.(call);
    const requests = fc.sample(requestsFor(call, setup.ids?.() ?? []), { numRuns: perCall, seed: seed + index * 7919 });
    const perStatus = new Map<number, number>();
    report.byCall.set(call.name, perStatus);
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++];
        if (renewing) await renewing;
        const token = request.signedIn ? (staff ? (setup.staffToken?.() ?? null) : setup.token()) : null;
        if (token) request.headers.authorization = `Bearer ${token}`;
        let answer: FuzzAnswer;
        try {
          answer = await send(request);
        } catch (err) {
          report.failures.push({ request, problem: `no answer: ${(err as Error).message}` });
          continue;
        } finally {
          report.sent += 1;
        }
        if (token && answer.status === 401) await renew(staff);
        report.byStatus.set(answer.status, (report.byStatus.get(answer.status) ?? 0) + 1);
        perStatus.set(answer.status, (perStatus.get(answer.status) ?? 0) + 1);
        const problem = problemWith(request, answer, call);
        if (problem) report.failures.push({ request, problem, answer });
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    if (alive && !(await alive())) {
      report.failures.push({
        request: { call: call.name, method: 'GET', url: '/api/info', headers: {} },
        problem: 'the server stopped answering',
      });
      break;
    }
  }
  return report;
}

/**
 * The report as text: counts by status and by call, then the failures grouped by call and kind of
 * problem, a few of each with what was sent, so one noisy call does not hide another's failure.
 */
export function describeReport(report: FuzzReport, perGroup = 3): string {
  const statuses = [...report.byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');
  const width = Math.max(...[...report.byCall.keys()].map((k) => k.length), 10);
  const calls = [...report.byCall.entries()].map(
    ([name, counts]) =>
      `  ${name.padEnd(width)}  ${[...counts.entries()]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}`,
  );
  const groups = new Map<string, FuzzFailure[]>();
  for (const f of report.failures) {
    const key = `[${f.request.call}] ${f.problem.replace(/:.*$/s, '')}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const shown = [...groups.entries()].flatMap(([key, failures]) => [
    `  ✗ ${key} (${failures.length}×)`,
    ...failures.slice(0, perGroup).map((f) => {
      const sent = `${f.request.method} ${f.request.url.slice(0, 200)}${f.request.body ? ` body ${f.request.body.slice(0, 300)}` : ''}`;
      return `      ${f.problem.slice(0, 200)}\n      sent: ${JSON.stringify(sent)}${f.answer ? `\n      got: ${f.answer.status} ${JSON.stringify(f.answer.body.slice(0, 300))}` : ''}`;
    }),
  ]);
  return [
    `requests: ${report.sent}`,
    `by status: ${statuses}`,
    'by call:',
    ...calls,
    `failures: ${report.failures.length}`,
    ...shown,
  ].join('\n');
}
