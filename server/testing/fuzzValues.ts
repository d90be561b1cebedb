import fc from 'fast-check';
import { z } from 'zod';

/**
 * The values the fuzzer sends, from a zod schema: shaped ones (the right keys with wrong kinds and
 * every bound crossed), valid ones found by trying known texts and numbers against each field, and
 * valid ones with exactly one part spoiled. `MISSING` stands for a key left out.
 */
export const MISSING = Symbol('missing');

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
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text
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

const evilNumbers = [
  0,
  -1,
  1,
  1.5,
  -0.5,
  2147483647,
  2147483648,
  -2147483649,
  4294967296,
  2 ** 53, // past Number.MAX_SAFE_INTEGER
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

const longText = fc.constantFrom(255, 256, 1000, 2001, 10_001, 70_000).map((n) => 'é'.repeat(n));

export const evilString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...evilTexts), weight: 6 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 2 },
  {
    arbitrary: fc.string({ unit: fc.constantFrom('\u0000', '\ud800', '\udfff', 'a', '\n', '"', '\\'), maxLength: 10 }),
    weight: 2,
  },
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

const plausibleTexts = [
  'a',
  'Praha',
  'Jana',
  'fuzz@example.com',
  '+421900123456',
  '2025-01-01',
  '2025-01-01T00:00:00Z',
  'https://example.com/',
  '1',
  'SK',
  'CZE',
  'EUR',
];

/**
 * Values shaped like the schema, each part now and then replaced by a malformed one, a key now and
 * then missing or added: most requests get past the first checks and probe the ones further in.
 */
export function fuzzedValueOf(schema: z.ZodTypeAny, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 8) return evilValue;
  const shaped = shapedValueOf(schema, depth);
  return fc.oneof({ arbitrary: shaped, weight: 7 }, { arbitrary: evilValue, weight: 1 });
}

function shapedValueOf(schema: z.ZodTypeAny, depth: number): fc.Arbitrary<unknown> {
  const next = (s: z.ZodTypeAny) => fuzzedValueOf(s, depth + 1);
  const def = schema._def;
  if (schema instanceof z.ZodString)
    return fc.oneof(fc.constantFrom(...plausibleTexts), fc.string({ maxLength: 12 }), evilString);
  if (schema instanceof z.ZodNumber) {
    const min = schema.minValue ?? -5;
    const max = schema.maxValue ?? 50;
    const low = Number.isFinite(min) ? Math.max(min, -1e6) : -5;
    const high = Number.isFinite(max) ? Math.min(max, 1e6) : 50;
    return fc.oneof(
      fc.integer({ min: Math.ceil(Math.min(low, high)), max: Math.floor(Math.max(low, high)) }),
      fc.constantFrom(...evilNumbers),
    );
  }
  if (schema instanceof z.ZodBoolean) return fc.boolean();
  if (schema instanceof z.ZodEnum) return fc.constantFrom(...(schema.options as string[]));
  if (schema instanceof z.ZodNativeEnum) return fc.constantFrom(...Object.values(def.values as object));
  if (schema instanceof z.ZodLiteral) return fc.constant(def.value);
  if (schema instanceof z.ZodObject) {
    const entries = Object.entries(schema.shape as z.ZodRawShape).map(([key, value]) =>
      fc.oneof(
        { arbitrary: next(value).map((v) => [key, v] as const), weight: 12 },
        { arbitrary: fc.constant([key, MISSING] as const), weight: 1 },
      ),
    );
    const extra = fc.oneof(
      { arbitrary: fc.constant<[string, unknown][]>([]), weight: 8 },
      {
        arbitrary: fc.array(
          fc.tuple(fc.constantFrom('extra', '__proto__', 'constructor', 'id', 'userId', 'a\u0000'), evilValue),
          { maxLength: 2 },
        ),
        weight: 1,
      },
    );
    return fc.tuple(fc.tuple(...entries), extra).map(([pairs, more]) => {
      const out: Record<string, unknown> = {};
      for (const [key, value] of [...pairs, ...more]) {
        if (value !== MISSING)
          Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
      }
      return out;
    });
  }
  if (schema instanceof z.ZodArray) return fc.array(next(schema.element), { maxLength: 3 });
  if (schema instanceof z.ZodSet) return fc.array(next(def.valueType), { maxLength: 3 });
  if (schema instanceof z.ZodTuple) return fc.tuple(...(def.items as z.ZodTypeAny[]).map(next));
  if (schema instanceof z.ZodRecord)
    return fc.dictionary(fc.oneof(fc.constantFrom('key', 'a'), evilString), next(def.valueType), { maxKeys: 3 });
  if (schema instanceof z.ZodOptional)
    return fc.oneof({ arbitrary: next(def.innerType), weight: 3 }, { arbitrary: fc.constant(MISSING), weight: 1 });
  if (schema instanceof z.ZodNullable)
    return fc.oneof({ arbitrary: next(def.innerType), weight: 3 }, { arbitrary: fc.constant(null), weight: 1 });
  if (schema instanceof z.ZodDefault)
    return fc.oneof({ arbitrary: next(def.innerType), weight: 3 }, { arbitrary: fc.constant(MISSING), weight: 1 });
  if (schema instanceof z.ZodCatch || schema instanceof z.ZodReadonly) return next(def.innerType);
  if (schema instanceof z.ZodEffects) return next(def.schema);
  if (schema instanceof z.ZodBranded) return next(def.type);
  if (schema instanceof z.ZodPipeline) return next(def.in);
  if (schema instanceof z.ZodLazy) return next(schema.schema);
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion)
    return fc.oneof(...(schema.options as z.ZodTypeAny[]).map(next));
  if (schema instanceof z.ZodIntersection)
    return fc
      .tuple(next(def.left), next(def.right))
      .map(([a, b]) => (isPlainObject(a) && isPlainObject(b) ? { ...a, ...b } : b));
  return fc.jsonValue({ maxDepth: 2 });
}

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

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

