import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { demoUser } from '../fixtures/user';
import { summaryFixture as summaryOf } from '../fixtures/order';
import {
  draftFixture,
  expiredStatus,
  failedStatus,
  offerFixture,
  orderRef,
  paidStatus,
  profileFixture,
  statusFixture,
  typedDetails,
} from '../fixtures/order';
import { FailureError } from '../shared/failure';
import type { OrderDraft } from './draft';
import { fakeClock, fakeOrderEffects } from './fakeEffects';
import { startOrderActor, type OrderActor, type OrderEffects } from './provider';
import {
  selectDetailsFailure,
  selectDetailsState,
  selectDetailsVerified,
  selectHeldOrder,
  selectHeldOrderMatches,
  selectOfferState,
  selectPlacementState,
  selectSummaryState,
} from './selectors';
import { loadDetailsRules } from './detailsRules';

// The machine judges invoicing details once their rules are loaded (detailsRules.ts): these tests start with them loaded.
beforeAll(() => loadDetailsRules());

function start(stored: OrderDraft | null = null, overrides: Partial<OrderEffects> = {}) {
  const effects = fakeOrderEffects(overrides);
  const actor = startOrderActor(effects, { stored, now: '2025-01-05T10:00:00.000Z', countryCode: 'SVK' });
  return { actor, effects };
}

const settled = (actor: OrderActor, region: (s: ReturnType<OrderActor['getSnapshot']>) => string, state: string) =>
  waitFor(actor, (s) => region(s) === state, { timeout: 1000 });

afterEach(() => vi.useRealTimers());

describe('order machine: offer', () => {
  it('opening a box loads its offer into the draft', async () => {
    const trackStep = vi.fn();
    const { actor } = start(null, { trackStep });
    actor.send({ type: 'offer-opened', boxId: 100 });
    await settled(actor, selectOfferState, 'Ready');
    expect(actor.getSnapshot().context.draft.box?.id).toBe(100);
    expect(actor.getSnapshot().context.draft.warehouseId).toBe(1);
    expect(trackStep).toHaveBeenCalledWith('offer');
  });

  it('another box starts a new draft: version 0, no insurance, period or voucher, details kept but invalid', async () => {
    const { actor } = start(
      draftFixture({
        box: { ...offerFixture().box, id: 999 },
        version: 2,
        voucherToken: 'WELCOME10',
        paymentFailed: true,
      }),
    );
    actor.send({ type: 'offer-opened', boxId: 100 });
    await settled(actor, selectOfferState, 'Ready');
    const { draft } = actor.getSnapshot().context;
    expect(draft).toMatchObject({
      version: 0,
      insurance: null,
      invoicing: null,
      voucherToken: null,
      invoicingDetailsValid: false,
      paymentFailed: false,
    });
    expect(draft.invoicingDetails).toEqual(typedDetails);
  });

  it('the same box keeps the draft’s choices', async () => {
    const { actor } = start(draftFixture());
    actor.send({ type: 'offer-opened', boxId: 100 });
    await settled(actor, selectOfferState, 'Ready');
    expect(actor.getSnapshot().context.draft).toMatchObject({
      invoicing: 3,
      insurance: 2,
      invoicingDetailsValid: true,
    });
  });

  it.each([['Box/is-taken'], ['Order/Box-not-active'], ['Order/Warehouse-deactivated']] as const)(
    '%s makes the offer unavailable',
    async (code) => {
      const { actor } = start(null, { loadOffer: () => Promise.reject(new FailureError(409, code)) });
      actor.send({ type: 'offer-opened', boxId: 100 });
      await settled(actor, selectOfferState, 'Unavailable');
      expect(actor.getSnapshot().context.offerFailure?.code).toBe(code);
    },
  );

  it('a network failure can be retried', async () => {
    const loadOffer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(offerFixture());
    const { actor } = start(null, { loadOffer });
    actor.send({ type: 'offer-opened', boxId: 100 });
    await settled(actor, selectOfferState, 'Failed');
    actor.send({ type: 'offer-retry' });
    await settled(actor, selectOfferState, 'Ready');
    expect(loadOffer).toHaveBeenLastCalledWith(100, null, null);
  });

  it('keeps a valid voucher and drops an invalid one', async () => {
    const { actor } = start();
    actor.send({ type: 'offer-opened', boxId: 100 });
    await settled(actor, selectOfferState, 'Ready');
    actor.send({ type: 'voucher-applied', token: 'WELCOME10' });
    await settled(actor, selectOfferState, 'Ready');
    expect(actor.getSnapshot().context.draft.voucherToken).toBe('WELCOME10');
    actor.send({ type: 'voucher-applied', token: 'NOPE' });
    await waitFor(actor, (s) => selectOfferState(s) === 'Ready' && s.context.voucherCheck?.token === 'NOPE');
    expect(actor.getSnapshot().context.voucherCheck?.valid).toBe(false);
    expect(actor.getSnapshot().context.draft.voucherToken).toBeNull();
  });
});

