import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../shared/failure';

export interface LockPinContext {
  contractId: number;
  /** Known only while shown: hiding forgets it, so it is asked for again next time. */
  pin: string | null;
  failure: Failure | null;
}

export type LockPinEvent = { type: 'show' } | { type: 'hide' };

const notProvided = async (): Promise<never> => {
  throw new Error('lockPin: the loadPin effect was not provided');
};

/**
 * A box's lock code, asked for only when the customer wants to see it (it opens the box, so it is not
 * on the screen for anyone looking over a shoulder) and hidden again with one press.
 */
export const lockPinMachine = setup({
  types: { context: {} as LockPinContext, events: {} as LockPinEvent, input: {} as { contractId: number } },
  actors: { loadPin: fromPromise<string, { contractId: number }>(notProvided) },
  actions: {
    keepPin: assign((_, params: { pin: string }) => ({ pin: params.pin, failure: null })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    forgetPin: assign({ pin: null }),
  },
}).createMachine({
  id: 'lockPin',
  context: ({ input }) => ({ contractId: input.contractId, pin: null, failure: null }),
  initial: 'Hidden',
  states: {
    Hidden: { description: 'The code is not on the screen.', on: { show: 'Loading' } },
    Loading: {
      description: 'The code is being asked for.',
      invoke: {
        id: 'loadPin',
        src: 'loadPin',
        input: ({ context }) => ({ contractId: context.contractId }),
        onDone: { target: 'Shown', actions: { type: 'keepPin', params: ({ event }) => ({ pin: event.output }) } },
        onError: {
          target: 'Failed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    Shown: { description: 'The code is shown until hidden.', on: { hide: { target: 'Hidden', actions: 'forgetPin' } } },
    Failed: {
      description: 'The code could not be given (contract ended, network); it can be asked for again.',
      on: { show: 'Loading' },
    },
  },
});

export type LockPinMachine = typeof lockPinMachine;
