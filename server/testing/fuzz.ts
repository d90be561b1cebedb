import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import fc from 'fast-check';
import { z } from 'zod';
import { contract } from '../../contract';
import { ApiError } from '../../contract/errors';

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
  // The newsletter's one-click unsubscribe (a signed link; anything else is the invalid-link page).
  { name: 'GET /newsletter/unsubscribe', method: 'GET', path: '/newsletter/unsubscribe', page: true },
  { name: 'POST /newsletter/unsubscribe', method: 'POST', path: '/newsletter/unsubscribe', page: true },
  // Development pages (only where the development mailbox is on; 404 elsewhere).
  { name: 'GET /dev/mailbox/:id', method: 'GET', path: '/dev/mailbox/:id' },
  { name: 'GET /dev/mailbox.json', method: 'GET', path: '/dev/mailbox.json' },
  { name: 'GET /dev/mailbox/:id/attachments/:attachmentId', method: 'GET', path: '/dev/mailbox/:id/attachments/:attachmentId' },
  { name: 'POST /dev/contracts/:id/next-rent', method: 'POST', path: '/dev/contracts/:id/next-rent' },
  { name: 'POST /dev/locks/:lockId/behaviour', method: 'POST', path: '/dev/locks/:lockId/behaviour' },
];

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * The operations of an OpenAPI document (any version) that the contract does not describe: the
 * paths and methods are read as they are, `$ref`s and schemas are not needed for that.
 */
export function callsOnlyInDocument(document: unknown, known: FuzzCall[]): FuzzCall[] {
  const paths = ((document as { paths?: Record<string, Record<string, unknown>> } | null)?.paths ?? {}) as Record<string, Record<string, unknown>>;
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
// Values

const MISSING = Symbol('missing');

/** Texts that broke or could break a parser, a database column or a log line. */
const evilTexts = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '📦',
  '\u202e',
  '%00',
  '%ff',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '${7*7}',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-0',
  '1e308',
  '2147483648',
  '99999999999999999999',
  '2025-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59Z',
  '+421 900 123 456',
  'fuzz@example.com',
  'a@b',
  'http://127.0.0.1:1/',
  'javascript:alert(1)',
];

const evilNumbers = [0, -1, 1, 1.5, -0.5, 2147483647, 2147483648, -2147483649, 4294967296, 9007199254740993, 1e21, 1e308, -1e308, Number.MIN_VALUE];

const longText = fc.constantFrom(255, 256, 1000, 2001, 10_001, 70_000).map((n) => 'é'.repeat(n));

const evilString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...evilTexts), weight: 6 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 2 },
  { arbitrary: fc.string({ unit: fc.constantFrom('\u0000', '\ud800', '\udfff', 'a', '\n', '"', '\\'), maxLength: 10 }), weight: 2 },
  { arbitrary: longText, weight: 1 },
);

/** A value of the wrong kind, or a right kind out of every bound. */
const evilValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: evilString, weight: 5 },
  { arbitrary: fc.constantFrom<unknown>(...evilNumbers), weight: 3 },
  { arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })), weight: 1 },
  { arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { a: 1 }, MISSING), weight: 3 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
);

const plausibleTexts = ['a', 'Praha', 'Jana', 'fuzz@example.com', '+421900123456', '2025-01-01', '2025-01-01T00:00:00Z', 'https://example.com/', '1', 'SK', 'CZE', 'EUR'];

/**
 * Values shaped like the schema, each part now and then replaced by a malformed one, a key now and
 * then missing or added: most requests get past the first checks and probe the ones further in.
 */
export function valueOf(schema: z.ZodTypeAny, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 8) return evilValue;
  const shaped = shapedValueOf(schema, depth);
  return fc.oneof({ arbitrary: shaped, weight: 7 }, { arbitrary: evilValue, weight: 1 });
}

