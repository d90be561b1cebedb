import { describe, expect, it } from 'vitest';
import { Box } from '@contract/warehouse';
import { OrderReference, OrderSelection } from '@contract/order';
import { draftFixture, orderRef } from '../fixtures/order';
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
    expect(
      parseStoredDraft(JSON.stringify({ version: draftStorageVersion, snapshot: withoutDate }), now)?.createdAt,
    ).toBe(now);
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
    const details = {
      ...draft.invoicingDetails!,
      firstName: 'J'.repeat(300),
      address: { ...draft.invoicingDetails!.address, zip: 'ABCDE' },
    };
    expect(parseStoredDraft(stored({ ...draft, invoicingDetails: details }), now)).toEqual({
      ...draft,
      invoicingDetails: details,
    });
  });

  it('empties only typed fields that are not text at all', () => {
    const draft = draftFixture();
    const details = { ...draft.invoicingDetails!, lastName: 42, email: null };
    expect(parseStoredDraft(stored({ ...draft, invoicingDetails: details }), now)?.invoicingDetails).toEqual({
      ...draft.invoicingDetails!,
      lastName: '',
      email: '',
    });
  });

  const box = draftFixture().box!;
  it.each([
    ['the box as stored', box],
    ['a box with an extra key', { ...box, colour: 'blue' }],
    ['a box of size zero', { ...box, area: 0 }],
    ['a box on a fractional floor', { ...box, floor: 1.5 }],
    ['a box of an unknown size class', { ...box, sizeClass: 'HUGE' }],
    ['a box in an unknown currency', { ...box, pricePerMonth: { minor: 100, currency: 'USD' } }],
    ['a box without extra insurance', { ...box, insurancePricePerMonth: null }],
    ['a box free from 30 February', { ...box, rentStart: '2025-02-30' }],
    ['a box with an id beyond int4', { ...box, id: 2 ** 31 }],
  ])("reads %s by the contract's Box rules", (_case, stored) => {
    const parsed = Box.safeParse(stored);
    expect(
      parseStoredDraft(
        JSON.stringify({ version: draftStorageVersion, snapshot: { ...draftFixture(), box: stored } }),
        now,
      )?.box,
    ).toEqual(parsed.success ? parsed.data : null);
  });

  const selection = { boxId: box.id, periodInMonths: 3, insuranceId: null, voucherToken: ' WELCOME10 ' };
  it.each([
    ['a placed order', { orderId: orderRef, selection }],
    ['a placed order with a short reference', { orderId: 'abc', selection }],
    ['a placed order of an unknown period', { orderId: orderRef, selection: { ...selection, periodInMonths: 2 } }],
    ['a placed order with an empty voucher', { orderId: orderRef, selection: { ...selection, voucherToken: '  ' } }],
  ])("reads %s by the contract's rules, or drops it", (_case, placedOrder) => {
    const parsed = OrderSelection.safeParse(placedOrder.selection);
    const expected =
      parsed.success && OrderReference.safeParse(placedOrder.orderId).success
        ? { orderId: placedOrder.orderId, selection: parsed.data }
        : null;
    expect(parseStoredDraft(stored({ ...draftFixture(), placedOrder }), now)?.placedOrder).toEqual(expected);
  });

  it('gives a draft with an unreadable createdAt the time of reading', () => {
    expect(parseStoredDraft(stored({ ...draftFixture(), createdAt: 'yesterday' }), now)?.createdAt).toBe(now);
    expect(
      parseStoredDraft(stored({ ...draftFixture(), createdAt: '2025-01-31T10:00:00+01:00' }), now)?.createdAt,
    ).toBe('2025-01-31T10:00:00+01:00');
  });
});
