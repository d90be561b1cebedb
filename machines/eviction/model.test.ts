import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { activeContract, dayAfterEviction as afterEviction, terminatingContract } from '../fixtures/my';
import { FailureError } from '../shared/failure';
import { evictionMachine } from './machine';

const serializeState = ((s: { value: unknown }) => JSON.stringify(s.value)) as never;

describe('eviction machine (model-based)', () => {
  it('reaches every state', () => {
    const events = [
      { type: 'confirm' },
      { type: 'retry' },
      { type: 'xstate.done.actor.loadStart', output: { contract: terminatingContract, afterEviction } },
      { type: 'xstate.done.actor.loadStart', output: { contract: activeContract, afterEviction } },
      {
        type: 'xstate.done.actor.loadStart',
        output: {
          contract: { ...terminatingContract, evictionConfirmedAt: '2026-11-20T10:00:00.000Z' },
          afterEviction,
        },
      },
      { type: 'xstate.error.actor.loadStart', error: new FailureError(404, 'not-found') },
      { type: 'xstate.done.actor.confirmEviction', output: true },
      { type: 'xstate.done.actor.rereadContract', output: { ...terminatingContract, terminationAt: afterEviction } },
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
      'Rereading',
      'Confirmed',
      'AlreadyConfirmed',
      'NoNoticePending',
      'Failed',
    ])
      expect(reached, state).toContain(state);
  });
});
