import { assertEvent, assign, emit, setup } from 'xstate';
import type { ClientUser } from '@contract/auth';
import { toFailure } from '../shared/failure';
import { sessionActors } from './actors';
import { initialContext, type SessionContext, type SessionEndReason, type SessionInput } from './context';
import type { SessionEmitted, SessionEvent, UserChanges } from './events';
import { sessionGuards } from './guards';
import { acknowledge, keepImportant, unacknowledged, type AcknowledgedMessage } from './infoMessages';

const forgetDeviceToken = ['forgetDeviceToken', { type: 'writeDeviceToken', params: { deviceToken: null } }] as const;
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const storeAcknowledged = {
  type: 'storeAcknowledged',
  params: ({ context }: { context: SessionContext }) => ({ messages: context.acknowledged }),
} as const;

/** Ends the session: token cleared, non-important acknowledgements forgotten, `signed-out` emitted. */
const end = (reason: SessionEndReason) =>
  [
    'clearToken',
    { type: 'forgetSession', params: { reason } },
    storeAcknowledged,
    { type: 'announceEnd', params: { reason } },
  ] as const;

/** Events every signed-in state answers the same way. */
const whileSignedIn = {
  logout: { target: 'LoggingOut', actions: ['keepEndingToken', ...end('logout')] },
  unauthorized: { target: 'Anonymous', actions: end('expired') },
  'token-changed': [
    { guard: 'tokenRemoved', target: 'Anonymous', actions: ['adoptOutsideTokens', ...end('logout')] },
    { guard: 'tokenArrived', target: 'LoadingUser', actions: 'adoptOutsideTokens' },
  ],
} as const;

