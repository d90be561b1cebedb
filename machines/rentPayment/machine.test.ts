import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { FailureError } from '../shared/failure';
import { fakeRentPaymentEffects } from './fakeEffects';
import { provideRentPaymentMachine, type RentPaymentEffects } from './provider';
import { selectInvoiceId, selectRentPaymentView, selectStartFailure } from './selectors';

function start(overrides: Partial<RentPaymentEffects>, returning: boolean) {
  const actor = createActor(provideRentPaymentMachine(fakeRentPaymentEffects(overrides)), {
    input: { rentId: 31, returning },
  }).start();
  return { actor, view: () => selectRentPaymentView(actor.getSnapshot()) };
}
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('rent payment machine', () => {
  it('the pay button starts a payment and goes to the gateway', async () => {
    const goTo = vi.fn();
    const startPayment = vi.fn(async () => ({ url: 'https://pay.example/card/rent/31' }));
    const { actor, view } = start({ goTo, startPayment }, false);
    expect(view()).toBe('idle');
    actor.send({ type: 'pay' });
    await flush();
    expect(startPayment).toHaveBeenCalledWith(31);
    expect(goTo).toHaveBeenCalledWith('https://pay.example/card/rent/31');
  });

  it('a refused start says why and can be tried again', async () => {
    const { actor, view } = start(
      { startPayment: () => Promise.reject(new FailureError(409, 'rent/payment-in-progress')) },
      false,
    );
    actor.send({ type: 'pay' });
    await flush();
    expect(view()).toBe('startFailed');
    expect(selectStartFailure(actor.getSnapshot())?.code).toBe('rent/payment-in-progress');
  });

  it('the return page polls until paid and keeps the invoice', async () => {
    const checkPayment = vi
      .fn()
      .mockResolvedValueOnce({ state: 'PENDING', invoiceId: null })
      .mockResolvedValue({ state: 'PAID', invoiceId: 901 });
    const { actor, view } = start({ checkPayment }, true);
    await flush();
    expect(view()).toBe('checking');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(view()).toBe('paid');
    expect(selectInvoiceId(actor.getSnapshot())).toBe(901);
  });

  it('says it takes longer after a minute; checking again polls anew; a failure offers paying again', async () => {
    const checkPayment = vi.fn().mockResolvedValue({ state: 'PENDING', invoiceId: null });
    const { actor, view } = start({ checkPayment }, true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(view()).toBe('takingLonger');
    checkPayment.mockResolvedValue({ state: 'FAILED', invoiceId: null });
    actor.send({ type: 'check-again' });
    await flush();
    expect(view()).toBe('failed');
    actor.send({ type: 'pay' });
    expect(view()).toBe('starting');
  });
});
