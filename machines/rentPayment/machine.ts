import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../shared/failure';

/** Where a rent's card payment stands, as the status check answers it. */
export interface RentPaymentCheck {
  state: 'PAID' | 'FAILED' | 'PENDING';
  /** The rent's invoice (once paid, the paid invoice); null before it is issued. */
  invoiceId: number | null;
}

export interface RentPaymentContext {
  rentId: number;
  /** Started by the return page (check the payment) rather than by the pay button. */
  returning: boolean;
  /** The last answer of the status check. */
  check: RentPaymentCheck | null;
  /** Why the payment could not start (e.g. paid meanwhile, or a payment already under way). */
  failure: Failure | null;
}

export type RentPaymentEvent = { type: 'pay' } | { type: 'check-again' };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`rentPayment: the ${name} effect was not provided`);
};

type Checked = { event: { output: RentPaymentCheck } };
const checkOf = ({ event }: Checked) => ({ check: event.output });

/**
 * Paying one rent by card. From My rents: the payment is started (with the address the gateway
 * returns to) and the browser goes to the gateway. Back on our return page: the status is checked
 * every `pollInterval` until it is paid or failed; after `takingLongerAfter` the page says so and the
 * customer checks again by hand. A failed payment can be tried again.
 */
export const rentPaymentMachine = setup({
  types: {
    context: {} as RentPaymentContext,
    events: {} as RentPaymentEvent,
    input: {} as { rentId: number; returning: boolean },
  },
  actors: {
    startPayment: fromPromise<{ url: string }, { rentId: number }>(notProvided('startPayment')),
    checkPayment: fromPromise<RentPaymentCheck, { rentId: number }>(notProvided('checkPayment')),
  },
  delays: { pollInterval: 2_000, takingLongerAfter: 60_000 },
  actions: {
    goTo: (_, _params: { url: string }) => {},
    keepCheck: assign((_, params: { check: RentPaymentCheck }) => ({ check: params.check })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    isReturning: (_, params: { returning: boolean }) => params.returning,
    isPaid: (_, params: { check: RentPaymentCheck }) => params.check.state === 'PAID',
    isFailed: (_, params: { check: RentPaymentCheck }) => params.check.state === 'FAILED',
  },
}).createMachine({
  id: 'rentPayment',
  context: ({ input }) => ({ rentId: input.rentId, returning: input.returning, check: null, failure: null }),
  initial: 'Entering',
  states: {
    Entering: {
      description: 'Chooses by where it runs: the pay button waits, the return page checks the payment.',
      always: [
        {
          guard: { type: 'isReturning', params: ({ context }) => ({ returning: context.returning }) },
          target: 'Polling',
        },
        { target: 'Idle' },
      ],
    },
    Idle: { description: 'The rent is unpaid; the pay button starts a card payment.', on: { pay: 'Starting' } },
    Starting: {
      description: 'The card payment is being started.',
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'startPayment',
        src: 'startPayment',
        input: ({ context }) => ({ rentId: context.rentId }),
        onDone: {
          target: 'Redirecting',
          actions: { type: 'goTo', params: ({ event }) => ({ url: event.output.url }) },
        },
        onError: {
          target: 'StartFailed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    StartFailed: {
      description: 'The payment could not start; the message says why and the customer can try again.',
      on: { pay: 'Starting' },
    },
    Redirecting: { description: 'On the way to the card gateway.', tags: ['busy'] },
    Polling: {
      description: 'Back from the gateway: the payment is checked until it is decided or takingLongerAfter passes.',
      after: { takingLongerAfter: 'TakingLonger' },
      initial: 'Checking',
      states: {
        Checking: {
          description: 'The payment status is being asked for.',
          tags: ['busy'],
          invoke: {
            id: 'checkPayment',
            src: 'checkPayment',
            input: ({ context }) => ({ rentId: context.rentId }),
            onDone: [
              {
                guard: { type: 'isPaid', params: checkOf },
                target: '#rentPayment.Paid',
                actions: { type: 'keepCheck', params: checkOf },
              },
              {
                guard: { type: 'isFailed', params: checkOf },
                target: '#rentPayment.Failed',
                actions: { type: 'keepCheck', params: checkOf },
              },
              { target: 'Waiting', actions: { type: 'keepCheck', params: checkOf } },
            ],
            // A network hiccup is no verdict: ask again at the next interval.
            onError: 'Waiting',
          },
        },
        Waiting: {
          description: 'Not decided yet: asked again after pollInterval.',
          after: { pollInterval: 'Checking' },
        },
      },
    },
    TakingLonger: {
      description: 'It takes longer than usual; the customer can check again.',
      on: { 'check-again': 'Polling' },
    },
    Paid: { description: 'Paid: the invoice can be downloaded.', type: 'final' },
    Failed: { description: 'The payment failed; the customer can try again.', on: { pay: 'Starting' } },
  },
});

export type RentPaymentMachine = typeof rentPaymentMachine;
