import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { staffMe } from '../fixtures/staff';
import { FailureError } from '../shared/failure';
import { staffSessionMachine } from './machine';

const serializeState = ((s: { value: unknown }) => JSON.stringify(s.value)) as never;

describe('staff session machine (model-based)', () => {
  it('reaches every state', () => {
    const events = [
      { type: 'xstate.done.actor.restore', output: null },
      { type: 'password.submit', email: 'a@b.c', password: 'x' },
      { type: 'xstate.error.actor.submitPassword', error: new FailureError(401, 'invalid-credentials') },
      { type: 'xstate.done.actor.submitPassword', output: { challenge: 'c' } },
      { type: 'code.submit', code: '123456' },
      {
        type: 'xstate.done.actor.submitCode',
        output: staffMe,
      },
      { type: 'signOut' },
      { type: 'xstate.done.actor.signOut' },
      { type: 'xstate.done.actor.watchSessionEnd' },
      { type: 'restart' },
    ] as never[];
    const reached = new Set(
      getShortestPaths(staffSessionMachine, { input: { now: () => 0 }, events, serializeState }).map((p) =>
        JSON.stringify(p.state.value),
      ),
    );
    for (const state of [
      '"Restoring"',
      '"SignedOut"',
      '"Password"',
      '{"SecondFactor":"Entering"}',
      '{"SecondFactor":"Verifying"}',
      '"SignedIn"',
      '"SigningOut"',
      '"Expired"',
    ])
      expect(reached, state).toContain(state);
  });
});
