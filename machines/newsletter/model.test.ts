import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { FailureError } from '../shared/failure';
import { newsletterMachine } from './machine';

const serializeState = ((s: { value: unknown }) => JSON.stringify(s.value)) as never;

describe('newsletter machine (model-based)', () => {
  it('reaches every state', () => {
    const events = [
      { type: 'set', value: true },
      { type: 'set', value: false },
      { type: 'retry' },
      { type: 'xstate.done.actor.loadSubscription', output: true },
      { type: 'xstate.done.actor.loadSubscription', output: false },
      { type: 'xstate.error.actor.loadSubscription', error: new FailureError(503, 'weApologize') },
      { type: 'xstate.done.actor.saveSubscription', output: true },
      { type: 'xstate.error.actor.saveSubscription', error: new FailureError(0, 'weApologize') },
    ] as never[];
    const reached = new Set(getShortestPaths(newsletterMachine, { events, serializeState }).map((p) => p.state.value));
    for (const state of ['Loading', 'On', 'Off', 'Saving', 'Failed']) expect(reached, state).toContain(state);
  });
});
