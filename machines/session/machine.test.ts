import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { ClientUser } from '@contract/auth';
import { demoUser } from '../fixtures/user';
import { FailureError } from '../shared/failure';
import type { SessionInput } from './context';
import type { SessionEmitted } from './events';
import { fakeSessionEffects } from './fakeEffects';
import { startSessionActor, type SessionEffects } from './provider';
import {
  selectAccountRemoved,
  selectLoginFailure,
  selectSessionExpired,
  selectShownMessages,
  selectSignedIn,
} from './selectors';

const messages: ClientUser['infomessages'] = [
  { id: 1, text: 'New opening hours', important: false },
  { id: 2, text: 'Price change from July', important: true },
];

function start(
  stored: Partial<SessionInput> = {},
  overrides: Partial<SessionEffects> = {},
  user: ClientUser = demoUser,
) {
  const { effects, record } = fakeSessionEffects(user, overrides);
  record.token = stored.token ?? null;
  record.deviceToken = stored.deviceToken ?? null;
  const actor = startSessionActor(effects, {
    deviceId: 'device-1234',
    token: null,
    deviceToken: null,
    acknowledged: [],
    ...stored,
  });
  const emitted: SessionEmitted[] = [];
  actor.on('*', (event) => void emitted.push(event));
  return { actor, record, emitted, calls: () => record.calls.map((c) => c.name) };
}

const login = (rememberMe = false) =>
  ({ type: 'login', username: 'jana@example.com', password: 'secret1', rememberMe }) as const;

afterEach(() => vi.useRealTimers());

describe('session machine: start', () => {
  it('is anonymous when nothing is stored', () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('Anonymous');
    expect(calls()).toEqual([]);
  });

  it('loads the user for a stored token and emits signed-in', async () => {
    const { actor, emitted } = start({ token: 'stored' });
    expect(selectSignedIn(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('SignedIn'));
    expect(actor.getSnapshot().context.user?.firstName).toBe('Jana');
    expect(emitted).toEqual([{ type: 'signed-in', user: demoUser, via: 'token' }]);
  });

  it('signs a remembered device in with its device token', async () => {
    const { actor, record } = start({ deviceToken: 'remembered' });
    expect(actor.getSnapshot().value).toBe('DeviceLogin');
    await waitFor(actor, (s) => s.matches('SignedIn'));
    expect(record.calls[0]).toEqual({
      name: 'deviceLogin',
      input: { deviceId: 'device-1234', deviceToken: 'remembered' },
    });
    expect(record.token).toBe('token-from-device');
    expect(actor.getSnapshot().context.signedInVia).toBe('device');
  });

  it('forgets a device token the server refuses, but keeps it after a network failure', async () => {
    const refused = start(
      { deviceToken: 'revoked' },
      { deviceLogin: async () => Promise.reject(new FailureError(401, 'invalid-login-request')) },
    );
    await waitFor(refused.actor, (s) => s.matches('Anonymous'));
    expect(refused.record.deviceToken).toBeNull();

    const offline = start(
      { deviceToken: 'remembered' },
      { deviceLogin: async () => Promise.reject(new TypeError('Failed to fetch')) },
    );
    await waitFor(offline.actor, (s) => s.matches('Anonymous'));
    expect(offline.record.deviceToken).toBe('remembered');
    expect(offline.actor.getSnapshot().context.deviceToken).toBe('remembered');
  });
});

describe('session machine: login', () => {
  it('with remember-me stores the token and the device token, then loads the user', async () => {
    const { actor, record, emitted } = start();
    actor.send(login(true));
    expect(actor.getSnapshot().value).toBe('SigningIn');
    await waitFor(actor, (s) => s.matches('SignedIn'));
    expect(record.calls[0].input).toEqual({
      username: 'jana@example.com',
      password: 'secret1',
      rememberMe: true,
      deviceId: 'device-1234',
      domain: 'CLIENT',
    });
    expect(record.token).toBe('token-from-login');
    expect(record.deviceToken).toBe('device-token-1');
    expect(emitted.at(-1)).toEqual({ type: 'signed-in', user: demoUser, via: 'login' });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('secret1');
  });

  it('without remember-me drops an older device token', async () => {
    const { actor, record } = start({}, { login: async () => ({ token: 't' }) });
    record.deviceToken = 'older';
    actor.send(login(false));
    await waitFor(actor, (s) => s.matches('SignedIn'));
    expect(record.deviceToken).toBeNull();
  });

  it('a refusal is LoginFailed with the catalogue code; the form can be sent again', async () => {
    let attempts = 0;
    const { actor } = start(
      {},
      {
        login: async () => {
          attempts += 1;
          if (attempts === 1) throw new FailureError(401, 'invalid-credentials');
          return { token: 't' };
        },
      },
    );
    actor.send(login());
    const failed = await waitFor(actor, (s) => s.matches('LoginFailed'));
    expect(selectLoginFailure(failed)?.code).toBe('invalid-credentials');
    actor.send({ type: 'failure-dismissed' });
    expect(actor.getSnapshot().value).toBe('Anonymous');
    actor.send(login());
    await waitFor(actor, (s) => s.matches('SignedIn'));
  });
});

