import { assign, fromPromise, setup } from 'xstate';
import type { RentalContract } from '@contract/entities';
import { toFailure, type Failure } from '../shared/failure';

export interface EvictionContext {
  contractId: number;
  /** The contract as loaded: its number and box for the page, its notice and eviction markers. */
  contract: RentalContract | null;
  failure: Failure | null;
}

export type EvictionEvent = { type: 'confirm' } | { type: 'retry' };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`eviction: the ${name} effect was not provided`);
};

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const contractOf = ({ event }: { event: { output: RentalContract } }) => ({ contract: event.output });

/**
 * Confirming that the box is emptied after notice was given. The contract is read first: without
 * pending notice there is nothing to confirm, and a confirmation is given once. The server's
 * refusals lead to the same views (already confirmed; no notice pending).
 */
export const evictionMachine = setup({
  types: { context: {} as EvictionContext, events: {} as EvictionEvent, input: {} as { contractId: number } },
  actors: {
    loadContract: fromPromise<RentalContract, { contractId: number }>(notProvided('loadContract')),
    confirmEviction: fromPromise<boolean, { contractId: number }>(notProvided('confirmEviction')),
  },
  actions: {
    keepContract: assign((_, params: { contract: RentalContract }) => ({ contract: params.contract, failure: null })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    alreadyConfirmed: (_, params: { contract: RentalContract }) => params.contract.evictionConfirmedAt !== null,
    noticePending: (_, params: { contract: RentalContract }) => params.contract.hasUnsolvedCancellationRequest,
    refusedAsConfirmed: (_, params: { error: unknown }) =>
      toFailure(params.error).code === 'eviction/already-confirmed',
    /** Any other conflict: the server found no pending notice. */
    refusedAsNotPending: (_, params: { error: unknown }) => toFailure(params.error).status === 409,
  },
}).createMachine({
  id: 'eviction',
  context: ({ input }) => ({ contractId: input.contractId, contract: null, failure: null }),
  initial: 'Loading',
  states: {
    Loading: {
      description: 'The contract is being loaded.',
      tags: ['busy'],
      invoke: {
        id: 'loadContract',
        src: 'loadContract',
        input: ({ context }) => ({ contractId: context.contractId }),
        onDone: [
          {
            guard: { type: 'alreadyConfirmed', params: contractOf },
            target: 'AlreadyConfirmed',
            actions: { type: 'keepContract', params: contractOf },
          },
          {
            guard: { type: 'noticePending', params: contractOf },
            target: 'Ready',
            actions: { type: 'keepContract', params: contractOf },
          },
          { target: 'NoNoticePending', actions: { type: 'keepContract', params: contractOf } },
        ],
        onError: { target: 'LoadFailed', actions: { type: 'keepFailure', params: errorOf } },
      },
    },
    LoadFailed: {
      description: 'The contract could not be loaded; the customer can try again.',
      on: { retry: 'Loading' },
    },
    Ready: {
      description: 'What confirming means is explained; the customer can confirm.',
      on: { confirm: 'Confirming' },
    },
    Confirming: {
      description: 'The confirmation is being sent.',
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'confirmEviction',
        src: 'confirmEviction',
        input: ({ context }) => ({ contractId: context.contractId }),
        onDone: 'Confirmed',
        onError: [
          { guard: { type: 'refusedAsConfirmed', params: errorOf }, target: 'AlreadyConfirmed' },
          { guard: { type: 'refusedAsNotPending', params: errorOf }, target: 'NoNoticePending' },
          { target: 'Failed', actions: { type: 'keepFailure', params: errorOf } },
        ],
      },
    },
    Confirmed: { description: 'Confirmed: the contract ends on the day of the notice.', type: 'final' },
    AlreadyConfirmed: { description: 'The box was confirmed empty before; nothing more to do.', type: 'final' },
    NoNoticePending: {
      description: 'No notice is pending, so there is nothing to confirm: the way to give notice is shown.',
      type: 'final',
    },
    Failed: {
      description: 'The confirmation was not sent; the message says why and the customer can try again.',
      on: { confirm: 'Confirming' },
    },
  },
});

export type EvictionMachine = typeof evictionMachine;
