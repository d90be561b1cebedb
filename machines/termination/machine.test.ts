import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { firstCancellationDay } from '../fixtures/my';
import { FailureError } from '../shared/failure';
import { fakeTerminationEffects } from './fakeEffects';
import { provideTerminationMachine, type TerminationEffects } from './provider';
import { selectFirstDay, selectRequestedDay, selectTerminationFailure, selectTerminationView } from './selectors';

const request = { day: '2026-12-31', note: 'Moving abroad', reasons: ['UzNepotrebujem' as const] };
const start = (overrides: Partial<TerminationEffects> = {}) =>
  createActor(provideTerminationMachine(fakeTerminationEffects(overrides)), { input: { contractId: 7 } }).start();

describe('termination machine', () => {
  it('offers the form from the earliest day and sends the request for the contract', async () => {
    const requestCancellation = vi.fn(async () => true);
    const actor = start({ requestCancellation });
    await waitFor(actor, (s) => s.matches('Editing'));
    expect(selectFirstDay(actor.getSnapshot())).toBe(firstCancellationDay);
    actor.send({ type: 'submit', request });
    await waitFor(actor, (s) => s.matches('Requested'));
    expect(requestCancellation).toHaveBeenCalledWith(7, request);
    expect(selectRequestedDay(actor.getSnapshot())).toBe('2026-12-31');
  });

  it('shows no form when notice was already given', async () => {
    const actor = start({ loadStart: async () => ({ firstDay: firstCancellationDay, wasRequested: true }) });
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
});
