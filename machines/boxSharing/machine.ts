import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../shared/failure';
import type { BoxShare } from './effects';

export interface BoxSharingContext {
  contractId: number;
  shares: BoxShare[];
  /** The e-mail whose removal waits for confirmation or is under way. */
  removing: string | null;
  /** The e-mail being shared with. */
  pending: string | null;
  /** The e-mail just shared with, for the confirmation line; cleared by the next action. */
  sharedWith: string | null;
  failure: Failure | null;
}

export type BoxSharingEvent =
  | { type: 'share'; email: string }
  | { type: 'remove'; email: string }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'retry' };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`boxSharing: the ${name} effect was not provided`);
};

type Call = { contractId: number; email: string };

/**
 * The share dialog of one box its customer rents: who it is shared with, sharing it with another
 * registered user by e-mail, and removing a share only after a confirmation step.
 */
export const boxSharingMachine = setup({
  types: { context: {} as BoxSharingContext, events: {} as BoxSharingEvent, input: {} as { contractId: number } },
  actors: {
    loadShares: fromPromise<BoxShare[], { contractId: number }>(notProvided('loadShares')),
    share: fromPromise<BoxShare[], Call>(notProvided('share')),
    unshare: fromPromise<BoxShare[], Call>(notProvided('unshare')),
  },
  actions: {
    keepShares: assign((_, params: { shares: BoxShare[] }) => ({ shares: params.shares, failure: null })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    askRemoval: assign((_, params: { email: string }) => ({ removing: params.email, sharedWith: null, failure: null })),
    forgetRemoval: assign({ removing: null }),
    noteShared: assign(({ context }) => ({ sharedWith: context.pending, pending: null })),
    startShare: assign((_, params: { email: string }) => ({
      pending: params.email.trim(),
      sharedWith: null,
      failure: null,
    })),
    forgetPending: assign({ pending: null }),
  },
  guards: {
    hasEmail: (_, params: { email: string }) => params.email.trim().length > 0,
  },
}).createMachine({
  id: 'boxSharing',
  context: ({ input }) => ({
    contractId: input.contractId,
    shares: [],
    removing: null,
    pending: null,
    sharedWith: null,
    failure: null,
  }),
  initial: 'Loading',
  states: {
    Loading: {
      description: 'The box’s shares are being read.',
      invoke: {
        id: 'loadShares',
        src: 'loadShares',
        input: ({ context }) => ({ contractId: context.contractId }),
        onDone: { target: 'Ready', actions: { type: 'keepShares', params: ({ event }) => ({ shares: event.output }) } },
        onError: {
          target: 'LoadFailed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    LoadFailed: { description: 'The shares could not be read; they can be asked for again.', on: { retry: 'Loading' } },
    Ready: {
      description: 'The shares are shown with the e-mail field; a failure of the last action is shown too.',
      on: {
        share: {
          guard: { type: 'hasEmail', params: ({ event }) => ({ email: event.email }) },
          target: 'Sharing',
          actions: { type: 'startShare', params: ({ event }) => ({ email: event.email }) },
        },
        remove: {
          target: 'ConfirmingRemoval',
          actions: { type: 'askRemoval', params: ({ event }) => ({ email: event.email }) },
        },
      },
    },
    Sharing: {
      description: 'The box is being shared with the e-mail entered.',
      invoke: {
        id: 'share',
        src: 'share',
        input: ({ context }) => ({ contractId: context.contractId, email: context.pending ?? '' }),
        onDone: {
          target: 'Ready',
          actions: [{ type: 'keepShares', params: ({ event }) => ({ shares: event.output }) }, 'noteShared'],
        },
        onError: {
          target: 'Ready',
          actions: [{ type: 'keepFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetPending'],
        },
      },
    },
    ConfirmingRemoval: {
      description: 'The owner is asked to confirm removing one person’s access.',
      on: { confirm: 'Removing', cancel: { target: 'Ready', actions: 'forgetRemoval' } },
    },
    Removing: {
      description: 'The share is being removed.',
      invoke: {
        id: 'unshare',
        src: 'unshare',
        input: ({ context }) => ({ contractId: context.contractId, email: context.removing ?? '' }),
        onDone: {
          target: 'Ready',
          actions: [{ type: 'keepShares', params: ({ event }) => ({ shares: event.output }) }, 'forgetRemoval'],
        },
        onError: {
          target: 'Ready',
          actions: [{ type: 'keepFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetRemoval'],
        },
      },
    },
  },
});

export type BoxSharingMachine = typeof boxSharingMachine;
