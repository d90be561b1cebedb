import { assign, fromPromise, setup } from 'xstate';
import type { RentalContract } from '@contract/entities';
import { toFailure, type Failure } from '../shared/failure';

/** What the page needs before it can be shown: the contract, and tomorrow by the server's calendar. */
export interface EvictionStart {
  contract: RentalContract;
  afterEviction: string;
}

export interface EvictionContext {
  contractId: number;
  /** The contract as loaded: its number and box for the page, its notice and eviction markers. */
  contract: RentalContract | null;
  /** The last day at the latest once the box is confirmed empty: a later last day moves to it. */
  afterEviction: string | null;
  /** The contract's last day as read again after the confirmation; null until then or when that read failed. */
  confirmedLastDay: string | null;
  failure: Failure | null;
}

export type EvictionEvent = { type: 'confirm' } | { type: 'retry' };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`eviction: the ${name} effect was not provided`);
};

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const contractOf = ({ event }: { event: { output: EvictionStart } }) => ({ contract: event.output.contract });
const startOf = ({ event }: { event: { output: EvictionStart } }) => event.output;

/**
 * Confirming that the box is emptied after notice was given. The contract is read first, with the
 * day a confirmation ends it at the latest: without pending notice there is nothing to confirm, and
 * a confirmation is given once. The server's refusals lead to the same views (already confirmed; no
 * notice pending). Once confirmed, the contract is read again, so the page names the last day the
 * server set rather than one foreseen before (the two differ when midnight passed meanwhile).
 */
export const evictionMachine = setup({
  types: { context: {} as EvictionContext, events: {} as EvictionEvent, input: {} as { contractId: number } },
  actors: {
    loadStart: fromPromise<EvictionStart, { contractId: number }>(notProvided('loadStart')),
    loadContract: fromPromise<RentalContract, { contractId: number }>(notProvided('loadContract')),
    confirmEviction: fromPromise<boolean, { contractId: number }>(notProvided('confirmEviction')),
  },
  actions: {
    keepStart: assign((_, params: EvictionStart) => ({
      contract: params.contract,
      afterEviction: params.afterEviction,
      failure: null,
    })),
    keepConfirmedLastDay: assign((_, params: { day: string | null }) => ({ confirmedLastDay: params.day })),
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
  context: ({ input }) => ({
    contractId: input.contractId,
    contract: null,
    afterEviction: null,
    confirmedLastDay: null,
    failure: null,
  }),
  initial: 'Loading',
  states: {
    Loading: {
      description: 'The contract and the day a confirmation ends it at the latest are being loaded.',
      tags: ['busy'],
      invoke: {
        id: 'loadStart',
        src: 'loadStart',
        input: ({ context }) => ({ contractId: context.contractId }),
        onDone: [
          {
            guard: { type: 'alreadyConfirmed', params: contractOf },
            target: 'AlreadyConfirmed',
            actions: { type: 'keepStart', params: startOf },
          },
          {
            guard: { type: 'noticePending', params: contractOf },
            target: 'Ready',
            actions: { type: 'keepStart', params: startOf },
          },
          { target: 'NoNoticePending', actions: { type: 'keepStart', params: startOf } },
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
        onDone: 'Rereading',
        onError: [
          { guard: { type: 'refusedAsConfirmed', params: errorOf }, target: 'AlreadyConfirmed' },
          { guard: { type: 'refusedAsNotPending', params: errorOf }, target: 'NoNoticePending' },
          { target: 'Failed', actions: { type: 'keepFailure', params: errorOf } },
        ],
      },
    },
    Rereading: {
      description: 'Confirmed; the contract is read again for the last day the server set.',
      tags: ['busy'],
      invoke: {
        id: 'rereadContract',
        src: 'loadContract',
        input: ({ context }) => ({ contractId: context.contractId }),
        onDone: {
          target: 'Confirmed',
          actions: {
            type: 'keepConfirmedLastDay',
            params: ({ event }: { event: { output: RentalContract } }) => ({ day: event.output.terminationAt }),
          },
        },
        // The confirmation is recorded all the same: the page then names the day the server's rule gives.
        onError: 'Confirmed',
      },
    },
    Confirmed: {
      description: 'Confirmed: the contract ends on the earlier of its notice day and tomorrow, as the page names it.',
      type: 'final',
    },
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
