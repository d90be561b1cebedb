import { describe, expect, it } from 'vitest';
import { apiErrorOf } from './errorCodes';
import { ApiError } from './errors';

/** Bodies a failed call may answer with, well-formed or not. */
const bodies: [string, unknown][] = [
  ['an envelope', { status: 400, code: 'bad-request', detail: 'Invalid body' }],
  [
    'an envelope with field errors',
    {
      status: 400,
      code: 'bad-request',
      detail: 'x',
      fields: [
        { path: 'body.email', code: 'revalid/rule/basic/regex' },
        { path: 'body.name', code: 'field/too-long', limit: 100 },
      ],
    },
  ],
  [
    'extra keys',
    {
      status: 409,
      code: 'Box/is-taken',
      detail: 'x',
      traceId: 'abc',
      fields: [{ path: 'p', code: 'unexpected', hint: 'h' }],
    },
  ],
  ['a server failure', { status: 503, code: 'maintenance', detail: 'x' }],
  ['an unknown code', { status: 400, code: 'brand-new-code', detail: 'x' }],
  [
    'a field with an unknown code',
    { status: 400, code: 'bad-request', detail: 'x', fields: [{ path: 'p', code: 'brand-new-code' }] },
  ],
  [
    'a fractional limit',
    { status: 400, code: 'bad-request', detail: 'x', fields: [{ path: 'p', code: 'field/too-long', limit: 1.5 }] },
  ],
  ['fields that are not a list', { status: 400, code: 'bad-request', detail: 'x', fields: {} }],
  ['null fields', { status: 400, code: 'bad-request', detail: 'x', fields: null }],
  ['a status below 400', { status: 302, code: 'unexpected', detail: 'x' }],
  ['a status above 599', { status: 600, code: 'unexpected', detail: 'x' }],
  ['a fractional status', { status: 400.5, code: 'unexpected', detail: 'x' }],
  ['a status as text', { status: '400', code: 'unexpected', detail: 'x' }],
  ['no detail', { status: 400, code: 'unexpected' }],
  ['a list', [{ status: 400, code: 'unexpected', detail: 'x' }]],
  ['an HTML page', '<html>Bad gateway</html>'],
  ['nothing', null],
];

describe('apiErrorOf', () => {
  it.each(bodies)('reads %s as the ApiError schema does', (_case, body) => {
    const parsed = ApiError.safeParse(body);
    expect(apiErrorOf(body)).toEqual(parsed.success ? parsed.data : null);
  });
});
