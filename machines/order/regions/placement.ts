import { selectionOf, validDetailsOf } from '../draft';
import { errorOf, orderSetup, persistDraft } from '../setup';

/** What the summary can do: place the order, or pay or give up the order that already holds the box. */
const heldOrderChoices = {
  'order-placed': { guard: 'canStartPlacing', target: 'CheckingDetails', actions: 'keepPlaceRequest' },
  'held-order-paid': { guard: 'canPayHeld', target: 'Resuming' },
  'held-order-cancelled': { guard: 'canCancelHeld', target: 'CancellingHeld' },
} as const;

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
      on: heldOrderChoices,
    },
    CheckingDetails: {
      description: 'Pay was pressed: the rules the details are judged by load (on demand) before the order is sent.',
      tags: ['busy'],
      invoke: {
        id: 'loadDetailsRules',
        src: 'loadDetailsRules',
        onDone: [
          { guard: 'canPlace', target: 'Placing' },
          // Details verified by an older release that its rules now refuse: the summary's view sends
          // the visitor to the details step, which opens with every problem shown.
          { target: 'Idle', actions: ['requireValidDetails', 'markUnsaved'] },
        ],
        // The rules could not be fetched (offline): said as any failed call is; Pay tries again.
        onError: { target: 'Failed', actions: { type: 'setPlaceFailure', params: errorOf } },
      },
    },
    Placing: {
      description: 'The order is being placed.',
      tags: ['busy'],
      entry: ['startPlacing', 'markUnsaved'],
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({
          signedIn: context.signedIn,
          selection: selectionOf(context.draft)!,
          invoicingDetails: validDetailsOf(context.draft.invoicingDetails)!,
          ...context.placeRequest!,
        }),
        onDone: {
          target: 'Redirecting',
          actions: [
            { type: 'rememberPlacedOrder', params: ({ event }) => ({ placed: event.output }) },
            persistDraft,
            { type: 'track', params: { step: 'payment' } },
            { type: 'goToPayment', params: ({ event }) => ({ url: event.output.paymentUrl }) },
          ],
        },
        onError: { target: 'Failed', actions: { type: 'setPlaceFailure', params: errorOf } },
      },
    },
    Resuming: {
      description: 'The held order is being paid: its open card page again, or a new payment after a decline.',
      tags: ['busy'],
      invoke: {
        id: 'resumePayment',
        src: 'resumePayment',
        input: ({ context }) => context.heldOrder!.orderId,
        onDone: {
          target: 'Redirecting',
          actions: [
            persistDraft,
            { type: 'track', params: { step: 'payment' } },
            { type: 'goToPayment', params: ({ event }) => ({ url: event.output.paymentUrl }) },
          ],
        },
        onError: [
          // The hold ended meanwhile: the box may be free again, so the summary is priced as new.
          {
            guard: { type: 'isHoldOver', params: errorOf },
            target: 'Failed',
            actions: [
              { type: 'setPlaceFailure', params: errorOf },
              'forgetPlacedOrder',
              'markUnsaved',
              'reopenSummary',
            ],
          },
          { target: 'Failed', actions: { type: 'setPlaceFailure', params: errorOf } },
        ],
      },
    },
    CancellingHeld: {
      description: 'The held order is being given up so the box can be ordered with the terms now chosen.',
      tags: ['busy'],
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => context.heldOrder!.orderId,
        onDone: { target: 'Idle', actions: ['forgetPlacedOrder', 'markUnsaved', 'reopenSummary'] },
        onError: { target: 'Failed', actions: { type: 'setPlaceFailure', params: errorOf } },
      },
    },
    Redirecting: { description: 'Placed: the browser is on its way to the card gateway.' },
    Failed: {
      description: 'Refused (box taken meanwhile, invalid input) or not reached; it can be sent again.',
      on: heldOrderChoices,
    },
  },
});
