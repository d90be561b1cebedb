import { z } from 'zod';
import { INT4_MAX, INT4_MIN, MAX_LIST_ITEMS, WELL_FORMED_TEXT } from './primitives';

/**
 * The rules every value a caller sends must keep, whatever field it arrives in, added to a request
 * schema as a whole so no field can forget them:
 * - a text holds no NUL character and no unpaired UTF-16 surrogate (PostgreSQL cannot store the first,
 *   and the second is not a character at all);
 * - an integer fits a PostgreSQL `integer` column (int4), unless its schema bounds it tighter, and any
 *   other number is finite;
 * - a list has at most MAX_LIST_ITEMS items unless its schema says fewer.
 * A value breaking one is "Incorrect format" (`revalid/rule/basic/regex`) at its own path, like any
 * other malformed field. Schemas are copied, never changed: the contract's exports stay as they are.
 */
export function wellFormedInput<T extends z.ZodTypeAny>(schema: T): T {
  return harden(schema, new Map()) as T;
}

const FORMAT = 'revalid/rule/basic/regex';
const isWellFormedText = (value: string) => WELL_FORMED_TEXT.test(value);

function harden(schema: z.ZodTypeAny, seen: Map<z.ZodTypeAny, z.ZodTypeAny>): z.ZodTypeAny {
  const known = seen.get(schema);
  if (known) return known;
  // Lazy schemas may refer back to themselves: the copy is registered before its parts are visited.
  if (schema instanceof z.ZodLazy) {
    const copy: z.ZodTypeAny = z.lazy(() => harden(schema.schema, seen));
    seen.set(schema, copy);
    return copy;
  }
  const copy = hardenPart(schema, (part) => harden(part, seen));
  seen.set(schema, copy);
  return copy;
}

function hardenPart(schema: z.ZodTypeAny, h: (s: z.ZodTypeAny) => z.ZodTypeAny): z.ZodTypeAny {
  const def = schema._def;
  if (schema instanceof z.ZodString) return schema.refine(isWellFormedText, FORMAT);
  if (schema instanceof z.ZodNumber) return boundedNumber(schema);
  if (schema instanceof z.ZodArray) {
    const array = new z.ZodArray({ ...def, type: h(schema.element) });
    return def.maxLength || def.exactLength ? array : array.max(MAX_LIST_ITEMS);
  }
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape as z.ZodRawShape).map(([key, value]) => [key, h(value)]),
    );
    return new z.ZodObject({ ...def, shape: () => shape, catchall: h(def.catchall) });
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return new (schema.constructor as typeof z.ZodOptional)({ ...def, innerType: h(def.innerType) });
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodCatch || schema instanceof z.ZodReadonly)
    return new (schema.constructor as typeof z.ZodDefault)({ ...def, innerType: h(def.innerType) });
  if (schema instanceof z.ZodEffects) return new z.ZodEffects({ ...def, schema: h(def.schema) });
  if (schema instanceof z.ZodBranded) return new z.ZodBranded({ ...def, type: h(def.type) });
  if (schema instanceof z.ZodPipeline) return new z.ZodPipeline({ ...def, in: h(def.in), out: h(def.out) });
  if (schema instanceof z.ZodUnion) return new z.ZodUnion({ ...def, options: def.options.map(h) });
  if (schema instanceof z.ZodDiscriminatedUnion) {
    const options = (schema.options as z.ZodTypeAny[]).map(h) as [z.AnyZodObject, ...z.AnyZodObject[]];
    return z.discriminatedUnion(schema.discriminator, options, {
      errorMap: def.errorMap,
      description: def.description,
    });
  }
  if (schema instanceof z.ZodIntersection)
    return new z.ZodIntersection({ ...def, left: h(def.left), right: h(def.right) });
  if (schema instanceof z.ZodRecord)
    return new z.ZodRecord({ ...def, keyType: h(def.keyType), valueType: h(def.valueType) });
  if (schema instanceof z.ZodMap) return new z.ZodMap({ ...def, keyType: h(def.keyType), valueType: h(def.valueType) });
  if (schema instanceof z.ZodSet) {
    const set = new z.ZodSet({ ...def, valueType: h(def.valueType) });
    return def.maxSize ? set : set.max(MAX_LIST_ITEMS);
  }
  if (schema instanceof z.ZodTuple)
    return new z.ZodTuple({ ...def, items: def.items.map(h), rest: def.rest ? h(def.rest) : null });
  // Literals, enums, booleans, dates and the like hold nothing to bound.
  return schema;
}

/** An integer gets the int4 range unless it already has a tighter bound; any other number must be finite. */
function boundedNumber(schema: z.ZodNumber): z.ZodNumber {
  const checks = schema._def.checks;
  const isInt = checks.some((c) => c.kind === 'int');
  if (!isInt) return checks.some((c) => c.kind === 'finite') ? schema : schema.finite({ message: FORMAT });
  let bounded = schema;
  const max = schema.maxValue;
  const min = schema.minValue;
  if (max === null || max > INT4_MAX) bounded = bounded.max(INT4_MAX, { message: FORMAT });
  if (min === null || min < INT4_MIN) bounded = bounded.min(INT4_MIN, { message: FORMAT });
  return bounded;
}
