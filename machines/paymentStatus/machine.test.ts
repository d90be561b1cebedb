import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { expiredStatus, failedStatus, orderRef, paidStatus, statusFixture } from '../fixtures/order';
import { FailureError } from '../shared/failure';
import { fakePaymentStatusEffects } from './fakeEffects';
import { providePaymentStatusMachine, type PaymentStatusEffects } from './provider';
import { selectPaymentView, selectRetryFailure } from './selectors';

function start(overrides: Partial<PaymentStatusEffects> = {}, orderId: string | null = orderRef) {
  const effects = fakePaymentStatusEffects(overrides);
  const actor = createActor(providePaymentStatusMachine(effects), { input: { orderId } }).start();
  return { actor, view: () => selectPaymentView(actor.getSnapshot()) };
}

/** Lets the fake status call's promise settle between timer steps. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('payment status machine', () => {
  it('polls every pollInterval while pending', async () => {
    const checkStatus = vi.fn().mockResolvedValue(statusFixture());
    const { view } = start({ checkStatus });
    await flush();
    expect(view()).toBe('pending');
    expect(checkStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(checkStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(checkStatus).toHaveBeenCalledTimes(2);
    expect(checkStatus).toHaveBeenCalledWith(orderRef);
  });

  it('is undetermined after undeterminedAfter; check again polls anew', async () => {
    const checkStatus = vi.fn().mockResolvedValue(statusFixture());
    const track = vi.fn();
    const { actor, view } = start({ checkStatus, track });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(view()).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(view()).toBe('undetermined');
    const calls = checkStatus.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(checkStatus).toHaveBeenCalledTimes(calls);
    expect(track).toHaveBeenLastCalledWith('undetermined', orderRef);
    checkStatus.mockResolvedValue(paidStatus);
    actor.send({ type: 'check-again' });
    await flush();
    expect(view()).toBe('succeeded');
  });

  it('a network failure is no verdict: polling goes on', async () => {
    const checkStatus = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(paidStatus);
    const { view } = start({ checkStatus });
    await flush();
    expect(view()).toBe('pending');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(view()).toBe('succeeded');
  });

  it('success sends the purchase with its value and completes the draft', async () => {
    const trackPurchase = vi.fn();
    const orderCompleted = vi.fn();
    const { actor, view } = start({ checkStatus: async () => paidStatus, trackPurchase, orderCompleted });
    await flush();
    expect(view()).toBe('succeeded');
    expect(actor.getSnapshot().context.status?.contractId).toBe(7);
    expect(trackPurchase).toHaveBeenCalledWith(orderRef, { minor: 9765, currency: 'EUR' });
    expect(orderCompleted).toHaveBeenCalledTimes(1);
  });

  it('paid without a contract yet is still pending', async () => {
    const { view } = start({ checkStatus: async () => statusFixture({ payment: { state: 'PAID' } }) });
    await flush();
    expect(view()).toBe('pending');
  });

  it('failure marks the draft and a retry goes to the new payment', async () => {
    const paymentFailed = vi.fn();
    const goTo = vi.fn();
    const { actor, view } = start({ checkStatus: async () => failedStatus, paymentFailed, goTo });
    await flush();
    expect(view()).toBe('failed');
    expect(paymentFailed).toHaveBeenCalledTimes(1);
    actor.send({ type: 'retry-payment' });
    await flush();
    expect(goTo).toHaveBeenCalledWith(`https://pay.example/card/${orderRef}/retry`);
    expect(view()).toBe('retrying');
  });

  it('no retry once the hold expired; a refused retry says why', async () => {
    const expired = start({ checkStatus: async () => expiredStatus });
    await flush();
    expired.actor.send({ type: 'retry-payment' });
    expect(expired.view()).toBe('failed');

    const refused = start({
      checkStatus: async () => failedStatus,
      retryPayment: () => Promise.reject(new FailureError(409, 'order/hold-expired')),
    });
    await flush();
    refused.actor.send({ type: 'retry-payment' });
    await flush();
    expect(selectRetryFailure(refused.actor.getSnapshot())?.code).toBe('order/hold-expired');
  });

  it('without an order id, or for an unknown order, there is nothing to show', async () => {
    expect(start({}, null).view()).toBe('notFound');
    const unknown = start({ checkStatus: () => Promise.reject(new FailureError(404, 'not-found')) });
    await flush();
    expect(unknown.view()).toBe('notFound');
  });
});
