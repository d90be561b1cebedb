import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { zilinaPlaces } from '../fixtures/places';
import { placeSuggestionsMachine } from './machine';

const serializeState = ((s: { value: unknown }) => JSON.stringify(s.value)) as never;

describe('place suggestions machine (model-based)', () => {
  it('reaches every state', () => {
    const events = [
      { type: 'typed', query: 'z' },
      { type: 'typed', query: 'zilina' },
      { type: 'xstate.after.typingPause.placeSuggestions.Waiting' },
      { type: 'xstate.done.actor.findPlaces', output: zilinaPlaces },
      { type: 'xstate.done.actor.findPlaces', output: [] },
      { type: 'xstate.error.actor.findPlaces', error: new Error('offline') },
    ] as never[];
    const reached = new Set(
      getShortestPaths(placeSuggestionsMachine, { events, serializeState }).map((p) => p.state.value),
    );
    for (const state of ['Idle', 'Waiting', 'Loading', 'Found', 'None', 'Failed'])
      expect(reached, state).toContain(state);
  });
});
