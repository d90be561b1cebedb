import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { activeContract, terminatingContract } from '../fixtures/my';
import { FailureError } from '../shared/failure';
import { evictionMachine } from './machine';

const serializeState = ((s: { value: unknown }) => JSON.stringify(s.value)) as never;

describe('eviction machine (model-based)', () => {
  it('reaches every state', () => {
    const events = [
      { type: 'confirm' },
      { type: 'retry' },
      { type: 'xstate.done.actor.loadContract', output: terminatingContract },
      { type: 'xstate.done.actor.loadContract', output: activeContract },
      {
        type: 'xstate.done.actor.loadContract',
        output: { ...terminatingContract, evictionConfirmedAt: '2026-11-20T10:00:00.000Z' },
      },
      { type: 'xstate.error.actor.loadContract', error: new FailureError(404, 'not-found') },
      { type: 'xstate.done.actor.confirmEviction', output: true },
      { type: 'xstate.error.actor.confirmEviction', error: new FailureError(409, 'eviction/already-confirmed') },
      { type: 'xstate.error.actor.confirmEviction', error: new FailureError(409, 'eviction/no-termination-request') },
      { type: 'xstate.error.actor.confirmEviction', error: new FailureError(503, 'maintenance') },
    ] as never[];
    const reached = new Set(
      getShortestPaths(evictionMachine, { input: { contractId: 8 }, events, serializeState }).map((p) => p.state.value),
    );
    for (const state of [
      'Loading',
      'LoadFailed',
      'Ready',
      'Confirming',
      'Confirmed',
      'AlreadyConfirmed',
      'NoNoticePending',
      'Failed',
    ])
      expect(reached, state).toContain(state);
  });
});