describe('order machine: persistence', () => {
  it('writes the draft once, persistAfter after the last change', async () => {
    vi.useFakeTimers();
    const writeDraft = vi.fn();
    const { actor } = start(draftFixture(), { writeDraft });
    actor.send({ type: 'details-edited', details: { ...typedDetails, firstName: 'P' } });
    vi.advanceTimersByTime(300);
    actor.send({ type: 'details-edited', details: { ...typedDetails, firstName: 'Pe' } });
    vi.advanceTimersByTime(300);
    expect(writeDraft).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(writeDraft).toHaveBeenCalledTimes(1);
    expect(writeDraft.mock.calls[0][0]).toMatchObject({
      invoicingDetails: { firstName: 'Pe' },
      invoicingDetailsValid: false,
    });
  });

  it('a flush writes at once', () => {
    const writeDraft = vi.fn();
    const { actor } = start(draftFixture(), { writeDraft });
    actor.send({
      type: 'details-edited',
      details: { ...typedDetails, address: { ...typedDetails.address, city: 'Prešov' } },
    });
    expect(writeDraft).not.toHaveBeenCalled();
    actor.send({ type: 'flush' });
    expect(writeDraft).toHaveBeenCalledWith(
      expect.objectContaining({
        invoicingDetails: expect.objectContaining({ address: expect.objectContaining({ city: 'Prešov' }) }),
      }),
    );
  });

  it('the payment’s outcome is written at once', () => {
    const writeDraft = vi.fn();
    const { actor } = start(draftFixture(), { writeDraft });
    actor.send({ type: 'payment-failed' });
    expect(writeDraft).toHaveBeenLastCalledWith(expect.objectContaining({ paymentFailed: true }));
    actor.send({ type: 'order-completed' });
    expect(writeDraft).toHaveBeenLastCalledWith(expect.objectContaining({ box: null, invoicingDetails: null }));
  });
});