const triedFirst = (schema: z.ZodTypeAny, candidates: unknown[]) =>
  candidates.find((c) => schema.safeParse(c).success) ?? MISSING;

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
  if (schema instanceof z.ZodNull || schema instanceof z.ZodNullable)
    built = schema instanceof z.ZodNull ? null : inner(def.innerType);
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
    return (
      (schema.options as z.ZodTypeAny[]).map(inner).find((v) => v !== MISSING && schema.safeParse(v).success) ?? MISSING
    );
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
  if (valid === MISSING) return fuzzedValueOf(schema);
  const paths = leafPaths(valid);
  // E-mails and phone numbers differ from request to request, so "already registered" does not answer first.
  const base = fc.nat({ max: 9_999_999 }).map((n) => freshen(valid, n));
  const spoil = fc.oneof(
    { arbitrary: fc.constantFrom(...spoilers), weight: 3 },
    { arbitrary: evilValue.map((evil) => () => evil), weight: 2 },
  );
  const spoiled = fc
    .tuple(base, fc.nat({ max: paths.length - 1 }), spoil)
    .map(([b, i, how]) => withLeaf(b, paths[i], how(valueAt(b, paths[i]))));
  const extra = fc
    .tuple(base, fc.constantFrom('extra', 'id', 'userId', 'a\u0000'), evilValue)
    .map(([b, k, v]) => (isPlainObject(b) ? { ...b, [k]: v } : b));
  return fc.oneof(
    { arbitrary: spoiled, weight: 8 },
    { arbitrary: extra, weight: 1 },
    { arbitrary: base, weight: 1 },
    { arbitrary: fuzzedValueOf(schema), weight: 4 },
  );
}

/** Ways to spoil a valid value while keeping it close: what a check further in would meet. */
const spoilers: ((valid: unknown) => unknown)[] = [
  (v) => (typeof v === 'string' ? `${v.slice(0, 1)}\u0000${v.slice(1)}` : 2147483648),
  (v) => (typeof v === 'string' ? `${v}\ud800` : 1e308),
  (v) => (typeof v === 'string' ? `\udfff${v}` : -2147483649),
  (v) => (typeof v === 'string' ? v.repeat(Math.ceil(3000 / Math.max(v.length, 1))) : 1e20),
  (v) => (typeof v === 'string' ? '' : typeof v === 'number' ? -v - 1 : null),
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? Number(v) || 0 : v === null ? 'null' : MISSING),
];

const valueAt = (root: unknown, path: (string | number)[]): unknown =>
  path.reduce<unknown>(
    (v, key) => (v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[key] : undefined),
    root,
  );

function freshen(value: unknown, n: number): unknown {
  if (value === 'fuzz.valid@example.com') return `fuzz.valid.${n}@example.com`;
  if (value === '+421 900 123 456') return `+421 90${String(n).padStart(7, '0')}`;
  if (Array.isArray(value)) return value.map((v) => freshen(v, n));
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, freshen(v, n)]));
  return value;
}
