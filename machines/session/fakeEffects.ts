import type { ClientUser } from '@contract/auth';
import type { AcknowledgedMessage } from './infoMessages';
import type { SessionEffects } from './provider';

/** What fake effects did: the stored values and the calls made, in order (tests and stories). */
export interface FakeSessionRecord {
  token: string | null;
  deviceToken: string | null;
  acknowledged: AcknowledgedMessage[];
  calls: { name: string; input?: unknown }[];
}

/**
 * Session effects that answer like a healthy server for `user` and keep "storage" in memory.
 * Override single calls to reach other states: e.g. a `loadUser` that never answers holds LoadingUser.
 */
export function fakeSessionEffects(
  user: ClientUser,
  overrides: Partial<SessionEffects> = {},
  record?: FakeSessionRecord,
) {
  const log: FakeSessionRecord = record ?? { token: null, deviceToken: null, acknowledged: [], calls: [] };
  const call =
    <I, T>(name: string, answer: (input: I) => Promise<T>) =>
    (input: I) => {
      log.calls.push({ name, input });
      return answer(input);
    };
  const effects: SessionEffects = {
    login: call(
      'login',
      overrides.login ?? (async () => ({ token: 'token-from-login', deviceToken: 'device-token-1' })),
    ),
    deviceLogin: call('deviceLogin', overrides.deviceLogin ?? (async () => ({ token: 'token-from-device' }))),
    loadUser: () => call('loadUser', overrides.loadUser ?? (async () => user))(undefined),
    logout: call('logout', overrides.logout ?? (async () => ({ value: true }))),
    revokeDeviceToken: call('revokeDeviceToken', overrides.revokeDeviceToken ?? (async () => ({ value: true }))),
    storeToken: (token) => {
      log.token = token;
    },
    clearToken: () => {
      log.token = null;
    },
    writeDeviceToken: (deviceToken) => {
      log.deviceToken = deviceToken;
    },
    storeAcknowledged: (messages) => {
      log.acknowledged = messages;
    },
  };
  return { effects, record: log };
}
