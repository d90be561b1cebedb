import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { validityFixture } from '../fixtures/unlockToken';
import { FailureError } from '../shared/failure';
import { serviceTokenMachine } from './machine';

const serializeState = ((s: { value: unknown }) => JSON.stringify(s.value)) as never;

describe('service token machine (model-based)', () => {
  it('reaches every state', () => {
    const events = [
      { type: 'retry' },
      { type: 'xstate.done.actor.checkValidity', output: validityFixture('NOT_YET_VALID') },
      { type: 'xstate.done.actor.checkValidity', output: validityFixture('VALID') },
      { type: 'xstate.done.actor.checkValidity', output: validityFixture('EXPIRED') },
      { type: 'xstate.error.actor.checkValidity', error: new FailureError(404, 'service-access/invalid-link') },
      { type: 'xstate.error.actor.checkValidity', error: new FailureError(429, 'rate-limited') },
    ] as never[];
    const link = { email: 'technik@example.com', token: 'k3Jx9QmZ2pV7tLwR4sYb' };
    const reached = new Set(
      getShortestPaths(serviceTokenMachine, { input: link, events, serializeState }).map((p) => p.state.value),
    );
    for (const state of ['Checking', 'Invalid', 'NotYetValid', 'Valid', 'Expired', 'Failed'])
      expect(reached, state).toContain(state);
  });

  it('a link cut short is invalid from the start', () => {
    const reached = getShortestPaths(serviceTokenMachine, {
      input: { email: null, token: null },
      events: [] as never[],
      serializeState,
    }).map((p) => p.state.value);
    expect(reached).toEqual(['Invalid']);
  });
});
