import { assign, fromPromise, setup } from 'xstate';
import type { OrderStatusResponse } from '@contract/order';
import type { Money } from '@contract/primitives';
import { toFailure, type Failure } from '../shared/failure';
import { outcomeOf } from './outcome';

export type PaymentStep = 'pending' | 'undetermined' | 'succeeded' | 'failed';

export interface PaymentStatusContext {
  orderId: string | null;
  /** The last answer of the status call. */
  status: OrderStatusResponse | null;
  /** Why the last retry could not start a new payment. */
  retryFailure: Failure | null;
}

export type PaymentStatusEvent = { type: 'check-again' } | { type: 'retry-payment' };

type StatusDone = { event: { output: OrderStatusResponse } };
const answer = ({ event }: StatusDone) => ({ status: event.output });
const keepStatus = { type: 'keepStatus', params: answer } as const;
const track = (step: PaymentStep) => ({ type: 'track', params: { step } }) as const;

/**
 * The payment as the visitor sees it after the card gateway: pending while
 * the status is polled every `pollInterval`; undetermined when `undeterminedAfter` passed without
 * a result (the visitor can check again); success with the contract; failure with a retry that
 * leads to a new payment. Analytics hears each step, and the purchase with its value once.
 */
export const paymentStatusMachine = setup({
  types: {
    context: {} as PaymentStatusContext,
    events: {} as PaymentStatusEvent,
    input: {} as { orderId: string | null },
  },
  actors: {
    checkStatus: fromPromise<OrderStatusResponse, { orderId: string }>(async () => {
      throw new Error('paymentStatus: checkStatus was not provided');
    }),
    /** Starts a new payment of the order; answers where the browser goes (the new gateway page). */
    retryPayment: fromPromise<{ url: string }, { orderId: string }>(async () => {
      throw new Error('paymentStatus: retryPayment was not provided');
    }),
  },
  delays: {
    pollInterval: 2_000,
    undeterminedAfter: 60_000,
  },
  actions: {
    track: (_, _params: { step: PaymentStep }) => {},
    /** Once per order (the effect remembers sent orders), so reloading the success page sends nothing. */
    trackPurchase: (_, _params: { orderId: string; value: Money }) => {},
    paymentFailed: () => {},
    orderCompleted: () => {},
    goTo: (_, _params: { url: string }) => {},
    keepStatus: assign((_, params: { status: OrderStatusResponse }) => ({ status: params.status })),
    clearRetryFailure: assign({ retryFailure: null }),
    keepRetryFailure: assign((_, params: { error: unknown }) => ({ retryFailure: toFailure(params.error) })),
  },
  guards: {
    hasOrderId: ({ context }) => context.orderId !== null,
    isPaid: (_, params: { status: OrderStatusResponse }) => outcomeOf(params.status) === 'paid',
    isFailed: (_, params: { status: OrderStatusResponse }) => outcomeOf(params.status) === 'failed',
    /** The server still holds the box for this order: a new payment can start. */
    isRetryable: ({ context }) => context.status?.retryable === true,
    isNotFound: (_, params: { error: unknown }) => toFailure(params.error).status === 404,
  },
}).createMachine({
  id: 'paymentStatus',
  context: ({ input }) => ({ orderId: input.orderId, status: null, retryFailure: null }),
  initial: 'Starting',
  states: {
    Starting: {
      description: 'Reads the order id from the address.',
      always: [{ guard: 'hasOrderId', target: 'Pending' }, { target: 'NotFound' }],
    },
    Pending: {
      description: 'Being processed: the status is polled until it is decided or undeterminedAfter passes.',
      tags: ['pending'],
      entry: track('pending'),
      after: { undeterminedAfter: 'Undetermined' },
      initial: 'Checking',
      states: {
        Checking: {
          description: 'The status of the order is being asked for.',
          invoke: {
            id: 'checkStatus',
            src: 'checkStatus',
            input: ({ context }) => ({ orderId: context.orderId ?? '' }),
            onDone: [
              { guard: { type: 'isPaid', params: answer }, target: '#paymentStatus.Succeeded', actions: keepStatus },
              { guard: { type: 'isFailed', params: answer }, target: '#paymentStatus.Failed', actions: keepStatus },
              { target: 'Waiting', actions: keepStatus },
            ],
            onError: [
              {
                guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
                target: '#paymentStatus.NotFound',
              },
              // A network hiccup is no verdict: ask again at the next interval.
              { target: 'Waiting' },
            ],
          },
        },
        Waiting: {
          description: 'Not decided yet: asked again after pollInterval.',
          after: { pollInterval: 'Checking' },
        },
      },
    },
    Undetermined: {
      description: 'It takes longer than usual; "check again" polls anew.',
      entry: track('undetermined'),
      on: { 'check-again': 'Pending' },
    },
    Succeeded: {
      description: 'Paid and the contract exists; the e-mail carries the contract, the invoice and the lock code.',
      entry: [
        track('succeeded'),
        {
          type: 'trackPurchase',
          params: ({ context }) => ({ orderId: context.status!.orderId, value: context.status!.value }),
        },
        'orderCompleted',
      ],
    },
    Failed: {
      description: 'The payment failed; while the box is still held it can be tried again, else a new order is needed.',
      entry: [track('failed'), 'paymentFailed'],
      on: { 'retry-payment': { guard: 'isRetryable', target: 'RetryingPayment', actions: 'clearRetryFailure' } },
    },
    RetryingPayment: {
      description: 'A new payment of the same order is being started.',
      tags: ['busy'],
      invoke: {
        id: 'retryPayment',
        src: 'retryPayment',
        input: ({ context }) => ({ orderId: context.orderId ?? '' }),
        onDone: {
          target: 'Redirecting',
          actions: { type: 'goTo', params: ({ event }) => ({ url: event.output.url }) },
        },
        onError: {
          target: 'RetryRefused',
          actions: { type: 'keepRetryFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    RetryRefused: {
      description:
        'The new payment could not start: order/hold-expired needs a new order, order/not-retryable a fresh look at the status.',
      on: {
        'retry-payment': { guard: 'isRetryable', target: 'RetryingPayment', actions: 'clearRetryFailure' },
        'check-again': 'Pending',
      },
    },
    Redirecting: { description: 'On the way to the new payment.' },
    NotFound: { description: 'No order id in the address, or no such order.' },
  },
});

export type PaymentStatusMachine = typeof paymentStatusMachine;
