import { selectionOf, validDetailsOf } from '../draft';
import { errorOf, orderSetup, persistDraft } from '../setup';

/**
 * Placing the order from the summary: with the session's token, or anonymously (the account is
 * created from the details). The answer's paymentUrl is where the browser goes next; the draft is
 * written first, because the page is about to be left.
 */
export const placementRegion = orderSetup.createStateConfig({
  description: 'Placing the order and leaving for the card gateway.',
  initial: 'Idle',
  states: {
    Idle: {
      description: 'Nothing placed in this visit of the summary.',
      on: { 'order-placed': { guard: 'canPlace', target: 'Placing' } },
    },
    Placing: {
      description: 'The order is being placed.',
      tags: ['busy'],
      entry: ['startPlacing', 'markUnsaved'],
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context, event }) => {
          if (event.type !== 'order-placed') throw new Error('placeOrder started without order-placed');
          return {
            signedIn: context.signedIn,
            selection: selectionOf(context.draft)!,
            invoicingDetails: validDetailsOf(context.draft.invoicingDetails)!,
            consents: event.consents,
            language: event.language,
            returnUrl: event.returnUrl,
          };
        },
        onDone: {
          target: 'Redirecting',
          actions: [persistDraft, { type: 'track', params: { step: 'payment' } }, { type: 'goToPayment', params: ({ event }) => ({ url: event.output.paymentUrl }) }],
        },
        onError: { target: 'Failed', actions: { type: 'setPlaceFailure', params: errorOf } },
      },
    },
    Redirecting: { description: 'Placed: the browser is on its way to the card gateway.' },
    Failed: {
      description: 'Refused (box taken meanwhile, invalid input) or not reached; it can be sent again.',
      on: { 'order-placed': { guard: 'canPlace', target: 'Placing' } },
    },
  },
});
