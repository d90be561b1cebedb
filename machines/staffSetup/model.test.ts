import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { FailureError } from '../shared/failure';
import { recoveryCodesFixture, setupSecretFixture } from './fakeEffects';
import { staffSetupMachine } from './machine';

const serializeState = ((s: { value: unknown }) => JSON.stringify(s.value)) as never;

describe('staff set-up machine (model-based)', () => {
  it('reaches every state', () => {
    const events = [
      { type: 'xstate.done.actor.open', output: setupSecretFixture },
      { type: 'xstate.error.actor.open', error: new FailureError(400, 'staff/setup-link-invalid') },
      { type: 'submit', values: { password: 'p', passwordConfirmation: 'p', code: '123456' } },
      { type: 'xstate.done.actor.complete', output: { recoveryCodes: recoveryCodesFixture } },
      { type: 'xstate.error.actor.complete', error: new FailureError(401, 'staff/invalid-code') },
    ] as never[];
    const reached = new Set(
      getShortestPaths(staffSetupMachine, { input: { token: 't' }, events, serializeState }).map((p) =>
        JSON.stringify(p.state.value),
      ),
    );
    for (const state of ['"Opening"', '{"Enrolling":"Editing"}', '{"Enrolling":"Saving"}', '"Done"', '"Invalid"'])
      expect(reached, state).toContain(state);
    const withoutToken = getShortestPaths(staffSetupMachine, { input: { token: '' }, events, serializeState });
    expect(withoutToken.map((p) => p.state.value)).toEqual(['Invalid']);
  });
});
