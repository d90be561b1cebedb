import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { FailureError } from '../shared/failure';
import { formSubmissionMachine } from './machine';

// The nodes of the walk are the states alone: the context only counts and remembers answers.
const serializeState = ((s: { value: unknown }) => JSON.stringify(s.value)) as never;

describe('form submission machine (model-based)', () => {
  it('reaches every state', () => {
    const events = [
      { type: 'submit', values: { email: 'jana@example.com' } },
      { type: 'reset' },
      { type: 'xstate.done.actor.submit', output: { value: true } },
      { type: 'xstate.error.actor.submit', error: new FailureError(400, 'weApologize') },
    ] as never[];
    const reached = new Set(
      getShortestPaths(formSubmissionMachine, { events, serializeState }).map((p) => p.state.value),
    );
    for (const state of ['Editing', 'Submitting', 'Failed', 'Succeeded']) expect(reached, state).toContain(state);
  });
});
