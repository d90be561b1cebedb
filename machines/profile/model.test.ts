import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { demoProfile } from '../fixtures/account';
import { FailureError } from '../shared/failure';
import { profileMachine } from './machine';

const update = {
  contact: { phoneNumber: '+421900000001' },
  user: { firstName: 'Janka', lastName: 'Nováková', dateOfBirth: null, gender: null },
  invoicingDetails: null,
};

// The nodes of the walk are the states alone: the context only counts and remembers answers.
const serializeState = ((s: { value: unknown }) => JSON.stringify(s.value)) as never;

describe('profile machine (model-based)', () => {
  it('reaches every state', () => {
    const events = [
      { type: 'save', update },
      { type: 'reload' },
      { type: 'xstate.done.actor.loadProfile', output: demoProfile },
      { type: 'xstate.error.actor.loadProfile', error: new FailureError(503, 'weApologize') },
      { type: 'xstate.done.actor.saveProfile', output: demoProfile },
      { type: 'xstate.error.actor.saveProfile', error: new FailureError(409, 'phoneNumber-taken' as never) },
    ] as never[];
    const reached = new Set(getShortestPaths(profileMachine, { events, serializeState }).map((p) => p.state.value));
    for (const state of ['Loading', 'LoadFailed', 'Editing', 'Saving', 'Saved', 'SaveFailed'])
      expect(reached, state).toContain(state);
  });
});
