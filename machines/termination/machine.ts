import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { CancellationRequest } from '@contract/rental';
import { toFailure, type Failure } from '../shared/failure';

/** What the form needs before it can be shown: the earliest last day, and whether notice was already given. */
export interface TerminationStart {
  firstDay: string;
  wasRequested: boolean;
}

export interface TerminationContext {
  contractId: number;
  /** The earliest day the contract can end (the date input's minimum). */
  firstDay: string | null;
  /** The last day the customer asked for, once the request went through. */
  requestedDay: string | null;
  failure: Failure | null;
}

export type TerminationEvent = { type: 'submit'; request: CancellationRequest } | { type: 'retry' };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`termination: the ${name} effect was not provided`);
};

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
/** Sending remembers the chosen day, so the success view can name it. */
const send = {
  target: 'Submitting',
  actions: {
    type: 'keepRequestedDay',
    params: ({ event }: { event: { request: CancellationRequest } }) => ({ day: event.request.day }),
  },
} as const;
const hasCode = (error: unknown, code: string) => toFailure(error).code === code;

/**
 * Giving notice on a contract: the earliest day and any pending request are loaded first; the
 * customer picks the last day, the reasons and a note; a request still pending, unpaid invoices and
 * field problems are refusals the view explains. The server decides; the form only helps.
 */
export const terminationMachine = setup({
  types: { context: {} as TerminationContext, events: {} as TerminationEvent, input: {} as { contractId: number } },
  actors: {
    loadStart: fromPromise<TerminationStart, { contractId: number }>(notProvided('loadStart')),
    requestCancellation: fromPromise<boolean, { contractId: number; request: CancellationRequest }>(
      notProvided('requestCancellation'),
    ),
  },
  actions: {
    keepFirstDay: assign((_, params: { firstDay: string }) => ({ firstDay: params.firstDay, failure: null })),
    keepRequestedDay: assign((_, params: { day: string }) => ({ requestedDay: params.day })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    wasRequested: (_, params: { start: TerminationStart }) => params.start.wasRequested,
    unpaidInvoices: (_, params: { error: unknown }) => hasCode(params.error, 'cancelContract/unpaid-invoices'),
    alreadyRequested: (_, params: { error: unknown }) => hasCode(params.error, 'cancellation/already-requested'),
  },
}).createMachine({
  id: 'termination',
  context: ({ input }) => ({ contractId: input.contractId, firstDay: null, requestedDay: null, failure: null }),
  initial: 'Loading',
  states: {
    Loading: {
      description: 'The earliest possible last day and whether notice was already given are being loaded.',
      tags: ['busy'],
      invoke: {
        id: 'loadStart',
        src: 'loadStart',
        input: ({ context }) => ({ contractId: context.contractId }),
        onDone: [
          {
            guard: { type: 'wasRequested', params: ({ event }) => ({ start: event.output }) },
            target: 'AlreadyRequested',
          },
          {
            target: 'Editing',
            actions: { type: 'keepFirstDay', params: ({ event }) => ({ firstDay: event.output.firstDay }) },
          },
        ],
        onError: { target: 'LoadFailed', actions: { type: 'keepFailure', params: errorOf } },
      },
    },
    LoadFailed: {
      description: 'The form could not be prepared (e.g. no such contract); the customer can try again.',
      on: { retry: 'Loading' },
    },
    Editing: { description: 'The customer picks the last day, the reasons and a note.', on: { submit: send } },
    Submitting: {
      description: 'The request is being sent.',
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'requestCancellation',
        src: 'requestCancellation',
        input: ({ context, event }) => {
          assertEvent(event, 'submit');
          return { contractId: context.contractId, request: event.request };
        },
        onDone: 'Requested',
        onError: [
          {
            guard: { type: 'unpaidInvoices', params: errorOf },
            target: 'UnpaidInvoices',
            actions: { type: 'keepFailure', params: errorOf },
          },
          { guard: { type: 'alreadyRequested', params: errorOf }, target: 'AlreadyRequested' },
          { target: 'Failed', actions: { type: 'keepFailure', params: errorOf } },
        ],
      },
    },
    Requested: { description: 'Notice is given: the contract ends on the chosen day.', type: 'final' },
    AlreadyRequested: {
      description: 'Notice was given before and is being processed; nothing more to send.',
      type: 'final',
    },
    UnpaidInvoices: {
      description:
        'Refused while invoices are unpaid: the way to My rents is shown; after paying the customer can send again.',
      on: { submit: send },
    },
    Failed: {
      description:
        'Refused or not sent: the messages stand next to the fields or above the form, which keeps what was typed.',
      on: { submit: send },
    },
  },
});

export type TerminationMachine = typeof terminationMachine;
