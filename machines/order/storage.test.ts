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
  ])('discards %s', (_case, raw) => {
    expect(parseStoredDraft(raw, now)).toBeNull();
  });

  const stored = (snapshot: unknown) => JSON.stringify({ version: draftStorageVersion, snapshot });

  it.each([
    ['a tampered period', { invoicing: 5 }, { invoicing: null }],
    ['a missing box', { box: undefined }, { box: null }],
    ['a box of another shape', { box: { ...draftFixture().box, pricePerMonth: '29 €' } }, { box: null }],
  ])('drops only %s and keeps the rest of the draft', (_case, change, dropped) => {
    expect(parseStoredDraft(stored({ ...draftFixture(), ...change }), now)).toEqual({ ...draftFixture(), ...dropped });
  });

  it('keeps a 300-character name and every other typed field as they were', () => {
    const draft = draftFixture();
    const details = { ...draft.invoicingDetails!, firstName: 'J'.repeat(300), address: { ...draft.invoicingDetails!.address, zip: 'ABCDE' } };
    expect(parseStoredDraft(stored({ ...draft, invoicingDetails: details }), now)).toEqual({ ...draft, invoicingDetails: details });
  });

  it('empties only typed fields that are not text at all', () => {
    const draft = draftFixture();
    const details = { ...draft.invoicingDetails!, lastName: 42, email: null };
    expect(parseStoredDraft(stored({ ...draft, invoicingDetails: details }), now)?.invoicingDetails).toEqual({ ...draft.invoicingDetails!, lastName: '', email: '' });
  });
});
