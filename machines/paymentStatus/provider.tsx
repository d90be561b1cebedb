import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../inspect';
import type { PaymentStatusEffects } from './effects';
import { paymentStatusMachine } from './machine';

export type { PaymentStatusEffects } from './effects';

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