function shapedValueOf(schema: z.ZodTypeAny, depth: number): fc.Arbitrary<unknown> {
  const next = (s: z.ZodTypeAny) => valueOf(s, depth + 1);
  const def = schema._def;
  if (schema instanceof z.ZodString) return fc.oneof(fc.constantFrom(...plausibleTexts), fc.string({ maxLength: 12 }), evilString);
  if (schema instanceof z.ZodNumber) {
    const min = schema.minValue ?? -5;
    const max = schema.maxValue ?? 50;
    const low = Number.isFinite(min) ? Math.max(min, -1e6) : -5;
    const high = Number.isFinite(max) ? Math.min(max, 1e6) : 50;
    return fc.oneof(fc.integer({ min: Math.ceil(Math.min(low, high)), max: Math.floor(Math.max(low, high)) }), fc.constantFrom(...evilNumbers));
  }
  if (schema instanceof z.ZodBoolean) return fc.boolean();
  if (schema instanceof z.ZodEnum) return fc.constantFrom(...(schema.options as string[]));
  if (schema instanceof z.ZodNativeEnum) return fc.constantFrom(...Object.values(def.values as object));
  if (schema instanceof z.ZodLiteral) return fc.constant(def.value);
  if (schema instanceof z.ZodObject) {
    const entries = Object.entries(schema.shape as z.ZodRawShape).map(([key, value]) =>
      fc.oneof({ arbitrary: next(value).map((v) => [key, v] as const), weight: 12 }, { arbitrary: fc.constant([key, MISSING] as const), weight: 1 }),
    );
    const extra = fc.oneof(
      { arbitrary: fc.constant<[string, unknown][]>([]), weight: 8 },
      { arbitrary: fc.array(fc.tuple(fc.constantFrom('extra', '__proto__', 'constructor', 'id', 'userId', 'a\u0000'), evilValue), { maxLength: 2 }), weight: 1 },
    );
    return fc.tuple(fc.tuple(...entries), extra).map(([pairs, more]) => {
      const out: Record<string, unknown> = {};
      for (const [key, value] of [...pairs, ...more]) {
        if (value !== MISSING) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
      }
      return out;
    });
  }
  if (schema instanceof z.ZodArray) return fc.array(next(schema.element), { maxLength: 3 });
  if (schema instanceof z.ZodSet) return fc.array(next(def.valueType), { maxLength: 3 });
  if (schema instanceof z.ZodTuple) return fc.tuple(...(def.items as z.ZodTypeAny[]).map(next));
  if (schema instanceof z.ZodRecord) return fc.dictionary(fc.oneof(fc.constantFrom('key', 'a'), evilString), next(def.valueType), { maxKeys: 3 });
  if (schema instanceof z.ZodOptional) return fc.oneof({ arbitrary: next(def.innerType), weight: 3 }, { arbitrary: fc.constant(MISSING), weight: 1 });
  if (schema instanceof z.ZodNullable) return fc.oneof({ arbitrary: next(def.innerType), weight: 3 }, { arbitrary: fc.constant(null), weight: 1 });
  if (schema instanceof z.ZodDefault) return fc.oneof({ arbitrary: next(def.innerType), weight: 3 }, { arbitrary: fc.constant(MISSING), weight: 1 });
  if (schema instanceof z.ZodCatch || schema instanceof z.ZodReadonly) return next(def.innerType);
  if (schema instanceof z.ZodEffects) return next(def.schema);
  if (schema instanceof z.ZodBranded) return next(def.type);
  if (schema instanceof z.ZodPipeline) return next(def.in);
  if (schema instanceof z.ZodLazy) return next(schema.schema);
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion) return fc.oneof(...(schema.options as z.ZodTypeAny[]).map(next));
  if (schema instanceof z.ZodIntersection)
    return fc.tuple(next(def.left), next(def.right)).map(([a, b]) => (isPlainObject(a) && isPlainObject(b) ? { ...a, ...b } : b));
  return fc.jsonValue({ maxDepth: 2 });
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Texts and numbers tried, in order, until one passes a field's own schema (checks and refinements). */
const validTexts = [
  'Jana',
  'fuzz.valid@example.com',
  '+421 900 123 456',
  '+420 601 123 456',
  'Storage-box 42',
  '2025-01-01',
  '2025-01-01T00:00:00Z',
  'https://example.com/',
  'http://127.0.0.1/',
  '120 00',
  '811 01',
  '00-950',
  '27074358',
  'CZ27074358',
  'SK2020273893',
  'device-0001-test',
  'SK3112000000198742637541',
  'ABCDEFGH12',
  'a',
  '1',
];
const validNumbers = [1, 0, 2, 3, 6, 12, 2025, 48.15, 17.1, 100];

const triedFirst = (schema: z.ZodTypeAny, candidates: unknown[]) => candidates.find((c) => schema.safeParse(c).success) ?? MISSING;

