import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ClientErrorReport } from './meta';
import { INT4_MAX, MAX_LIST_ITEMS, RequiredText } from './primitives';
import { ProfileUpdate } from './profile';
import { wellFormedInput } from './wellFormed';

const issuesOf = (schema: z.ZodTypeAny, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('wellFormedInput', () => {
  const schema = wellFormedInput(
    z.object({
      name: RequiredText(10),
      tags: z.array(z.string()),
      count: z.number().int(),
      small: z.number().int().max(5),
      ratio: z.number(),
      nested: z.object({ note: z.string().nullable().optional() }).strict(),
      kind: z.discriminatedUnion('type', [
        z.object({ type: z.literal('a'), text: z.string() }),
        z.object({ type: z.literal('b') }),
      ]),
      map: z.record(z.string()),
      coerced: z.coerce.number().int().default(0),
    }),
  );
  const valid = {
    name: ' Jana ',
    tags: ['x'],
    count: 1,
    small: 5,
    ratio: 0.5,
    nested: { note: '📦' },
    kind: { type: 'a', text: 't' },
    map: { k: 'v' },
  };

  it('keeps what the schema accepted, transforms included', () => {
    expect(schema.parse(valid)).toEqual({ ...valid, name: 'Jana', coerced: 0 });
  });

  it('refuses NUL and unpaired surrogates at the field that holds them', () => {
    expect(issuesOf(schema, { ...valid, name: 'a\u0000' })).toEqual([
      { path: 'name', message: 'revalid/rule/basic/regex' },
    ]);
    expect(issuesOf(schema, { ...valid, tags: ['ok', '\ud800'] })).toEqual([
      { path: 'tags.1', message: 'revalid/rule/basic/regex' },
    ]);
    expect(issuesOf(schema, { ...valid, nested: { note: 'x\udfff' } })).toEqual([
      { path: 'nested.note', message: 'revalid/rule/basic/regex' },
    ]);
    expect(issuesOf(schema, { ...valid, kind: { type: 'a', text: '\u0000' } })).toEqual([
      { path: 'kind.text', message: 'revalid/rule/basic/regex' },
    ]);
    expect(issuesOf(schema, { ...valid, map: { k: '\u0000' } })).toEqual([
      { path: 'map.k', message: 'revalid/rule/basic/regex' },
    ]);
  });

  it('keeps every integer within int4 and every other number finite, tighter bounds untouched', () => {
    for (const count of [INT4_MAX + 1, 1e308, -(INT4_MAX + 2)])
      expect(issuesOf(schema, { ...valid, count })).toMatchObject([{ path: 'count' }]);
    expect(issuesOf(schema, { ...valid, count: INT4_MAX })).toEqual([]);
    expect(issuesOf(schema, { ...valid, small: 6 })[0].message).not.toBe('revalid/rule/basic/regex');
    expect(issuesOf(schema, { ...valid, coerced: '99999999999999999999' })).toMatchObject([{ path: 'coerced' }]);
  });

  it('bounds lists', () => {
    expect(issuesOf(schema, { ...valid, tags: Array.from({ length: MAX_LIST_ITEMS + 1 }, () => 'x') })).toMatchObject([
      { path: 'tags' },
    ]);
  });

  it('leaves the contract’s own schemas as they were', () => {
    wellFormedInput(ProfileUpdate);
    expect(ClientErrorReport.safeParse({ error: 'a\u0000', context: {} }).success).toBe(true);
    expect(wellFormedInput(ClientErrorReport).safeParse({ error: 'a\u0000', context: {} }).success).toBe(false);
  });
});
