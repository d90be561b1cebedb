import { heldOrderIdFor } from '../draft';
import { errorOf, orderSetup } from '../setup';

const failed = [
  {
    guard: { type: 'isUnavailable', params: errorOf },
    target: 'Unavailable',
    actions: { type: 'setOfferFailure', params: errorOf },
  },
  { target: 'Failed', actions: { type: 'setOfferFailure', params: errorOf } },
] as const;

/**
 * Step 1, the offer (/order/first): periods with prices, insurance options, the voucher check.
 * Choosing a period or insurance only edits the draft; a voucher asks the server again, because
 * the discount changes every first payment.
 */
export const offerRegion = orderSetup.createStateConfig({
  description: 'Step 1: the offer for the draft’s box, with period, insurance and voucher choices.',
  initial: 'Idle',
  on: {
    'offer-opened': [
      { guard: 'isOtherBox', target: '.Loading', actions: ['startNew', 'markUnsaved', 'requestBox'] },
      { target: '.Loading', actions: 'requestBox' },
    ],
  },
  states: {
    Idle: { description: 'The offer screen has not been opened in this tab yet.' },
    Loading: {
      description: 'The offer for the draft’s box is loading (with the draft’s voucher, if any).',
      tags: ['busy'],
      invoke: {
        id: 'loadOffer',
        src: 'loadOffer',
        input: ({ context }) => ({
          boxId: context.requestedBoxId ?? 0,
          voucherToken: context.draft.voucherToken,
          heldOrderId: heldOrderIdFor(context.draft, context.requestedBoxId),
        }),
        onDone: {
          target: 'Ready',
          actions: [
            { type: 'adoptOffer', params: ({ event }) => ({ offer: event.output }) },
            'markUnsaved',
            { type: 'track', params: { step: 'offer' } },
          ],
        },
        onError: failed,
      },
    },
    Ready: {
      description: 'The offer is shown; period, insurance and voucher can be chosen.',
      on: {
        'period-chosen': {
          actions: [{ type: 'choosePeriod', params: ({ event }) => ({ period: event.period }) }, 'markUnsaved'],
        },
        'insurance-chosen': {
          actions: [
            { type: 'chooseInsurance', params: ({ event }) => ({ insuranceId: event.insuranceId }) },
            'markUnsaved',
          ],
        },
        'voucher-applied': 'CheckingVoucher',
        'voucher-removed': 'CheckingVoucher',
      },
    },
    CheckingVoucher: {
      description: 'The offer is priced again with the typed voucher (or without it, when removed).',
      tags: ['busy'],
      invoke: {
        id: 'checkVoucher',
        src: 'loadOffer',
        input: ({ context, event }) => ({
          boxId: context.requestedBoxId ?? 0,
          voucherToken: event.type === 'voucher-applied' ? event.token : null,
          heldOrderId: heldOrderIdFor(context.draft, context.requestedBoxId),
        }),
        onDone: {
          target: 'Ready',
          actions: [{ type: 'adoptOffer', params: ({ event }) => ({ offer: event.output }) }, 'markUnsaved'],
        },
        onError: failed,
      },
    },
    Unavailable: {
      description:
        'Box/is-taken, Order/Box-not-active, Order/Warehouse-deactivated or no such box: back to the warehouse.',
    },
    Failed: {
      description: 'The offer could not be loaded (network, server error); it can be tried again.',
      on: { 'offer-retry': 'Loading' },
    },
  },
});