/**
 * The session. On start a stored token is used, else a remembered device
 * token is exchanged for one, else the visitor is anonymous. Login stores the token (and with
 * remember-me the device token), then the current user is loaded and `signed-in` is emitted. A 401
 * from any call, a logout, or a logout in another tab ends the session: the token is cleared,
 * acknowledged informational messages are forgotten unless important, and on logout the server
 * ends the session (POST /auth/logout) and revokes the device token. Every effect is a slot (`provide`): calls are actors, storage writes actions.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
    input: {} as SessionInput,
  },
  actors: sessionActors,
  guards: sessionGuards,
  delays: {
    /** After a failure that was not a 401 (network, server error), the user is loaded again. */
    retryLoadUserAfter: 30_000,
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    clearToken: () => {},
    storeAcknowledged: (_, _params: { messages: AcknowledgedMessage[] }) => {},
    /** `null` removes the stored device token. */
    writeDeviceToken: (_, _params: { deviceToken: string | null }) => {},
    forgetSession: assign(({ context }, params: { reason: SessionEndReason }) => ({
      token: null,
      user: null,
      signedInVia: null,
      shownMessages: [],
      acknowledged: keepImportant(context.acknowledged),
      ended: params.reason,
    })),
    announceEnd: emit((_, params: { reason: SessionEndReason }) => ({
      type: 'signed-out' as const,
      reason: params.reason,
    })),
    forgetDeviceToken: assign({ deviceToken: null }),
    keepEndingToken: assign({ endingToken: ({ context }) => context.token }),
    adoptOutsideTokens: assign(({ event, context }) =>
      event.type === 'token-changed'
        ? { token: event.token, deviceToken: event.deviceToken, signedInVia: 'token' as const, ended: null }
        : context,
    ),
    acknowledgeShown: assign(({ context }) => ({
      acknowledged: acknowledge(context.acknowledged, context.shownMessages),
      shownMessages: [],
    })),
    hideShownMessages: assign({ shownMessages: [] }),
    adoptDeviceLogin: assign((_, params: { token: string }) => ({
      token: params.token,
      signedInVia: 'device' as const,
    })),
    startLogin: assign({ loginFailure: null, ended: null }),
    clearLoginFailure: assign({ loginFailure: null }),
    keepLoginFailure: assign((_, params: { error: unknown }) => ({ loginFailure: toFailure(params.error) })),
    adoptLogin: assign((_, { token, deviceToken }: { token: string; deviceToken: string | null }) => ({
      token,
      deviceToken,
      signedInVia: 'login' as const,
      ended: null,
    })),
    forgetEndNotice: assign({ ended: null }),
    forgetEndingToken: assign({ endingToken: null }),
    adoptUser: assign(({ context }, params: { user: ClientUser }) => ({
      user: params.user,
      shownMessages: unacknowledged(params.user.infomessages, context.acknowledged),
    })),
    announceSignIn: emit(({ context }, params: { user: ClientUser }) => ({
      type: 'signed-in' as const,
      user: params.user,
      via: context.signedInVia ?? 'token',
    })),
    /** The header shows the saved name at once; without a loaded user there is nothing to change. */
    applyUserChanges: assign(({ context }, params: { changes: UserChanges }) => ({
      user: context.user ? { ...context.user, ...params.changes } : null,
    })),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => initialContext(input),
  initial: 'Starting',
  states: {
    Starting: {
      description: 'Chooses where to begin from what is stored.',
      tags: ['restoring'],
      always: [
        { guard: 'hasToken', target: 'LoadingUser' },
        { guard: 'hasDeviceToken', target: 'DeviceLogin' },
        { target: 'Anonymous' },
      ],
    },
    DeviceLogin: {
      description: 'Remember-me: the stored device token is exchanged for a bearer token. Routing waits.',
      tags: ['restoring', 'busy'],
      invoke: {
        id: 'deviceLogin',
        src: 'deviceLogin',
        input: ({ context }) => ({ deviceId: context.deviceId, deviceToken: context.deviceToken ?? '' }),
        onDone: {
          target: 'LoadingUser',
          actions: [
            { type: 'adoptDeviceLogin', params: ({ event }) => ({ token: event.output.token }) },
            { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
          ],
        },
        // A network failure keeps the device token for the next start; a refusal forgets it.
        onError: [
          { guard: { type: 'wasUnauthorized', params: errorOf }, target: 'Anonymous', actions: forgetDeviceToken },
          { target: 'Anonymous' },
        ],
      },
      on: { 'token-changed': { guard: 'tokenArrived', target: 'LoadingUser', actions: 'adoptOutsideTokens' } },
    },
    Anonymous: {
      description: 'Nobody is signed in; the login form can be sent.',
      on: {
        login: { target: 'SigningIn', actions: 'startLogin' },
        'token-changed': { guard: 'tokenArrived', target: 'LoadingUser', actions: 'adoptOutsideTokens' },
        'notice-seen': { actions: 'forgetEndNotice' },
      },
    },
    SigningIn: {
      description: 'E-mail and password are being checked.',
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context, event }) => {
          assertEvent(event, 'login');
          return {
            username: event.username,
            password: event.password,
            rememberMe: event.rememberMe,
            deviceId: context.deviceId,
            domain: 'CLIENT' as const,
          };
        },
        onDone: {
          target: 'LoadingUser',
          // With remember-me the device token is kept; without it an older one (maybe another account's) goes.
          actions: [
            {
              type: 'adoptLogin',
              params: ({ event }) => ({ token: event.output.token, deviceToken: event.output.deviceToken ?? null }),
            },
            { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
            { type: 'writeDeviceToken', params: ({ event }) => ({ deviceToken: event.output.deviceToken ?? null }) },
          ],
        },
        onError: { target: 'LoginFailed', actions: { type: 'keepLoginFailure', params: errorOf } },
      },
    },
    LoginFailed: {
      description: 'The login was refused; the catalogue code (e.g. invalid-credentials) is shown on the form.',
      on: {
        login: { target: 'SigningIn', actions: 'clearLoginFailure' },
        'failure-dismissed': { target: 'Anonymous', actions: 'clearLoginFailure' },
        'token-changed': { guard: 'tokenArrived', target: 'LoadingUser', actions: 'adoptOutsideTokens' },
      },
    },
    LoadingUser: {
      description: 'A token is stored; the current user (name, informational messages) is loading.',
      tags: ['signedIn', 'busy'],
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'SignedIn',
          actions: [
            { type: 'adoptUser', params: ({ event }) => ({ user: event.output }) },
            { type: 'announceSignIn', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: [
          { guard: { type: 'wasUnauthorized', params: errorOf }, target: 'Anonymous', actions: end('expired') },
          { target: 'UserUnavailable' },
        ],
      },
      on: whileSignedIn,
    },
    UserUnavailable: {
      description:
        'Signed in, but the user could not be loaded (network, server error): retried later; the header shows "My account".',
      tags: ['signedIn'],
      after: { retryLoadUserAfter: 'LoadingUser' },
      on: { ...whileSignedIn, retry: 'LoadingUser' },
    },
    SignedIn: {
      description: 'The user is known; unacknowledged informational messages are shown in the modal.',
      tags: ['signedIn'],
      on: {
        ...whileSignedIn,
        'account-removed': [
          { guard: 'hasDeviceToken', target: 'LoggingOut', actions: end('account-removed') },
          { target: 'Anonymous', actions: end('account-removed') },
        ],
        'info-messages-acknowledged': { actions: ['acknowledgeShown', storeAcknowledged] },
        'info-messages-dismissed': { actions: 'hideShownMessages' },
        'user-updated': { actions: { type: 'applyUserChanges', params: ({ event }) => ({ changes: event.changes }) } },
      },
    },
    LoggingOut: {
      description:
        'The browser has forgotten the token already; the server is told to end the session and revoke the device token.',
      tags: ['busy'],
      invoke: {
        id: 'endServerSession',
        src: 'endServerSession',
        input: ({ context }) => ({
          token: context.endingToken,
          deviceId: context.deviceId,
          deviceToken: context.deviceToken,
        }),
        // Forgotten either way: a device token the server still knows is useless without its copy here.
        onDone: { target: 'Anonymous', actions: [...forgetDeviceToken, 'forgetEndingToken'] },
        onError: { target: 'Anonymous', actions: [...forgetDeviceToken, 'forgetEndingToken'] },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