describe('session machine: end of the session', () => {
  it('a 401 from any call clears the token and says the session expired; the device token stays', async () => {
    const { actor, record } = start({ token: 'stored', deviceToken: 'remembered' });
    await waitFor(actor, (s) => s.matches('SignedIn'));
    actor.send({ type: 'unauthorized' });
    expect(actor.getSnapshot().value).toBe('Anonymous');
    expect(record.token).toBeNull();
    expect(record.deviceToken).toBe('remembered');
    expect(selectSessionExpired(actor.getSnapshot())).toBe(true);
  });

  it('a 401 while loading the user ends the session too', async () => {
    const { actor, record } = start(
      { token: 'garbage' },
      { loadUser: async () => Promise.reject(new FailureError(401, 'unauthorized')) },
    );
    await waitFor(actor, (s) => s.matches('Anonymous'));
    expect(record.token).toBeNull();
    expect(selectSessionExpired(actor.getSnapshot())).toBe(true);
  });

  it('logout clears the token at once, ends the server session and revokes the device token', async () => {
    const { actor, record, emitted } = start(
      { token: 'stored', deviceToken: 'remembered' },
      { revokeDeviceToken: async () => Promise.reject(new TypeError('offline')) },
    );
    await waitFor(actor, (s) => s.matches('SignedIn'));
    actor.send({ type: 'logout' });
    expect(actor.getSnapshot().value).toBe('LoggingOut');
    expect(record.token).toBeNull();
    await waitFor(actor, (s) => s.matches('Anonymous'));
    expect(record.calls.slice(-2)).toEqual([
      { name: 'logout', input: 'stored' },
      { name: 'revokeDeviceToken', input: { deviceId: 'device-1234', deviceToken: 'remembered' } },
    ]);
    expect(actor.getSnapshot().context.endingToken).toBeNull();
    expect(record.deviceToken).toBeNull();
    expect(emitted.at(-1)).toEqual({ type: 'signed-out', reason: 'logout' });
  });

  it('logout without a device token only ends the server session', async () => {
    const { actor, calls } = start({ token: 'stored' });
    await waitFor(actor, (s) => s.matches('SignedIn'));
    actor.send({ type: 'logout' });
    await waitFor(actor, (s) => s.matches('Anonymous'));
    expect(calls()).toContain('logout');
    expect(calls()).not.toContain('revokeDeviceToken');
  });

  it('follows another tab: its login signs in here, its logout signs out here', async () => {
    const { actor } = start();
    actor.send({ type: 'token-changed', token: 'from-other-tab', deviceToken: null });
    await waitFor(actor, (s) => s.matches('SignedIn'));
    actor.send({ type: 'token-changed', token: null, deviceToken: null });
    expect(actor.getSnapshot().value).toBe('Anonymous');
  });

  it('an account cancellation ends the session with its own notice', async () => {
    const { actor } = start({ token: 'stored' });
    await waitFor(actor, (s) => s.matches('SignedIn'));
    actor.send({ type: 'account-removed' });
    expect(selectAccountRemoved(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'notice-seen' });
    expect(selectAccountRemoved(actor.getSnapshot())).toBe(false);
  });
});

describe('session machine: the user', () => {
  it('retries loading the user after a failure that is not a 401', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const { actor } = start(
      { token: 'stored' },
      {
        loadUser: async () => {
          attempts += 1;
          if (attempts === 1) throw new FailureError(503, 'maintenance');
          return demoUser;
        },
      },
    );
    await waitFor(actor, (s) => s.matches('UserUnavailable'));
    expect(selectSignedIn(actor.getSnapshot())).toBe(true);
    vi.advanceTimersByTime(29_999);
    expect(actor.getSnapshot().value).toBe('UserUnavailable');
    vi.advanceTimersByTime(1);
    await waitFor(actor, (s) => s.matches('SignedIn'));
  });

  it('takes the saved name from the profile screen', async () => {
    const { actor } = start({ token: 'stored' });
    await waitFor(actor, (s) => s.matches('SignedIn'));
    actor.send({ type: 'user-updated', changes: { firstName: 'Janka' } });
    expect(actor.getSnapshot().context.user?.firstName).toBe('Janka');
  });
});

describe('session machine: informational messages', () => {
  it('shows the unacknowledged ones; the button stores ids and the important flag', async () => {
    const { actor, record } = start(
      { token: 'stored', acknowledged: [{ id: 1, important: false }] },
      {},
      { ...demoUser, infomessages: messages },
    );
    const signedIn = await waitFor(actor, (s) => s.matches('SignedIn'));
    expect(selectShownMessages(signedIn).map((m) => m.id)).toEqual([2]);
    actor.send({ type: 'info-messages-acknowledged' });
    expect(selectShownMessages(actor.getSnapshot())).toEqual([]);
    expect(record.acknowledged).toEqual([
      { id: 1, important: false },
      { id: 2, important: true },
    ]);
  });

  it('closing without the button stores nothing', async () => {
    const { actor, record } = start({ token: 'stored' }, {}, { ...demoUser, infomessages: messages });
    await waitFor(actor, (s) => s.matches('SignedIn'));
    actor.send({ type: 'info-messages-dismissed' });
    expect(selectShownMessages(actor.getSnapshot())).toEqual([]);
    expect(record.acknowledged).toEqual([]);
  });

  it('logout keeps only the important acknowledgements', async () => {
    const { actor, record } = start({ token: 'stored' }, {}, { ...demoUser, infomessages: messages });
    await waitFor(actor, (s) => s.matches('SignedIn'));
    actor.send({ type: 'info-messages-acknowledged' });
    actor.send({ type: 'logout' });
    expect(record.acknowledged).toEqual([{ id: 2, important: true }]);
  });
});
