import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { FailureError } from '../shared/failure';
import { lockPinMachine } from './machine';

const serializeState = ((s: { value: unknown }) => JSON.stringify(s.value)) as never;

describe('lock code machine (model-based)', () => {
  it('reaches every state', () => {
    const events = [
      { type: 'show' },
      { type: 'hide' },
      { type: 'xstate.done.actor.loadPin', output: '482915' },
      { type: 'xstate.error.actor.loadPin', error: new FailureError(409, 'contract/not-active') },
    ] as never[];
    const reached = new Set(
      getShortestPaths(lockPinMachine, { input: { contractId: 7 }, events, serializeState }).map((p) => p.state.value),
    );
    for (const state of ['Hidden', 'Loading', 'Shown', 'Failed']) expect(reached, state).toContain(state);
  });
});
