import { assign, fromPromise, setup } from 'xstate';
import type { StaffMe } from '@contract/admin/auth';
import { toFailure, type Failure } from '../shared/failure';
// The console's refusals (a wrong code, an expired sign-in) are known codes, not "unexpected".
import '@contract/admin/errorCodes';

export interface StaffSessionContext {
  /** The signed-in staff member; null until the second step is passed. */
  me: StaffMe | null;
  /** The ticket of the second step, between a correct password and the code. */
  challenge: string | null;
  failure: Failure | null;
  /** The clock of the session's absolute end (injected, so tests and stories control it). */
  now: () => number;
}

export type StaffSessionEvent =
  | { type: 'password.submit'; email: string; password: string }
  | { type: 'code.submit'; code: string }
  /** Back from the second step to the password (a different account, or a lost phone). */
  | { type: 'restart' }
  | { type: 'signOut' };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`staffSession: the ${name} effect was not provided`);
};

const failureOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** The longest a timer may wait (about 24.8 days); a session ends long before. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A staff member's sign-in to the operator console: e-mail and password, then a code from the
 * authenticator (or a recovery code), then the console until the session ends: by signing out, at its
 * absolute end (its `sessionExpiresAt`), or when a call is refused because it ended on the server
 * (idle too long, the account disabled or its role changed).
 */
export const staffSessionMachine = setup({
  types: {
    context: {} as StaffSessionContext,
    events: {} as StaffSessionEvent,
    input: {} as { now: () => number },
  },
  actors: {
    restore: fromPromise<StaffMe | null>(notProvided('restore')),
    submitPassword: fromPromise<{ challenge: string }, { email: string; password: string }>(
      notProvided('submitPassword'),
    ),
    submitCode: fromPromise<StaffMe, { challenge: string; code: string }>(notProvided('submitCode')),
    signOut: fromPromise<void>(notProvided('signOut')),
    /** Settles when a console call is refused with 401 (the session ended on the server). */
    watchSessionEnd: fromPromise<void>(() => new Promise<void>(() => undefined)),
  },
  actions: {
    keepMe: assign((_, params: { me: StaffMe }) => ({ me: params.me, challenge: null, failure: null })),
    keepChallenge: assign((_, params: { challenge: string }) => ({ challenge: params.challenge, failure: null })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    forget: assign({ me: null, challenge: null }),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    restored: (_, params: { me: StaffMe | null }) => params.me !== null,
    challengeEnded: (_, params: { error: unknown }) => toFailure(params.error).code === 'staff/sign-in-expired',
  },
  delays: {
    untilSessionEnd: ({ context }) =>
      context.me ? Math.min(MAX_TIMER_MS, Math.max(0, Date.parse(context.me.sessionExpiresAt) - context.now())) : 0,
  },
}).createMachine({
  id: 'staffSession',
  context: ({ input }) => ({ me: null, challenge: null, failure: null, now: input.now }),
  initial: 'Restoring',
  states: {
    Restoring: {
      description: 'A session kept in this tab is being checked.',
      tags: ['busy'],
      invoke: {
        id: 'restore',
        src: 'restore',
        onDone: [
          {
            guard: { type: 'restored', params: ({ event }) => ({ me: event.output }) },
            target: 'SignedIn',
            actions: { type: 'keepMe', params: ({ event }) => ({ me: event.output! }) },
          },
          { target: 'SignedOut' },
        ],
        onError: { target: 'SignedOut' },
      },
    },
    SignedOut: {
      description: 'The sign-in form: e-mail and password (with why the last attempt failed, if it did).',
      on: { 'password.submit': 'Password' },
    },
    Password: {
      description: 'The e-mail and password are being checked.',
      tags: ['busy'],
      invoke: {
        id: 'submitPassword',
        src: 'submitPassword',
        input: ({ event }) => {
          const { email, password } = event as Extract<StaffSessionEvent, { type: 'password.submit' }>;
          return { email, password };
        },
        onDone: {
          target: 'SecondFactor',
          actions: { type: 'keepChallenge', params: ({ event }) => ({ challenge: event.output.challenge }) },
        },
        onError: { target: 'SignedOut', actions: { type: 'keepFailure', params: failureOf } },
      },
    },
    SecondFactor: {
      description: 'The password was right: a code from the authenticator app or a recovery code.',
      initial: 'Entering',
      on: { restart: { target: 'SignedOut', actions: ['forget', 'clearFailure'] } },
      states: {
        Entering: {
          description: 'The code is being typed (with why the last one was refused, if it was).',
          on: { 'code.submit': 'Verifying' },
        },
        Verifying: {
          description: 'The code is being checked.',
          tags: ['busy'],
          invoke: {
            id: 'submitCode',
            src: 'submitCode',
            input: ({ context, event }) => ({
              challenge: context.challenge ?? '',
              code: (event as Extract<StaffSessionEvent, { type: 'code.submit' }>).code,
            }),
            onDone: {
              target: '#staffSession.SignedIn',
              actions: { type: 'keepMe', params: ({ event }) => ({ me: event.output }) },
            },
            onError: [
              {
                guard: { type: 'challengeEnded', params: failureOf },
                target: '#staffSession.SignedOut',
                actions: ['forget', { type: 'keepFailure', params: failureOf }],
              },
              { target: 'Entering', actions: { type: 'keepFailure', params: failureOf } },
            ],
          },
        },
      },
    },
    SignedIn: {
      description: 'The console, until the session is signed out or ends.',
      // A console call refused with 401: the session ended (idle, disabled, signed out elsewhere).
      invoke: { id: 'watchSessionEnd', src: 'watchSessionEnd', onDone: { target: 'Expired', actions: 'forget' } },
      after: { untilSessionEnd: { target: 'Expired', actions: 'forget' } },
      on: { signOut: 'SigningOut' },
    },
    SigningOut: {
      description: 'The session is being ended on the server.',
      tags: ['busy'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'SignedOut', actions: ['forget', 'clearFailure'] },
        onError: { target: 'SignedOut', actions: ['forget', 'clearFailure'] },
      },
    },
    Expired: {
      description: 'The session ended (its time, idle, or ended on the server): the sign-in form says so.',
      on: { 'password.submit': { target: 'Password', actions: 'clearFailure' } },
    },
  },
});

export type StaffSessionMachine = typeof staffSessionMachine;
