import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { activeContract, firstCancellationDay } from '../fixtures/my';
import { FailureError } from '../shared/failure';
import { fakeTerminationEffects } from './fakeEffects';
import type { TerminationStart } from './machine';
import { provideTerminationMachine, type TerminationEffects } from './provider';
import {
  forfeitedDays,
  selectFirstDay,
  selectPaidThrough,
  selectRequestedDay,
  selectSubmitting,
  selectTerminationFailure,
  selectTerminationView,
} from './selectors';

const request = { day: '2026-12-31', note: 'Moving abroad', reasons: ['UzNepotrebujem' as const] };
const start = (overrides: Partial<TerminationEffects> = {}) =>
  createActor(provideTerminationMachine(fakeTerminationEffects(overrides)), { input: { contractId: 7 } }).start();

describe('termination machine', () => {
  it('offers the form from the earliest day and sends the request for the contract', async () => {
    const requestCancellation = vi.fn(async () => true);
    const actor = start({ requestCancellation });
    await waitFor(actor, (s) => s.matches('Editing'));
    expect(selectFirstDay(actor.getSnapshot())).toBe(firstCancellationDay);
    expect(selectPaidThrough(actor.getSnapshot())).toBe(activeContract.paidThrough);
    actor.send({ type: 'submit', request });
    await waitFor(actor, (s) => s.matches('Requested'));
    expect(requestCancellation).toHaveBeenCalledWith(7, request);
    expect(selectRequestedDay(actor.getSnapshot())).toBe('2026-12-31');
  });

  it('shows no form when notice was already given', async () => {
    const actor = start({
      loadStart: async () => ({ firstDay: firstCancellationDay, paidThrough: null, wasRequested: true }),
    });
    await waitFor(actor, (s) => s.status === 'done');
    expect(selectTerminationView(actor.getSnapshot())).toBe('alreadyRequested');
  });

  it('tells unpaid invoices, a request already pending and other refusals apart', async () => {
    const unpaid = start({
      requestCancellation: () => Promise.reject(new FailureError(409, 'cancelContract/unpaid-invoices')),
    });
    await waitFor(unpaid, (s) => s.matches('Editing'));
    unpaid.send({ type: 'submit', request });
    await waitFor(unpaid, (s) => s.matches('UnpaidInvoices'));
    expect(selectTerminationFailure(unpaid.getSnapshot())?.code).toBe('cancelContract/unpaid-invoices');

    const pending = start({
      requestCancellation: () => Promise.reject(new FailureError(409, 'cancellation/already-requested')),
    });
    await waitFor(pending, (s) => s.matches('Editing'));
    pending.send({ type: 'submit', request });
    await waitFor(pending, (s) => s.matches('AlreadyRequested'));

    const day = start({
      requestCancellation: () =>
        Promise.reject(
          new FailureError(400, 'cancellation/day-out-of-range', [
            { path: 'body.day', code: 'cancellation/day-out-of-range' },
          ]),
        ),
    });
    await waitFor(day, (s) => s.matches('Editing'));
    day.send({ type: 'submit', request });
    await waitFor(day, (s) => s.matches('Failed'));
    expect(selectTerminationFailure(day.getSnapshot())?.fields[0]?.path).toBe('body.day');
  });

  it('sends a day before the paid-through day only with the acknowledgement that its paid rent is not refunded', async () => {
    const requestCancellation = vi.fn(async () => true);
    const actor = start({
      loadStart: async () => ({ firstDay: '2026-12-13', paidThrough: '2027-02-13', wasRequested: false }),
      requestCancellation,
    });
    await waitFor(actor, (s) => s.matches('Editing'));
    expect(selectPaidThrough(actor.getSnapshot())).toBe('2027-02-13');
    actor.send({ type: 'submit', request });
    actor.send({ type: 'submit', request: { ...request, acknowledgeForfeit: false } });
    expect(actor.getSnapshot().value).toBe('Editing');
    expect(requestCancellation).not.toHaveBeenCalled();

    actor.send({ type: 'submit', request: { ...request, acknowledgeForfeit: true } });
    await waitFor(actor, (s) => s.matches('Requested'));
    expect(requestCancellation).toHaveBeenCalledWith(7, { ...request, acknowledgeForfeit: true });
  });

  it('sends the paid-through day or a later one without an acknowledgement', async () => {
    for (const day of ['2027-02-13', '2027-03-01']) {
      const actor = start({
        loadStart: async () => ({ firstDay: '2026-12-13', paidThrough: '2027-02-13', wasRequested: false }),
      });
      await waitFor(actor, (s) => s.matches('Editing'));
      actor.send({ type: 'submit', request: { ...request, day } });
      await waitFor(actor, (s) => s.matches('Requested'));
    }
  });

  it('loads the paid-through day again when the server names paid days the form did not know of', async () => {
    let reloaded: (start: TerminationStart) => void = () => undefined;
    const loadStart = vi
      .fn<TerminationEffects['loadStart']>()
      .mockResolvedValueOnce({ firstDay: '2026-12-13', paidThrough: '2026-11-13', wasRequested: false })
      .mockImplementationOnce(() => new Promise((resolve) => (reloaded = resolve)));
    const actor = start({
      loadStart,
      requestCancellation: () => Promise.reject(new FailureError(409, 'cancellation/forfeit-not-acknowledged')),
    });
    await waitFor(actor, (s) => s.matches('Editing'));
    actor.send({ type: 'submit', request });
    await waitFor(actor, (s) => s.matches('Rechecking'));
    expect(selectSubmitting(actor.getSnapshot())).toBe(true);
    expect(selectTerminationFailure(actor.getSnapshot())?.code).toBe('cancellation/forfeit-not-acknowledged');
    reloaded({ firstDay: '2026-12-13', paidThrough: '2027-02-13', wasRequested: false });
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(loadStart).toHaveBeenCalledTimes(2);
    expect(selectPaidThrough(actor.getSnapshot())).toBe('2027-02-13');
    expect(selectTerminationFailure(actor.getSnapshot())?.code).toBe('cancellation/forfeit-not-acknowledged');
    expect(selectTerminationView(actor.getSnapshot())).toBe('form');
  });
});

describe('forfeitedDays', () => {
  it('names the days from the one after the last day to the paid-through day, and none from that day on', () => {
    expect(forfeitedDays('2026-12-31', '2027-02-13')).toEqual({ from: '2027-01-01', to: '2027-02-13' });
    expect(forfeitedDays('2028-02-28', '2028-03-31')).toEqual({ from: '2028-02-29', to: '2028-03-31' });
    expect(forfeitedDays('2027-02-13', '2027-02-13')).toBeNull();
    expect(forfeitedDays('2027-03-01', '2027-02-13')).toBeNull();
    expect(forfeitedDays('2026-12-31', null)).toBeNull();
    expect(forfeitedDays('', '2027-02-13')).toBeNull();
  });
});