/**
 * A value the schema accepts, when one can be found from its shape and a few typical texts and
 * numbers (an e-mail, a phone number, a postcode…); MISSING when not. Requests built from it with one
 * part spoiled get past every other check, so the spoiled part reaches the code behind them.
 */
export function validValueOf(schema: z.ZodTypeAny, depth = 0): unknown {
  const found = cachedValid.get(schema);
  if (found !== undefined || cachedValid.has(schema)) return found;
  const value = buildValid(schema, depth);
  cachedValid.set(schema, value);
  return value;
}
const cachedValid = new WeakMap<z.ZodTypeAny, unknown>();

function buildValid(schema: z.ZodTypeAny, depth: number): unknown {
  if (depth > 8) return MISSING;
  const inner = (s: z.ZodTypeAny) => validValueOf(s, depth + 1);
  const def = schema._def;
  let built: unknown = MISSING;
  if (schema instanceof z.ZodString) return triedFirst(schema, validTexts);
  if (schema instanceof z.ZodNumber) return triedFirst(schema, [...validNumbers, schema.minValue, schema.maxValue]);
  if (schema instanceof z.ZodBoolean) return triedFirst(schema, [true, false]);
  if (schema instanceof z.ZodLiteral) return def.value;
  if (schema instanceof z.ZodEnum) return schema.options[0];
  if (schema instanceof z.ZodNativeEnum) return Object.values(def.values as object)[0];
  if (schema instanceof z.ZodNull || schema instanceof z.ZodNullable) built = schema instanceof z.ZodNull ? null : inner(def.innerType);
  else if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) built = inner(def.innerType);
  else if (schema instanceof z.ZodCatch || schema instanceof z.ZodReadonly) built = inner(def.innerType);
  else if (schema instanceof z.ZodEffects) built = inner(def.schema);
  else if (schema instanceof z.ZodBranded) built = inner(def.type);
  else if (schema instanceof z.ZodPipeline) built = inner(def.in);
  else if (schema instanceof z.ZodLazy) built = inner(schema.schema);
  else if (schema instanceof z.ZodObject) {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(schema.shape as z.ZodRawShape)) {
      const value = inner(field);
      if (value !== MISSING) out[key] = value;
    }
    built = out;
  } else if (schema instanceof z.ZodArray) built = [inner(schema.element)].filter((v) => v !== MISSING);
  else if (schema instanceof z.ZodRecord) built = {};
  else if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion)
    return (schema.options as z.ZodTypeAny[]).map(inner).find((v) => v !== MISSING && schema.safeParse(v).success) ?? MISSING;
  else if (schema instanceof z.ZodIntersection) {
    const [a, b] = [inner(def.left), inner(def.right)];
    built = isPlainObject(a) && isPlainObject(b) ? { ...a, ...b } : MISSING;
  }
  if (built !== MISSING && schema.safeParse(built).success) return built;
  // A refinement across fields (a confirmation equal to the password…): a copy of a sibling may do.
  if (isPlainObject(built)) {
    const texts = Object.values(built).filter((v): v is string => typeof v === 'string');
    for (const [key, value] of Object.entries(built)) {
      for (const other of texts) {
        if (other === value) continue;
        const attempt = { ...built, [key]: other };
        if (schema.safeParse(attempt).success) return attempt;
      }
    }
  }
  if (schema instanceof z.ZodNullable && schema.safeParse(null).success) return null;
  if (schema instanceof z.ZodOptional) return MISSING;
  return triedFirst(schema, [...validTexts, ...validNumbers]);
}

/** Where the leaves of a JSON value are, as key paths. */
function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length ? value.flatMap((v, i) => leafPaths(v, [...path, i])) : [path];
  if (isPlainObject(value)) {
    const entries = Object.entries(value);
    return entries.length ? [path, ...entries.flatMap(([k, v]) => leafPaths(v, [...path, k]))] : [path];
  }
  return [path];
}

function withLeaf(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (value === MISSING) delete node[last];
  else node[last] = value;
  return copy;
}

