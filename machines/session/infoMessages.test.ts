import { describe, expect, it } from 'vitest';
import { parseAcknowledged, serialiseAcknowledged } from './infoMessages';

const stored = (messages: unknown, version: unknown = 1) => JSON.stringify({ version, messages });

describe('acknowledged info messages', () => {
  it('round-trip, other keys dropped', () => {
    expect(parseAcknowledged(serialiseAcknowledged([{ id: 1, important: true }]))).toEqual([
      { id: 1, important: true },
    ]);
    expect(parseAcknowledged(stored([{ id: 2, important: false, text: 'x' }]))).toEqual([{ id: 2, important: false }]);
  });

  it.each([
    ['nothing', null],
    ['not JSON', '['],
    ['another version', stored([{ id: 1, important: true }], 2)],
    ['a fractional id', stored([{ id: 1.5, important: true }])],
    ['importance as text', stored([{ id: 1, important: 'yes' }])],
    ['more than a thousand', stored(Array.from({ length: 1001 }, (_, id) => ({ id, important: false })))],
  ])('discard %s', (_case, raw) => {
    expect(parseAcknowledged(raw)).toEqual([]);
  });
});
