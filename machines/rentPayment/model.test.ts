import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { FailureError } from '../shared/failure';
import { rentPaymentMachine } from './machine';

const serializeState = ((s: { value: unknown }) => JSON.stringify(s.value)) as never;

describe('rent payment machine (model-based)', () => {
  it('reaches every state from the pay button and from the return page', () => {
    const events = [
      { type: 'pay' },
      { type: 'check-again' },
      { type: 'xstate.done.actor.startPayment', output: { url: 'https://pay.example/card/rent/31' } },
      { type: 'xstate.error.actor.startPayment', error: new FailureError(409, 'rent/already-paid') },
      { type: 'xstate.done.actor.checkPayment', output: { state: 'PENDING', invoiceId: 901 } },
      { type: 'xstate.done.actor.checkPayment', output: { state: 'PAID', invoiceId: 901 } },
      { type: 'xstate.done.actor.checkPayment', output: { state: 'FAILED', invoiceId: 901 } },
      { type: 'xstate.after.pollInterval.rentPayment.Polling.Waiting' },
      { type: 'xstate.after.takingLongerAfter.rentPayment.Polling' },
    ] as never[];
    const reached = new Set<string>();
    for (const returning of [false, true])
      for (const path of getShortestPaths(rentPaymentMachine, {
        input: { rentId: 31, returning },
        events,
        serializeState,
      }))
        reached.add(JSON.stringify(path.state.value));
    for (const state of ['Idle', 'Starting', 'StartFailed', 'Redirecting', 'TakingLonger', 'Paid', 'Failed'])
      expect(reached, state).toContain(JSON.stringify(state));
    expect(reached).toContain(JSON.stringify({ Polling: 'Checking' }));
    expect(reached).toContain(JSON.stringify({ Polling: 'Waiting' }));
  });
});