/** A valid value with exactly one part spoiled (replaced, removed) or one key added; the shaped values when none is known. */
export function spoiledValueOf(schema: z.ZodTypeAny): fc.Arbitrary<unknown> {
  const valid = validValueOf(schema);
  if (valid === MISSING) return valueOf(schema);
  const paths = leafPaths(valid);
  // E-mails and phone numbers differ from request to request, so "already registered" does not answer first.
  const base = fc.nat({ max: 9_999_999 }).map((n) => freshen(valid, n));
  const spoil = fc.oneof({ arbitrary: fc.constantFrom(...spoilers), weight: 3 }, { arbitrary: evilValue.map((evil) => () => evil), weight: 2 });
  const spoiled = fc.tuple(base, fc.nat({ max: paths.length - 1 }), spoil).map(([b, i, how]) => withLeaf(b, paths[i], how(valueAt(b, paths[i]))));
  const extra = fc.tuple(base, fc.constantFrom('extra', 'id', 'userId', 'a\u0000'), evilValue).map(([b, k, v]) => (isPlainObject(b) ? { ...b, [k]: v } : b));
  return fc.oneof(
    { arbitrary: spoiled, weight: 8 },
    { arbitrary: extra, weight: 1 },
    { arbitrary: base, weight: 1 },
    { arbitrary: valueOf(schema), weight: 4 },
  );
}

/** Ways to spoil a valid value while keeping it close: what a check further in would meet. */
const spoilers: ((valid: unknown) => unknown)[] = [
  (v) => (typeof v === 'string' ? `${v.slice(0, 1)}\u0000${v.slice(1)}` : 2147483648),
  (v) => (typeof v === 'string' ? `${v}\ud800` : 1e308),
  (v) => (typeof v === 'string' ? `\udfff${v}` : -2147483649),
  (v) => (typeof v === 'string' ? v.repeat(Math.ceil(3000 / Math.max(v.length, 1))) : 99999999999999999999),
  (v) => (typeof v === 'string' ? '' : typeof v === 'number' ? -v - 1 : null),
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? Number(v) || 0 : v === null ? 'null' : MISSING),
];

const valueAt = (root: unknown, path: (string | number)[]): unknown =>
  path.reduce<unknown>((v, key) => (v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[key] : undefined), root);

function freshen(value: unknown, n: number): unknown {
  if (value === 'fuzz.valid@example.com') return `fuzz.valid.${n}@example.com`;
  if (value === '+421 900 123 456') return `+421 90${String(n).padStart(7, '0')}`;
  if (Array.isArray(value)) return value.map((v) => freshen(v, n));
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, freshen(v, n)]));
  return value;
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
    return text.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^\w.~-]/g, (c) => (c.startsWith('%') ? c : encodeURIComponent(c)));
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
    (Array.isArray(v) ? v : [v]).filter((x) => x !== MISSING && x !== undefined).map((x): [string, string] => [key, typeof x === 'object' ? JSON.stringify(x) : String(x)]),
  );
}

const rawQueryTails = ['', '', '', '', 'a=%ff', '%00=1', 'x[y]=1', '__proto__[a]=1', 'constructor[prototype][a]=1', 'offset=1e400', '&&&', '=', 'limit=-0'];

/** Serialised body: JSON of a shaped value mostly, sometimes not JSON at all or not the declared type. */
const rawBodies = ['', '{', '{"a":', 'null', '[]', '"text"', '1', '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]', '{"a":"\\u0000"}', '{"__proto__":{"admin":true}}', '\u0000', `${'['.repeat(100_000)}${']'.repeat(100_000)}`];

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
}

