import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { demoUser } from '../fixtures/user';
import { FailureError } from '../shared/failure';
import { sessionMachine } from './machine';

describe('session machine: model', () => {
  it('reaches every state (model-based)', () => {
    // createTestModel refuses machines that invoke actors; the shortest-path walk over the same graph does not.
    const paths = getShortestPaths(sessionMachine, {
      input: { deviceId: 'device-1234', token: null, deviceToken: 'remembered', acknowledged: [] },
      events: [
        { type: 'login', username: 'jana@example.com', password: 'secret1', rememberMe: true },
        { type: 'failure-dismissed' },
        { type: 'logout' },
        { type: 'xstate.done.actor.deviceLogin', output: { token: 'device' } },
        { type: 'xstate.error.actor.deviceLogin', error: new FailureError(401, 'invalid-login-request') },
        { type: 'xstate.done.actor.login', output: { token: 'login', deviceToken: 'remembered' } },
        { type: 'xstate.error.actor.login', error: new FailureError(401, 'invalid-credentials') },
        { type: 'xstate.done.actor.loadUser', output: demoUser },
        { type: 'xstate.error.actor.loadUser', error: new FailureError(503, 'maintenance') },
        { type: 'xstate.done.actor.endServerSession', output: [] },
      ] as never[],
    });
    const reached = new Set(paths.map((path) => path.state.value));
    for (const state of [
      'DeviceLogin',
      'Anonymous',
      'SigningIn',
      'LoginFailed',
      'LoadingUser',
      'UserUnavailable',
      'SignedIn',
      'LoggingOut',
    ]) {
      expect(reached, state).toContain(state);
    }
  });
});