describe('order machine: details', () => {
  it('an anonymous visitor’s details are verified by the server', async () => {
    const verifyDetails = vi.fn().mockResolvedValue({ value: true });
    const { actor } = start(draftFixture({ invoicingDetailsValid: false }), { verifyDetails });
    const verified = vi.fn();
    actor.on('details-verified', verified);
    actor.send({ type: 'details-submitted', details: typedDetails });
    await settled(actor, selectDetailsState, 'Verified');
    expect(verifyDetails).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'peter.horvath@example.com',
        telephoneNumber: '+421905111222',
        personalId: null,
      }),
    );
    expect(actor.getSnapshot().context.draft.invoicingDetailsValid).toBe(true);
    expect(verified).toHaveBeenCalledTimes(1);
  });

  it('e-mail in use is shown next to the e-mail field', async () => {
    const { actor } = start(draftFixture(), {
      verifyDetails: () => Promise.reject(new FailureError(409, 'Autoregistration/email-taken')),
    });
    actor.send({ type: 'details-submitted', details: typedDetails });
    await settled(actor, selectDetailsState, 'Refused');
    expect(selectDetailsFailure(actor.getSnapshot())?.fields).toEqual([
      { path: 'body.email', code: 'Autoregistration/email-taken' },
    ]);
    expect(actor.getSnapshot().context.draft.invoicingDetailsValid).toBe(false);
  });

  it('a signed-in client’s details need no server check', async () => {
    const verifyDetails = vi.fn();
    const { actor } = start(draftFixture({ detailsOwner: demoUser.email }), { verifyDetails });
    actor.send({ type: 'session-changed', signedIn: true, user: demoUser });
    actor.send({ type: 'details-submitted', details: typedDetails });
    expect(selectDetailsState(actor.getSnapshot())).toBe('Verified');
    expect(verifyDetails).not.toHaveBeenCalled();
  });

  it('editing marks the details invalid', () => {
    const { actor } = start(draftFixture());
    actor.send({
      type: 'details-edited',
      details: { ...typedDetails, address: { ...typedDetails.address, city: 'Prešov' } },
    });
    expect(actor.getSnapshot().context.draft.invoicingDetailsValid).toBe(false);
  });

  it('on login the details are refilled from the profile and the version raised by one', async () => {
    const loadProfile = vi.fn().mockResolvedValue(profileFixture());
    const { actor } = start(draftFixture({ version: 4 }), { loadProfile });
    actor.send({ type: 'session-changed', signedIn: true, user: demoUser });
    await waitFor(actor, (s) => s.context.draft.version === 5);
    const { draft } = actor.getSnapshot().context;
    expect(draft.invoicingDetails).toMatchObject({
      firstName: 'Jana',
      email: 'jana.novakova@example.com',
      version: 3,
      personalId: '',
    });
    expect(draft).toMatchObject({ invoicingDetailsValid: true, detailsOwner: demoUser.email });
    // The same user again (a reload, another screen) refills nothing.
    actor.send({ type: 'session-changed', signedIn: true, user: demoUser });
    expect(loadProfile).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.draft.version).toBe(5);
  });

  it('a profile without invoicing details fills name and contact (telephoneNumber from phoneNumber)', async () => {
    const { actor } = start(draftFixture({ invoicingDetails: null }), {
      loadProfile: async () => profileFixture({ invoicingDetails: null }),
    });
    actor.send({ type: 'session-changed', signedIn: true, user: demoUser });
    await waitFor(actor, (s) => s.context.draft.version === 1);
    expect(actor.getSnapshot().context.draft.invoicingDetails).toMatchObject({
      firstName: 'Jana',
      telephoneNumber: '+421900123456',
      address: { countryCode: 'SVK', street: '' },
    });
    expect(actor.getSnapshot().context.draft).toMatchObject({ invoicingDetailsValid: false, forceValidate: true });
  });
});

