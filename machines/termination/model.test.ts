import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { FailureError } from '../shared/failure';
import { terminationMachine } from './machine';

const serializeState = ((s: { value: unknown }) => JSON.stringify(s.value)) as never;
const request = { day: '2026-12-31', note: null, reasons: ['Ine' as const] };

describe('termination machine (model-based)', () => {
  it('reaches every state', () => {
    const events = [
      { type: 'submit', request },
      { type: 'retry' },
      {
        type: 'xstate.done.actor.loadStart',
        output: { firstDay: '2026-12-13', paidThrough: null, wasRequested: false },
      },
      {
        type: 'xstate.done.actor.loadStart',
        output: { firstDay: '2026-12-13', paidThrough: null, wasRequested: true },
      },
      { type: 'xstate.error.actor.loadStart', error: new FailureError(404, 'not-found') },
      { type: 'xstate.done.actor.requestCancellation', output: true },
      {
        type: 'xstate.error.actor.requestCancellation',
        error: new FailureError(409, 'cancelContract/unpaid-invoices'),
      },
      {
        type: 'xstate.error.actor.requestCancellation',
        error: new FailureError(409, 'cancellation/already-requested'),
      },
      { type: 'xstate.error.actor.requestCancellation', error: new FailureError(400, 'cancellation/day-out-of-range') },
      {
        type: 'xstate.error.actor.requestCancellation',
        error: new FailureError(409, 'cancellation/forfeit-not-acknowledged'),
      },
      { type: 'xstate.done.actor.recheck', output: { firstDay: '2026-12-13', paidThrough: null, wasRequested: false } },
    ] as never[];
    const reached = new Set(
      getShortestPaths(terminationMachine, { input: { contractId: 7 }, events, serializeState }).map(
        (p) => p.state.value,
      ),
    );
    for (const state of [
      'Loading',
      'LoadFailed',
      'Editing',
      'Submitting',
      'Requested',
      'AlreadyRequested',
      'UnpaidInvoices',
      'Failed',
      'Rechecking',
    ])
      expect(reached, state).toContain(state);
  });
});
