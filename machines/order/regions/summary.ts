import { selectionOf } from '../draft';
import type { OrderContext } from '../context';
import { errorOf, orderSetup } from '../setup';

const statusOf = ({ event }: { event: { output: import('@contract/order').OrderStatusResponse } }) => ({
  status: event.output,
});

/** The selection to price; with the held order's reference, the box it holds is not "taken". */
const summaryRequestOf = (context: OrderContext) => ({
  ...selectionOf(context.draft)!,
  ...(context.heldOrder ? { heldOrderId: context.heldOrder.orderId } : {}),
});

/**
 * Step 3, the summary (/order/summary): the server prices the draft's selection. The browser never
 * computes money; it shows the lines and sums it is given.
 */
export const summaryRegion = orderSetup.createStateConfig({
  description: 'Step 3: the server’s pricing of the draft’s selection.',
  initial: 'Idle',
  on: {
    // Details that are not verified send the visitor back, where every problem is shown at once.
    'summary-opened': [
      { guard: 'hasPlacedOrder', target: '.CheckingPlacedOrder', actions: ['requireValidDetails', 'markUnsaved'] },
      { guard: 'hasSelection', target: '.Pricing', actions: ['requireValidDetails', 'markUnsaved'] },
      { target: '.Incomplete' },
    ],
  },
  states: {
    Idle: { description: 'The summary screen has not been opened yet.' },
    Incomplete: { description: 'No box or no invoicing period in the draft: the view links back to the offer.' },
    CheckingPlacedOrder: {
      description:
        'The draft was placed before (the visitor came back from the card page): does that order still hold the box?',
      tags: ['busy'],
      invoke: {
        id: 'loadOrderStatus',
        src: 'loadOrderStatus',
        input: ({ context }) => context.draft.placedOrder!.orderId,
        onDone: [
          {
            guard: { type: 'isHeld', params: statusOf },
            target: 'Pricing',
            actions: { type: 'adoptHeldOrder', params: statusOf },
          },
          {
            guard: { type: 'isPaid', params: statusOf },
            target: 'PlacedOrderPaid',
            actions: { type: 'adoptHeldOrder', params: statusOf },
          },
          // Given up or expired: the box is free again (or someone else's), priced as a new order.
          { target: 'Pricing', actions: ['forgetPlacedOrder', 'markUnsaved'] },
        ],
        onError: [
          {
            guard: { type: 'isNotFound', params: errorOf },
            target: 'Pricing',
            actions: ['forgetPlacedOrder', 'markUnsaved'],
          },
          { target: 'Failed', actions: { type: 'setSummaryFailure', params: errorOf } },
        ],
      },
    },
    PlacedOrderPaid: {
      description: 'The order placed from this draft is paid already: the view links to its status page.',
    },
    Pricing: {
      description: 'The first payment and the monthly price are being priced.',
      tags: ['busy'],
      invoke: {
        id: 'priceSummary',
        src: 'priceSummary',
        // hasSelection guarded the way in, so the selection exists.
        input: ({ context }) => summaryRequestOf(context),
        onDone: {
          target: 'Priced',
          actions: [
            { type: 'adoptSummary', params: ({ event }) => ({ summary: event.output }) },
            { type: 'track', params: { step: 'summary' } },
          ],
        },
        onError: [
          {
            guard: { type: 'isUnavailable', params: errorOf },
            target: 'Unavailable',
            actions: { type: 'setSummaryFailure', params: errorOf },
          },
          { target: 'Failed', actions: { type: 'setSummaryFailure', params: errorOf } },
        ],
      },
    },
    Priced: { description: 'Lines, totals, monthly price and the consents are shown.' },
    Unavailable: { description: 'The box was taken or deactivated meanwhile.' },
    Failed: {
      description: 'Pricing failed (network, server error); it can be tried again.',
      on: { 'summary-opened': 'Pricing' },
    },
  },
});