/** One request aimed at `call`. */
export function requestsFor(call: FuzzCall, knownIds: number[] = []): fc.Arbitrary<FuzzRequest> {
  const route = call.route;
  // Ids of rows that exist (the client's contract, its box and warehouse): the checks behind "not found" run too.
  const segment = knownIds.length ? fc.oneof({ arbitrary: anySegment, weight: 3 }, { arbitrary: fc.constantFrom(...knownIds).map(String), weight: 2 }) : anySegment;
  const paramNames = [...call.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const pathParams = route?.pathParams instanceof z.ZodObject ? (route.pathParams.shape as z.ZodRawShape) : {};
  const params = fc.tuple(
    ...paramNames.map((name) =>
      pathParams[name]
        ? fc.oneof({ arbitrary: segment, weight: 3 }, { arbitrary: valueOf(pathParams[name]).map((v) => (v === MISSING ? '' : encode(String(typeof v === 'object' ? JSON.stringify(v) : v)))), weight: 1 })
        : segment,
    ),
  );
  const query = route?.query instanceof z.ZodType ? spoiledValueOf(route.query) : fc.oneof(fc.constant({}), fc.dictionary(fc.constantFrom('id', 'limit', 'offset', 'q', 'to'), evilString, { maxKeys: 2 }));
  const hasBody = call.method !== 'GET' && call.method !== 'HEAD';
  const bodySchema = route && hasBody && 'body' in route && route.body instanceof z.ZodType ? route.body : null;
  const jsonBody = (bodySchema ? spoiledValueOf(bodySchema) : fc.jsonValue({ maxDepth: 3 })).map((v) => (v === MISSING ? undefined : JSON.stringify(v)));
  const body = fc.oneof(
    { arbitrary: jsonBody.map((text) => ({ text, type: 'application/json' })), weight: 12 },
    { arbitrary: fc.constantFrom(...rawBodies).map((text) => ({ text, type: 'application/json' })), weight: 2 },
    { arbitrary: fc.constant({ text: JSON.stringify({ blob: 'x'.repeat(1_100_000) }), type: 'application/json' }), weight: 1 },
    {
      arbitrary: fc
        .tuple(jsonBody, fc.constantFrom('text/plain', 'text/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'application/octet-stream', ''))
        .map(([text, type]) => ({ text, type })),
      weight: 2,
    },
  );
  const auth = fc.oneof(
    { arbitrary: fc.constant('valid'), weight: 5 },
    { arbitrary: fc.constant('none'), weight: 3 },
    { arbitrary: fc.constantFrom('Bearer x', 'Bearer ', 'Basic YTpi', `Bearer ${'a'.repeat(64)}`, 'Bearer \u00ff', `Bearer ${'b'.repeat(5000)}`), weight: 2 },
  );
  const method = fc.oneof({ arbitrary: fc.constant(call.method), weight: 20 }, { arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'), weight: 1 });
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
      const request: FuzzRequest = { call: call.name, method: m, url: queryText ? `${path}?${queryText}` : path, headers, signedIn: a === 'valid' };
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
  if (!/^application\/json/i.test(answer.contentType)) return `failure answered as ${answer.contentType || 'no content type'}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return 'failure body is not JSON';
  }
  const parsed = ApiError.safeParse(body);
  if (!parsed.success) return `failure body is not the error envelope: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ').slice(0, 200)}`;
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

export async function runFuzz({ calls, setup, send, seed, perCall, concurrency = 4, alive, beforeCall }: RunOptions): Promise<FuzzReport> {
  const report: FuzzReport = { sent: 0, byStatus: new Map(), byCall: new Map(), failures: [] };
  // One renewal at a time; requests that meet a 401 meanwhile wait for it.
  let renewing: Promise<void> | null = null;
  const renew = () => (renewing ??= (setup.renew?.() ?? Promise.resolve()).finally(() => (renewing = null)));
  for (const [index, call] of calls.entries()) {
    await beforeCall?.(call);
    const requests = fc.sample(requestsFor(call, setup.ids?.() ?? []), { numRuns: perCall, seed: seed + index * 7919 });
    const perStatus = new Map<number, number>();
    report.byCall.set(call.name, perStatus);
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++];
        if (renewing) await renewing;
        const token = request.signedIn ? setup.token() : null;
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
        if (token && answer.status === 401) await renew();
        report.byStatus.set(answer.status, (report.byStatus.get(answer.status) ?? 0) + 1);
        perStatus.set(answer.status, (perStatus.get(answer.status) ?? 0) + 1);
        const problem = problemWith(request, answer, call);
        if (problem) report.failures.push({ request, problem, answer });
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    if (alive && !(await alive())) {
      report.failures.push({ request: { call: call.name, method: 'GET', url: '/api/info', headers: {} }, problem: 'the server stopped answering' });
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
  const statuses = [...report.byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ');
  const width = Math.max(...[...report.byCall.keys()].map((k) => k.length), 10);
  const calls = [...report.byCall.entries()].map(
    ([name, counts]) => `  ${name.padEnd(width)}  ${[...counts.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ')}`,
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
  return [`requests: ${report.sent}`, `by status: ${statuses}`, 'by call:', ...calls, `failures: ${report.failures.length}`, ...shown].join('\n');
}
