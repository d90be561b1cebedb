import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../inspect';
import type { RentPaymentEffects } from './effects';
import { rentPaymentMachine } from './machine';

export type { RentPaymentEffects } from './effects';

export function provideRentPaymentMachine(effects: RentPaymentEffects) {
  return rentPaymentMachine.provide({
    actors: {
      startPayment: fromPromise(({ input }) => effects.startPayment(input.rentId)),
      checkPayment: fromPromise(({ input }) => effects.checkPayment(input.rentId)),
    },
    actions: { goTo: (_, { url }) => effects.goTo(url) },
  });
}

export const RentPaymentContext = createActorContext(rentPaymentMachine);

export interface RentPaymentDelays {
  pollInterval?: number;
  takingLongerAfter?: number;
}

/**
 * Runs the payment of one rent: `returning` on the return page (checks the payment), otherwise
 * behind a pay button. `delays` lets stories and tests shorten the poll and the patience.
 */
export function RentPaymentProvider({
  rentId,
  returning,
  effects,
  delays,
  children,
}: {
  rentId: number;
  returning: boolean;
  effects: RentPaymentEffects;
  delays?: RentPaymentDelays;
  children: ReactNode;
}) {
  const [logic] = useState(() => provideRentPaymentMachine(effects).provide({ delays: { ...delays } }));
  return (
    <RentPaymentContext.Provider logic={logic} options={{ input: { rentId, returning }, inspect }}>
      {children}
    </RentPaymentContext.Provider>
  );
}
