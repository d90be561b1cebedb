import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../shared/failure';

export interface NewsletterContext {
  /** The state the server last confirmed; null until it is known. */
  subscribed: boolean | null;
  /** What is being saved. */
  wanted: boolean | null;
  failure: Failure | null;
}

export type NewsletterEvent = { type: 'set'; value: boolean } | { type: 'retry' };

const notProvided = async (): Promise<never> => {
  throw new Error('newsletter: an effect was not provided');
};

/**
 * The newsletter consent on the profile: its state is asked for, then the switch subscribes or
 * unsubscribes. The switch shows only what the server confirmed; after a failure (loading or saving)
 * the state is asked for again, so the screen never shows a consent that was not stored.
 */
export const newsletterMachine = setup({
  types: { context: {} as NewsletterContext, events: {} as NewsletterEvent },
  actors: {
    loadSubscription: fromPromise<boolean>(notProvided),
    saveSubscription: fromPromise<boolean, { value: boolean }>(notProvided),
  },
  guards: {
    isOn: (_, params: { value: boolean }) => params.value,
    isOff: (_, params: { value: boolean }) => !params.value,
  },
  actions: {
    keepState: assign((_, params: { subscribed: boolean }) => ({
      subscribed: params.subscribed,
      wanted: null,
      failure: null,
    })),
    keepWanted: assign((_, params: { value: boolean }) => ({ wanted: params.value })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error), wanted: null })),
  },
}).createMachine({
  id: 'newsletter',
  context: { subscribed: null, wanted: null, failure: null },
  initial: 'Loading',
  states: {
    Loading: {
      description: 'Whether the customer is subscribed is being asked.',
      invoke: {
        id: 'loadSubscription',
        src: 'loadSubscription',
        onDone: [
          {
            target: 'On',
            guard: { type: 'isOn', params: ({ event }) => ({ value: event.output }) },
            actions: { type: 'keepState', params: ({ event }) => ({ subscribed: event.output }) },
          },
          { target: 'Off', actions: { type: 'keepState', params: ({ event }) => ({ subscribed: event.output }) } },
        ],
        onError: {
          target: 'Failed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    On: {
      description: 'Subscribed; the switch can unsubscribe.',
      on: {
        set: {
          target: 'Saving',
          guard: { type: 'isOff', params: ({ event }) => ({ value: event.value }) },
          actions: { type: 'keepWanted', params: ({ event }) => ({ value: event.value }) },
        },
      },
    },
    Off: {
      description: 'Not subscribed; the switch can subscribe.',
      on: {
        set: {
          target: 'Saving',
          guard: { type: 'isOn', params: ({ event }) => ({ value: event.value }) },
          actions: { type: 'keepWanted', params: ({ event }) => ({ value: event.value }) },
        },
      },
    },
    Saving: {
      description: 'The new choice is being stored.',
      invoke: {
        id: 'saveSubscription',
        src: 'saveSubscription',
        input: ({ context }) => ({ value: context.wanted === true }),
        onDone: [
          {
            target: 'On',
            guard: { type: 'isOn', params: ({ event }) => ({ value: event.output }) },
            actions: { type: 'keepState', params: ({ event }) => ({ subscribed: event.output }) },
          },
          { target: 'Off', actions: { type: 'keepState', params: ({ event }) => ({ subscribed: event.output }) } },
        ],
        onError: {
          target: 'Failed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    Failed: {
      description: 'Loading or saving failed; trying again asks for the stored state.',
      on: { retry: 'Loading' },
    },
  },
});

export type NewsletterMachine = typeof newsletterMachine;