describe('order machine: summary and placement', () => {
  it('prices the selection, places the order and leaves for the gateway after writing the draft', async () => {
    const calls: string[] = [];
    const placeOrder = vi
      .fn()
      .mockResolvedValue({ orderId: 'ord42ReferenceAbcdEfgh', paymentUrl: 'https://pay.example/card/42' });
    const { actor } = start(draftFixture({ paymentFailed: true }), {
      placeOrder,
      writeDraft: () => calls.push('write'),
      goToPayment: (url) => calls.push(`go ${url}`),
    });
    actor.send({ type: 'summary-opened' });
    await settled(actor, selectSummaryState, 'Priced');
    const consents = { terms: true, recurringPayments: true, privacy: true, newsletter: false } as const;
    actor.send({ type: 'order-placed', consents, language: 'EN', returnUrl: 'https://app.example/order/status-check' });
    await settled(actor, selectPlacementState, 'Redirecting');
    expect(placeOrder).toHaveBeenCalledWith(
      expect.objectContaining({
        signedIn: false,
        consents,
        selection: { boxId: 100, periodInMonths: 3, insuranceId: 2, voucherToken: null },
      }),
    );
    expect(calls).toEqual(['write', 'go https://pay.example/card/42']);
    expect(actor.getSnapshot().context.draft.paymentFailed).toBe(false);
  });

  it('without a period the summary is incomplete', () => {
    const { actor } = start(draftFixture({ invoicing: null }));
    actor.send({ type: 'summary-opened' });
    expect(selectSummaryState(actor.getSnapshot())).toBe('Incomplete');
  });

  it('a box taken meanwhile refuses the placement', async () => {
    const { actor } = start(draftFixture(), {
      placeOrder: () => Promise.reject(new FailureError(409, 'Box/is-taken')),
    });
    actor.send({
      type: 'order-placed',
      consents: { terms: true, recurringPayments: true, privacy: true, newsletter: false },
      language: 'SK',
      returnUrl: 'https://app.example/order/status-check',
    });
    await settled(actor, selectPlacementState, 'Failed');
    expect(actor.getSnapshot().context.placeFailure?.code).toBe('Box/is-taken');
  });

  it('details the rules refuse when paying are not sent: back to the details, every problem shown', async () => {
    const placeOrder = vi.fn();
    // Verified when typed, by rules that let this phone number through.
    const { actor } = start(draftFixture({ invoicingDetails: { ...typedDetails, telephoneNumber: '12' } }), {
      placeOrder,
    });
    actor.send({
      type: 'order-placed',
      consents: { terms: true, recurringPayments: true, privacy: true, newsletter: false },
      language: 'SK',
      returnUrl: 'https://app.example/order/status-check',
    });
    expect(selectPlacementState(actor.getSnapshot())).toBe('CheckingDetails');
    await waitFor(actor, (s) => s.context.draft.forceValidate, { timeout: 1000 });
    expect(selectPlacementState(actor.getSnapshot())).toBe('Idle');
    expect(selectDetailsVerified(actor.getSnapshot())).toBe(false);
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it('rules that cannot be fetched refuse the placement with the apology; Pay again tries again', async () => {
    const loadDetailsRules = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(undefined);
    const placeOrder = vi.fn().mockResolvedValue({ orderId: orderRef, paymentUrl: 'https://pay.example/card/42' });
    const { actor } = start(draftFixture(), { loadDetailsRules, placeOrder });
    const pay = {
      type: 'order-placed',
      consents: { terms: true, recurringPayments: true, privacy: true, newsletter: false },
      language: 'SK',
      returnUrl: 'https://app.example/order/status-check',
    } as const;
    actor.send(pay);
    await settled(actor, selectPlacementState, 'Failed');
    expect(actor.getSnapshot().context.placeFailure?.code).toBe('weApologize');
    expect(placeOrder).not.toHaveBeenCalled();
    actor.send(pay);
    await settled(actor, selectPlacementState, 'Redirecting');
    expect(placeOrder).toHaveBeenCalledWith(
      expect.objectContaining({ language: 'SK', returnUrl: 'https://app.example/order/status-check' }),
    );
  });

  it('dates a new draft by the clock of its effects: starting anew, and after the order is paid', () => {
    const clock = fakeClock('2025-02-01T08:00:00.000Z');
    const { actor } = start(draftFixture(), { now: clock.now });
    actor.send({ type: 'start-new' });
    expect(actor.getSnapshot().context.draft.createdAt).toBe('2025-02-01T08:00:00.000Z');
    clock.set('2025-02-03T17:30:00.000Z');
    actor.send({ type: 'order-completed' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ createdAt: '2025-02-03T17:30:00.000Z', box: null });
  });

  it('a failed payment sets paymentFailed; start-new resets the draft', () => {
    const { actor } = start(draftFixture({ version: 3 }));
    actor.send({ type: 'payment-failed' });
    expect(actor.getSnapshot().context.draft.paymentFailed).toBe(true);
    actor.send({ type: 'start-new' });
    expect(actor.getSnapshot().context.draft).toMatchObject({
      version: 0,
      insurance: null,
      invoicing: null,
      voucherToken: null,
      invoicingDetailsValid: false,
      box: null,
    });
  });
});

describe('order machine: back from the card page', () => {
  const placedSelection = { boxId: 100, periodInMonths: 3, insuranceId: 2, voucherToken: null } as const;
  const placedDraft = (overrides: Partial<OrderDraft> = {}) =>
    draftFixture({ placedOrder: { orderId: orderRef, selection: placedSelection }, ...overrides });

  it('placing remembers the order in the draft written before leaving', async () => {
    const written: OrderDraft[] = [];
    const { actor } = start(draftFixture(), { writeDraft: (d) => written.push(d) });
    actor.send({
      type: 'order-placed',
      consents: { terms: true, recurringPayments: true, privacy: true, newsletter: false },
      language: 'SK',
      returnUrl: 'https://app.example/order/status-check',
    });
    await settled(actor, selectPlacementState, 'Redirecting');
    expect(written.at(-1)?.placedOrder).toEqual({ orderId: 'ord42ReferenceAbcdEfgh', selection: placedSelection });
  });

  it('finds its held order, prices the box it holds and pays it on its card page again', async () => {
    const priceSummary = vi.fn().mockResolvedValue(summaryOf());
    const resumePayment = vi.fn().mockResolvedValue({ orderId: orderRef, paymentUrl: 'https://pay.example/card/42' });
    const goToPayment = vi.fn();
    const { actor } = start(placedDraft(), { priceSummary, resumePayment, goToPayment });
    actor.send({ type: 'summary-opened' });
    await settled(actor, selectSummaryState, 'Priced');
    expect(priceSummary).toHaveBeenCalledWith({ ...placedSelection, heldOrderId: orderRef });
    expect(selectHeldOrder(actor.getSnapshot())?.status).toBe('SUBMITTED');
    // A second order of the held box is not offered; paying the held one is.
    actor.send({
      type: 'order-placed',
      consents: { terms: true, recurringPayments: true, privacy: true, newsletter: false },
      language: 'SK',
      returnUrl: 'https://app.example/order/status-check',
    });
    expect(selectPlacementState(actor.getSnapshot())).toBe('Idle');
    actor.send({ type: 'held-order-paid' });
    await settled(actor, selectPlacementState, 'Redirecting');
    expect(resumePayment).toHaveBeenCalledWith(orderRef);
    expect(goToPayment).toHaveBeenCalledWith('https://pay.example/card/42');
  });

  it('a declined order still held can be paid again: a new payment of the same order, not a second order', async () => {
    const placeOrder = vi.fn();
    const resumePayment = vi.fn().mockResolvedValue({ orderId: orderRef, paymentUrl: 'https://pay.example/card/43' });
    const goToPayment = vi.fn();
    const { actor } = start(placedDraft({ paymentFailed: true }), {
      loadOrderStatus: async () => failedStatus,
      placeOrder,
      resumePayment,
      goToPayment,
    });
    actor.send({ type: 'summary-opened' });
    await settled(actor, selectSummaryState, 'Priced');
    // The summary offers to pay the declined order: it still holds the box, with the terms shown.
    expect(selectHeldOrder(actor.getSnapshot())).toMatchObject({ status: 'FAILED', retryable: true });
    expect(selectHeldOrderMatches(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.draft.paymentFailed).toBe(true);
    // Pay does not place a second order of the held box.
    actor.send({
      type: 'order-placed',
      consents: { terms: true, recurringPayments: true, privacy: true, newsletter: false },
      language: 'SK',
      returnUrl: 'https://app.example/order/status-check',
    });
    expect(selectPlacementState(actor.getSnapshot())).toBe('Idle');
    actor.send({ type: 'held-order-paid' });
    expect(selectPlacementState(actor.getSnapshot())).toBe('Resuming');
    await settled(actor, selectPlacementState, 'Redirecting');
    expect(resumePayment).toHaveBeenCalledWith(orderRef);
    expect(goToPayment).toHaveBeenCalledWith('https://pay.example/card/43');
    expect(placeOrder).not.toHaveBeenCalled();
    // The draft still knows its order, for the next return from the card page.
    expect(actor.getSnapshot().context.draft.placedOrder?.orderId).toBe(orderRef);
  });

  it('other terms chosen since: the held order is not paid from here but can be given up, then ordered anew', async () => {
    const cancelOrder = vi.fn().mockResolvedValue({ value: true });
    const priceSummary = vi.fn().mockResolvedValue(summaryOf());
    const loadOrderStatus = vi.fn().mockResolvedValueOnce(statusFixture()).mockResolvedValue(expiredStatus);
    const { actor } = start(placedDraft({ invoicing: 6 }), { cancelOrder, priceSummary, loadOrderStatus });
    actor.send({ type: 'summary-opened' });
    await settled(actor, selectSummaryState, 'Priced');
    expect(selectHeldOrderMatches(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'held-order-paid' });
    expect(selectPlacementState(actor.getSnapshot())).toBe('Idle');
    actor.send({ type: 'held-order-cancelled' });
    await waitFor(actor, (s) => s.context.draft.placedOrder === null && selectSummaryState(s) === 'Priced', {
      timeout: 1000,
    });
    expect(cancelOrder).toHaveBeenCalledWith(orderRef);
    expect(priceSummary).toHaveBeenLastCalledWith({ ...placedSelection, periodInMonths: 6 });
    expect(selectHeldOrder(actor.getSnapshot())).toBeNull();
  });

  it('an order paid meanwhile links to its status; an expired or unknown one is forgotten', async () => {
    const paid = start(placedDraft(), { loadOrderStatus: async () => paidStatus });
    paid.actor.send({ type: 'summary-opened' });
    await settled(paid.actor, selectSummaryState, 'PlacedOrderPaid');

    const expired = start(placedDraft(), { loadOrderStatus: async () => expiredStatus });
    expired.actor.send({ type: 'summary-opened' });
    await settled(expired.actor, selectSummaryState, 'Priced');
    expect(expired.actor.getSnapshot().context.draft.placedOrder).toBeNull();

    const unknown = start(placedDraft(), { loadOrderStatus: () => Promise.reject(new FailureError(404, 'not-found')) });
    unknown.actor.send({ type: 'summary-opened' });
    await settled(unknown.actor, selectSummaryState, 'Priced');
    expect(unknown.actor.getSnapshot().context.draft.placedOrder).toBeNull();
  });

  it('the offer of the box its order holds is asked for with that order, so it is not “taken”', async () => {
    const loadOffer = vi.fn().mockResolvedValue(offerFixture());
    const { actor } = start(placedDraft(), { loadOffer });
    actor.send({ type: 'offer-opened', boxId: 100 });
    await settled(actor, selectOfferState, 'Ready');
    expect(loadOffer).toHaveBeenLastCalledWith(100, null, orderRef);
  });

  it('a hold that ended while paying is forgotten and the summary priced as a new order', async () => {
    const priceSummary = vi.fn().mockResolvedValue(summaryOf());
    const loadOrderStatus = vi.fn().mockResolvedValue(statusFixture());
    const { actor } = start(placedDraft(), {
      priceSummary,
      loadOrderStatus,
      resumePayment: () => Promise.reject(new FailureError(409, 'order/hold-expired')),
    });
    actor.send({ type: 'summary-opened' });
    await settled(actor, selectSummaryState, 'Priced');
    actor.send({ type: 'held-order-paid' });
    await settled(actor, selectPlacementState, 'Failed');
    expect(actor.getSnapshot().context.placeFailure?.code).toBe('order/hold-expired');
    await waitFor(actor, (s) => selectSummaryState(s) === 'Priced' && s.context.heldOrder === null, { timeout: 1000 });
    expect(priceSummary).toHaveBeenLastCalledWith(placedSelection);
  });
});
