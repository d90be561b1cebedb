import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { FailureError } from '../shared/failure';
import { myListMachine } from './machine';

const serializeState = ((s: { value: unknown }) => JSON.stringify(s.value)) as never;

describe('my list machine (model-based)', () => {
  it('reaches every state', () => {
    const events = [
      { type: 'query-changed', query: 'status=ACTIVE' },
      { type: 'reload' },
      { type: 'xstate.done.actor.load', output: [{ id: 1 }] },
      { type: 'xstate.done.actor.load', output: [] },
      { type: 'xstate.error.actor.load', error: new FailureError(503, 'maintenance') },
    ] as never[];
    const reached = new Set(
      getShortestPaths(myListMachine, { input: { query: '' }, events, serializeState }).map((p) => p.state.value),
    );
    for (const state of ['Loading', 'Loaded', 'Empty', 'Failed']) expect(reached, state).toContain(state);
  });
});
