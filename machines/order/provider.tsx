import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import { createActor, fromPromise, type Actor } from 'xstate';
import { inspect } from '../inspect';
import type { OrderInput } from './context';
import type { OrderEffects } from './effects';
import { orderMachine } from './machine';
import type { OrderSnapshot } from './selectors';
import { draftClock } from './setup';

export type { OrderEffects } from './effects';

export function provideOrderMachine(effects: OrderEffects) {
  return orderMachine.provide({
    actors: {
      loadOffer: fromPromise(({ input }) => effects.loadOffer(input.boxId, input.voucherToken, input.heldOrderId)),
      priceSummary: fromPromise(({ input }) => effects.priceSummary(input)),
      verifyDetails: fromPromise(({ input }) => effects.verifyDetails(input)),
      // The refill judges the profile's details at once: their rules load with the profile (a
      // failed load leaves them unjudged, shown with the details step's own checks).
      loadProfile: fromPromise(
        async () => (await Promise.all([effects.loadProfile(), effects.loadDetailsRules().catch(() => null)]))[0],
      ),
      loadDetailsRules: fromPromise(() => effects.loadDetailsRules()),
      placeOrder: fromPromise(({ input }) => effects.placeOrder(input)),
      loadOrderStatus: fromPromise(({ input }) => effects.loadOrderStatus(input)),
      resumePayment: fromPromise(({ input }) => effects.resumePayment(input)),
      cancelOrder: fromPromise(({ input }) => effects.cancelOrder(input)),
    },
    actions: {
      persist: (_, { draft }) => effects.writeDraft(draft),
      goToPayment: (_, { url }) => effects.goToPayment(url),
      track: (_, { step }) => effects.trackStep(step),
      ...draftClock(effects.now),
    },
  });
}

export type OrderActor = Actor<typeof orderMachine>;

/**
 * A running order machine. The app keeps one for the page's lifetime (src/features/order/OrderSlot.tsx),
 * so the three steps share it while the visitor moves between them (and to the login and back).
 */
export function startOrderActor(effects: OrderEffects, input: OrderInput): OrderActor {
  return createActor(provideOrderMachine(effects), { input, inspect }).start();
}

export const OrderActorContext = createContext<OrderActor | null>(null);

export function useOrderActor(): OrderActor {
  const actor = useContext(OrderActorContext);
  if (!actor) throw new Error('useOrderActor outside an order provider');
  return actor;
}

/** Reads the order machine in a view: `useOrder(selectOffer)`. */
export function useOrder<T>(selector: (snapshot: OrderSnapshot) => T): T {
  return useSelector(useOrderActor(), selector);
}
