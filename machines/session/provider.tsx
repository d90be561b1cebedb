import { createActor, fromPromise, type Actor } from 'xstate';
import { inspect } from '../inspect';
import type { SessionInput } from './context';
import type { SessionEffects } from './effects';
import { sessionMachine } from './machine';

export type { SessionEffects } from './effects';

/** The session machine with its slots filled by `effects`. */
export function provideSessionMachine(effects: SessionEffects) {
  return sessionMachine.provide({
    actors: {
      login: fromPromise(({ input }) => effects.login(input)),
      deviceLogin: fromPromise(({ input }) => effects.deviceLogin(input)),
      loadUser: fromPromise(() => effects.loadUser()),
      // Both calls, independent of each other: a failure of one must not skip the other.
      endServerSession: fromPromise(({ input: { token, deviceId, deviceToken } }) =>
        Promise.allSettled([
          token ? effects.logout(token) : null,
          deviceToken ? effects.revokeDeviceToken({ deviceId, deviceToken }) : null,
        ]),
      ),
    },
    actions: {
      storeToken: (_, { token }) => effects.storeToken(token),
      clearToken: () => effects.clearToken(),
      writeDeviceToken: (_, { deviceToken }) => effects.writeDeviceToken(deviceToken),
      storeAcknowledged: (_, { messages }) => effects.storeAcknowledged(messages),
    },
  });
}

export type SessionActor = Actor<typeof sessionMachine>;

/**
 * A running session. The app owns one for its lifetime (src/shared/session/SessionRuntime.tsx); it is
 * created outside React's tree of providers so that XState loads only when a session is needed.
 */
export function startSessionActor(effects: SessionEffects, input: SessionInput): SessionActor {
  return createActor(provideSessionMachine(effects), { input, inspect }).start();
}
