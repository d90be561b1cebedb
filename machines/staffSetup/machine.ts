import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../shared/failure';
// The console's refusals (a used set-up link, a wrong code) are known codes, not "unexpected".
import '@contract/admin/errorCodes';
import type { SetupSecret, SetupValues } from './effects';

export interface StaffSetupContext {
  /** The link's token, read from the address (`/admin/setup?token=…`). */
  token: string;
  secret: SetupSecret | null;
  /** Shown once, when the set-up is done: each signs in once instead of a code. */
  recoveryCodes: string[];
  failure: Failure | null;
}

export type StaffSetupEvent = { type: 'submit'; values: SetupValues };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`staffSetup: the ${name} effect was not provided`);
};

const failureOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * A staff member's first visit from a set-up link (the first admin's from the command line, the
 * others' from an invitation or a reset): the link is opened (the authenticator secret shown), the
 * password and a code from the app are sent, and the recovery codes are shown once.
 */
export const staffSetupMachine = setup({
  types: { context: {} as StaffSetupContext, events: {} as StaffSetupEvent, input: {} as { token: string } },
  actors: {
    open: fromPromise<SetupSecret, { token: string }>(notProvided('open')),
    complete: fromPromise<{ recoveryCodes: string[] }, SetupValues & { token: string }>(notProvided('complete')),
  },
  actions: {
    keepSecret: assign((_, params: { secret: SetupSecret }) => ({ secret: params.secret, failure: null })),
    keepCodes: assign((_, params: { codes: string[] }) => ({
      recoveryCodes: params.codes,
      secret: null,
      failure: null,
    })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
  },
  guards: {
    hasToken: ({ context }) => context.token.length > 0,
    linkRefused: (_, params: { error: unknown }) => toFailure(params.error).code === 'staff/setup-link-invalid',
  },
}).createMachine({
  id: 'staffSetup',
  context: ({ input }) => ({ token: input.token, secret: null, recoveryCodes: [], failure: null }),
  initial: 'Checking',
  states: {
    Checking: {
      description: 'Whether the address carries a token at all.',
      always: [{ guard: 'hasToken', target: 'Opening' }, { target: 'Invalid' }],
    },
    Opening: {
      description: 'The link is being opened: whose account, and a new authenticator secret.',
      tags: ['busy'],
      invoke: {
        id: 'open',
        src: 'open',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'Enrolling',
          actions: { type: 'keepSecret', params: ({ event }) => ({ secret: event.output }) },
        },
        onError: { target: 'Invalid', actions: { type: 'keepFailure', params: failureOf } },
      },
    },
    Enrolling: {
      description: 'The secret is shown; the password and a code from the app are asked for.',
      initial: 'Editing',
      states: {
        Editing: {
          description: 'The form (with why the last attempt was refused, if it was).',
          on: { submit: 'Saving' },
        },
        Saving: {
          description: 'The password and the code are being sent.',
          tags: ['busy'],
          invoke: {
            id: 'complete',
            src: 'complete',
            input: ({ context, event }) => ({ ...(event as StaffSetupEvent).values, token: context.token }),
            onDone: {
              target: '#staffSetup.Done',
              actions: { type: 'keepCodes', params: ({ event }) => ({ codes: event.output.recoveryCodes }) },
            },
            onError: [
              {
                guard: { type: 'linkRefused', params: failureOf },
                target: '#staffSetup.Invalid',
                actions: { type: 'keepFailure', params: failureOf },
              },
              { target: 'Editing', actions: { type: 'keepFailure', params: failureOf } },
            ],
          },
        },
      },
    },
    Done: { description: 'Set up: the recovery codes are shown once, then the sign-in.', type: 'final' },
    Invalid: {
      description:
        'The link is missing, unknown, used or expired (or could not be opened): ask an admin for a new one.',
      type: 'final',
    },
  },
});

export type StaffSetupMachine = typeof staffSetupMachine;
