import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { OrderStatusResponse, PlacedOrder } from '../../contract/order';
import type { Money } from '../../contract/primitives';
import { inspect } from '../inspect';
import { paymentStatusMachine, type PaymentStep } from './machine';

/** The status page's effects: the contract client and the browser in the app, fakes in tests and stories. */
export interface PaymentStatusEffects {
  checkStatus: (orderId: string) => Promise<OrderStatusResponse>;
  retryPayment: (orderId: string) => Promise<PlacedOrder>;
  goTo: (url: string) => void;
  track: (step: PaymentStep, orderId: string | null) => void;
  /** Must send once per order however often it is called (the browser effect remembers in storage). */
  trackPurchase: (orderId: string, value: Money) => void;
  /** The order draft hears the outcome: paymentFailed, or done with. */
  paymentFailed: () => void;
  orderCompleted: () => void;
}

export function providePaymentStatusMachine(effects: PaymentStatusEffects) {
  return paymentStatusMachine.provide({
    actors: {
      checkStatus: fromPromise(({ input }) => effects.checkStatus(input.orderId)),
      retryPayment: fromPromise(async ({ input }) => ({ url: (await effects.retryPayment(input.orderId)).paymentUrl })),
    },
    actions: {
      track: ({ context }, { step }) => effects.track(step, context.orderId),
      trackPurchase: (_, { orderId, value }) => effects.trackPurchase(orderId, value),
      paymentFailed: () => effects.paymentFailed(),
      orderCompleted: () => effects.orderCompleted(),
      goTo: (_, { url }) => effects.goTo(url),
    },
  });
}

export const PaymentStatusContext = createActorContext(paymentStatusMachine);

/**
 * Runs the payment-status machine for one order; mount with `key={orderId}` to follow another.
 * `delays` lets stories and tests shorten the poll interval and the undetermined timeout.
 */
export function PaymentStatusProvider({
  orderId,
  effects,
  delays,
  children,
}: {
  orderId: string | null;
  effects: PaymentStatusEffects;
  delays?: { pollInterval?: number; undeterminedAfter?: number };
  children: ReactNode;
}) {
  const [logic] = useState(() => providePaymentStatusMachine(effects).provide({ delays: { ...delays } }));
  return (
    <PaymentStatusContext.Provider logic={logic} options={{ input: { orderId }, inspect }}>
      {children}
    </PaymentStatusContext.Provider>
  );
}
