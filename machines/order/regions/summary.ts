import { selectionOf } from '../draft';
import { errorOf, orderSetup } from '../setup';

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
      { guard: 'hasSelection', target: '.Pricing', actions: ['requireValidDetails', 'markUnsaved'] },
      { target: '.Incomplete' },
    ],
  },
  states: {
    Idle: { description: 'The summary screen has not been opened yet.' },
    Incomplete: { description: 'No box or no invoicing period in the draft: the view links back to the offer.' },
    Pricing: {
      description: 'The first payment and the monthly price are being priced.',
      tags: ['busy'],
      invoke: {
        id: 'priceSummary',
        src: 'priceSummary',
        // hasSelection guarded the way in, so the selection exists.
        input: ({ context }) => selectionOf(context.draft)!,
        onDone: {
          target: 'Priced',
          actions: [{ type: 'adoptSummary', params: ({ event }) => ({ summary: event.output }) }, { type: 'track', params: { step: 'summary' } }],
        },
        onError: [
          { guard: { type: 'isUnavailable', params: errorOf }, target: 'Unavailable', actions: { type: 'setSummaryFailure', params: errorOf } },
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
