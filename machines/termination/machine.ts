import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { CancellationRequest } from '@contract/rental';
import { toFailure, type Failure } from '../shared/failure';

/**
 * What the form needs before it can be shown: the earliest last day, the last paid day of the
 * contract (null before any rent is paid), and whether notice was already given.
 */
export interface TerminationStart {
  firstDay: string;
  paidThrough: string | null;
  wasRequested: boolean;
}

/** The day after a `YYYY-MM-DD` day, in calendar arithmetic. */
function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * The paid days that a last day gives up, or null when it gives up none: rent already paid for days
 * after the last day is not refunded, so a day before the paid-through day gives up the days from
 * the one after it to the paid-through day.
 */
export function forfeitedDays(day: string, paidThrough: string | null): { from: string; to: string } | null {
  return day && paidThrough && day < paidThrough ? { from: dayAfter(day), to: paidThrough } : null;
}

export interface TerminationContext {
  contractId: number;
  /** The earliest day the contract can end (the date input's minimum). */
  firstDay: string | null;
  /** The last day of the latest paid rent: a last day before it gives up paid rent. */
  paidThrough: string | null;
  /** The last day the customer asked for, once the request went through. */
  requestedDay: string | null;
  failure: Failure | null;
}

export type TerminationEvent = { type: 'submit'; request: CancellationRequest } | { type: 'retry' };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`termination: the ${name} effect was not provided`);
};

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
/**
 * Sending remembers the chosen day, so the success view can name it. A day that gives up paid rent
 * is sent only with the customer's acknowledgement; without it the submit is ignored.
 */
const send = {
  guard: {
    type: 'acknowledged',
    params: ({ event }: { event: { request: CancellationRequest } }) => ({ request: event.request }),
  },
  target: 'Submitting',
  actions: {
    type: 'keepRequestedDay',
    params: ({ event }: { event: { request: CancellationRequest } }) => ({ day: event.request.day }),
  },
} as const;
const hasCode = (error: unknown, code: string) => toFailure(error).code === code;

/**
 * Giving notice on a contract: the earliest day, the paid-through day and any pending request are
 * loaded first; the customer picks the last day, the reasons and a note, and accepts that rent paid
 * for days after the last day is not refunded when there are such days; a request still pending,
 * unpaid invoices and field problems are refusals the view explains. The server decides; the form
 * only helps.
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
    keepStart: assign((_, params: { start: TerminationStart }) => ({
      firstDay: params.start.firstDay,
      paidThrough: params.start.paidThrough,
    })),
    keepRequestedDay: assign((_, params: { day: string }) => ({ requestedDay: params.day })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    wasRequested: (_, params: { start: TerminationStart }) => params.start.wasRequested,
    acknowledged: ({ context }, params: { request: CancellationRequest }) =>
      !forfeitedDays(params.request.day, context.paidThrough) || params.request.acknowledgeForfeit === true,
    forfeitNotAcknowledged: (_, params: { error: unknown }) =>
      hasCode(params.error, 'cancellation/forfeit-not-acknowledged'),
    unpaidInvoices: (_, params: { error: unknown }) => hasCode(params.error, 'cancelContract/unpaid-invoices'),
    alreadyRequested: (_, params: { error: unknown }) => hasCode(params.error, 'cancellation/already-requested'),
  },
}).createMachine({
  id: 'termination',
  context: ({ input }) => ({
    contractId: input.contractId,
    firstDay: null,
    paidThrough: null,
    requestedDay: null,
    failure: null,
  }),
  initial: 'Loading',
  states: {
    Loading: {
      description:
        'The earliest possible last day, the paid-through day and whether notice was already given are being loaded.',
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
            actions: [{ type: 'keepStart', params: ({ event }) => ({ start: event.output }) }, 'clearFailure'],
          },
        ],
        onError: { target: 'LoadFailed', actions: { type: 'keepFailure', params: errorOf } },
      },
    },
    LoadFailed: {
      description: 'The form could not be prepared (e.g. no such contract); the customer can try again.',
      on: { retry: 'Loading' },
    },
    Editing: {
      description:
        'The customer picks the last day, the reasons and a note; a day before the paid-through day needs their acknowledgement that the paid rent after it is not refunded.',
      on: { submit: send },
    },
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
          {
            guard: { type: 'forfeitNotAcknowledged', params: errorOf },
            target: 'Rechecking',
            actions: { type: 'keepFailure', params: errorOf },
          },
          { target: 'Failed', actions: { type: 'keepFailure', params: errorOf } },
        ],
      },
    },
    Rechecking: {
      description:
        'Refused because the day gives up paid rent the form did not know of (a rent was paid since it loaded): the paid-through day is loaded again, so the form names the days not refunded and asks to accept them.',
      tags: ['busy'],
      invoke: {
        id: 'recheck',
        src: 'loadStart',
        input: ({ context }) => ({ contractId: context.contractId }),
        onDone: [
          {
            guard: { type: 'wasRequested', params: ({ event }) => ({ start: event.output }) },
            target: 'AlreadyRequested',
          },
          { target: 'Failed', actions: { type: 'keepStart', params: ({ event }) => ({ start: event.output }) } },
        ],
        onError: 'Failed',
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
