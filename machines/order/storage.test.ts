import { describe, expect, it } from 'vitest';
import { draftFixture } from '../fixtures/order';
import { draftStorageVersion, parseStoredDraft, serialiseDraft } from './storage';

const now = '2025-02-01T08:00:00.000Z';

describe('stored order draft', () => {
  it('round-trips as { version, snapshot }', () => {
    const raw = serialiseDraft(draftFixture());
    expect(JSON.parse(raw)).toMatchObject({ version: draftStorageVersion, snapshot: { invoicing: 3 } });
    expect(parseStoredDraft(raw, now)).toEqual(draftFixture());
  });

  it('adds createdAt when missing', () => {
    const { createdAt: _omitted, ...withoutDate } = draftFixture();
    expect(parseStoredDraft(JSON.stringify({ version: draftStorageVersion, snapshot: withoutDate }), now)?.createdAt).toBe(now);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{"version":1,'],
    ['another version', JSON.stringify({ version: draftStorageVersion + 1, snapshot: draftFixture() })],
    ['the bare draft of an older release', JSON.stringify(draftFixture())],
    ['a tampered field', JSON.stringify({ version: draftStorageVersion, snapshot: { ...draftFixture(), invoicing: 5 } })],
    ['a missing field', JSON.stringify({ version: draftStorageVersion, snapshot: { ...draftFixture(), box: undefined } })],
    ['a wrong type deep inside', JSON.stringify({ version: draftStorageVersion, snapshot: { ...draftFixture(), box: { ...draftFixture().box, pricePerMonth: '29 €' } } })],
  ])('discards %s', (_case, raw) => {
    expect(parseStoredDraft(raw, now)).toBeNull();
  });
});
