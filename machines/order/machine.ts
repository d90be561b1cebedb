import { initialContext } from './context';
import { detailsRegion } from './regions/details';
import { offerRegion } from './regions/offer';
import { persistenceRegion } from './regions/persistence';
import { placementRegion } from './regions/placement';
import { summaryRegion } from './regions/summary';
import { orderSetup } from './setup';

/**
 * The order draft and the three checkout steps. One region per step, each
 * with its own loading and failure states, so going back and forth between the screens never
 * loses what another step knows; a fifth region writes the draft to storage, debounced.
 * Effects are slots: the calls (actors.ts), `persist`, `goToPayment` and `track`.
 */
export const orderMachine = orderSetup.createMachine({
  id: 'order',
  context: ({ input }) => initialContext(input),
  type: 'parallel',
  on: {
    'start-new': { actions: ['startNew', 'markUnsaved'] },
    // The status page's outcomes are written at once: the visitor often leaves right after them.
    'payment-failed': { actions: ['markPaymentFailed', 'markUnsaved', 'flushNow'] },
    // Paid: nothing of this order is needed again; details are kept in the account now.
    'order-completed': { actions: ['forgetOrder', 'markUnsaved', 'flushNow'] },
  },
  states: {
    offer: offerRegion,
    details: detailsRegion,
    summary: summaryRegion,
    placement: placementRegion,
    persistence: persistenceRegion,
  },
});

export type OrderMachine = typeof orderMachine;
