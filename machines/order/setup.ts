import { assign, emit, raise, setup } from 'xstate';
import type { OrderOffer, OrderStatusResponse, OrderSummary, PlacedOrder } from '@contract/order';
import type { Profile } from '@contract/profile';
import { toFailure } from '../shared/failure';
import { orderActors } from './actors';
import type { OrderContext, OrderInput } from './context';
import {
  detailsReady,
  detailsVerified,
  emptyDraft,
  refillFromProfile,
  sameAsPlaced,
  selectionOf,
  startNew,
  validDetailsOf,
  type DraftInvoicingDetails,
  type OrderDraft,
} from './draft';
import type { OrderEmitted, OrderEvent, Period } from './events';
import { detailsFailure, isUnavailable } from './failure';

/** Checkout steps reported to analytics (the app pushes them to the data layer). */
export type CheckoutStep = 'offer' | 'details' | 'summary' | 'payment';

type Ctx = { context: OrderContext };

const draftOf = ({ context }: Ctx) => context.draft;

/** A selection and no held order of this draft: Pay may start (`canStartPlacing`, `canPlace`). */
const mayStartPlacing = ({ context }: Ctx) => selectionOf(context.draft) !== null && context.heldOrder === null;

/** The params of an action or guard that reads an actor's rejection. */
export const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** The draft after the profile arrived: its details, valid or shown with their problems at once. */
function refilledDraft(context: OrderContext, profile: Profile): OrderDraft {
  const details = refillFromProfile(context.draft.invoicingDetails, profile, context.countryCode);
  const valid = validDetailsOf(details) !== null;
  const { draft } = context;
  return {
    ...draft,
    invoicingDetails: details,
    invoicingDetailsValid: valid,
    forceValidate: !valid,
    version: draft.version + 1,
    detailsOwner: profile.contact.email,
  };
}

/** The draft after the offer arrived: choices the offer no longer has are dropped. */
function adoptOffer(draft: OrderDraft, offer: OrderOffer): OrderDraft {
  const periods = offer.periods.map((p) => p.periodInMonths);
  const insurances = offer.insuranceOptions.map((o) => o.id);
  return {
    ...draft,
    box: offer.box,
    warehouseId: offer.warehouse.id,
    invoicing: draft.invoicing !== null && periods.includes(draft.invoicing) ? draft.invoicing : null,
    insurance: draft.insurance !== null && insurances.includes(draft.insurance) ? draft.insurance : null,
    voucherToken: offer.voucher?.valid ? offer.voucher.token : null,
  };
}

/**
 * Types, named effects, guards and delays of the order machine, shared by its region files
 * (regions/*.ts) through `createStateConfig`.
 */
export const orderSetup = setup({
  types: {
    context: {} as OrderContext,
    events: {} as OrderEvent,
    emitted: {} as OrderEmitted,
    input: {} as OrderInput,
  },
  actors: orderActors,
  delays: {
    /** Typing is not written on every keystroke: once the draft has been still this long. */
    persistAfter: 500,
  },
  actions: {
    /** Dates a new draft by the clock: the provider fills it (`draftClock`), as it fills the calls. */
    startNew: (_, _params: undefined) => {},
    /** Paid: a fresh draft, dated by the clock (`draftClock`), and nothing of the old offer or summary. */
    forgetOrder: (_, _params: undefined) => {},
    persist: (_, _params: { draft: OrderDraft }) => {},
    /** Leaves the app for the card gateway. */
    goToPayment: (_, _params: { url: string }) => {},
    track: (_, _params: { step: CheckoutStep }) => {},
    markUnsaved: raise({ type: 'draft-changed' }),
    flushNow: raise({ type: 'flush' }),
    requestBox: assign({ requestedBoxId: ({ event }) => (event.type === 'offer-opened' ? event.boxId : null) }),
    adoptOffer: assign(({ context }, params: { offer: OrderOffer }) => ({
      offer: params.offer,
      voucherCheck: params.offer.voucher,
      offerFailure: null,
      draft: adoptOffer(context.draft, params.offer),
    })),
    adoptSession: assign(({ event, context }) =>
      event.type === 'session-changed' ? { signedIn: event.signedIn, user: event.user } : context,
    ),
    requireValidDetails: assign({
      draft: ({ context }) => ({ ...context.draft, forceValidate: !detailsVerified(context.draft) }),
    }),
    markDetailsVerified: assign({
      draft: ({ context }) => ({ ...context.draft, invoicingDetailsValid: true, forceValidate: false }),
      detailsFailure: null,
    }),
    announceVerified: emit({ type: 'details-verified' as const }),
    setOfferFailure: assign({ offerFailure: (_, params: { error: unknown }) => toFailure(params.error) }),
    choosePeriod: assign(({ context }, params: { period: Period }) => ({
      draft: { ...context.draft, invoicing: params.period },
    })),
    chooseInsurance: assign(({ context }, params: { insuranceId: number | null }) => ({
      draft: { ...context.draft, insurance: params.insuranceId },
    })),
    /** Edited details are invalid until verified again. */
    editDetails: assign(({ context }, params: { details: DraftInvoicingDetails }) => ({
      draft: { ...context.draft, invoicingDetails: params.details, invoicingDetailsValid: false },
    })),
    /** Signed in: the browser's check of the schema is enough, `markDetailsVerified` follows. */
    keepDetails: assign(({ context }, params: { details: DraftInvoicingDetails }) => ({
      draft: { ...context.draft, invoicingDetails: params.details },
    })),
    setDetailsFailure: assign((_, params: { error: unknown }) => ({ detailsFailure: detailsFailure(params.error) })),
    refillDetails: assign(({ context }, params: { profile: Profile }) => ({
      draft: refilledDraft(context, params.profile),
      detailsFailure: null,
    })),
    adoptSummary: assign((_, params: { summary: OrderSummary }) => ({ summary: params.summary, summaryFailure: null })),
    setSummaryFailure: assign((_, params: { error: unknown }) => ({ summaryFailure: toFailure(params.error) })),
    /** Pay was pressed: what it sent waits while the details are checked. */
    keepPlaceRequest: assign(({ event }) =>
      event.type === 'order-placed'
        ? { placeRequest: { consents: event.consents, language: event.language, returnUrl: event.returnUrl } }
        : {},
    ),
    startPlacing: assign(({ context }) => ({ placeFailure: null, draft: { ...context.draft, paymentFailed: false } })),
    setPlaceFailure: assign((_, params: { error: unknown }) => ({ placeFailure: toFailure(params.error) })),
    /** Written before leaving for the card page, so coming back finds the order that holds the box. */
    rememberPlacedOrder: assign(({ context }, params: { placed: PlacedOrder }) => ({
      draft: {
        ...context.draft,
        placedOrder: { orderId: params.placed.orderId, selection: selectionOf(context.draft)! },
      },
    })),
    adoptHeldOrder: assign((_, params: { status: OrderStatusResponse }) => ({ heldOrder: params.status })),
    /** The placed order no longer holds the box (given up, expired, unknown): order as new. */
    forgetPlacedOrder: assign(({ context }) => ({ heldOrder: null, draft: { ...context.draft, placedOrder: null } })),
    reopenSummary: raise({ type: 'summary-opened' }),
    markPaymentFailed: assign(({ context }) => ({ draft: { ...context.draft, paymentFailed: true } })),
  },
  guards: {
    isOtherBox: ({ context, event }) => event.type === 'offer-opened' && context.draft.box?.id !== event.boxId,
    isUnavailable: (_, params: { error: unknown }) => isUnavailable(toFailure(params.error)),
    isSignedIn: ({ context }) => context.signedIn,
    /** A user is signed in whom the details were not filled for yet: take them from the profile. */
    needsRefill: ({ context, event }) =>
      event.type === 'session-changed' && event.user !== null && context.draft.detailsOwner !== event.user.email,
    hasSelection: (ctx) => selectionOf(draftOf(ctx)) !== null,
    hasPlacedOrder: (ctx) => selectionOf(draftOf(ctx)) !== null && draftOf(ctx).placedOrder !== null,
    /** Unpaid and still holding the box: it can be paid (again). */
    isHeld: (_, params: { status: OrderStatusResponse }) =>
      params.status.status === 'SUBMITTED' || params.status.retryable,
    isPaid: (_, params: { status: OrderStatusResponse }) => params.status.status === 'FULFILLED',
    isNotFound: (_, params: { error: unknown }) => toFailure(params.error).code === 'not-found',
    isHoldOver: (_, params: { error: unknown }) => toFailure(params.error).code === 'order/hold-expired',
    /** The held order can be paid from this summary: it was placed with the selection shown. */
    canPayHeld: ({ context }) =>
      context.heldOrder !== null && context.heldOrder.status !== 'FULFILLED' && sameAsPlaced(context.draft),
    canCancelHeld: ({ context }) => context.heldOrder !== null && context.heldOrder.status !== 'FULFILLED',
    /**
     * Pay can start: a selection and no held order of this draft (it must be paid or given up first:
     * the box is not free for a second one). The details are checked next, by `canPlace`.
     */
    canStartPlacing: (ctx) => mayStartPlacing(ctx),
    /** The order can be sent: the details pass the contract's rules, which are loaded by now. */
    canPlace: (ctx) => mayStartPlacing(ctx) && detailsReady(draftOf(ctx)) && ctx.context.placeRequest !== null,
  },
});

/**
 * The actions that date a new draft (`createdAt`) on `now`: the clock is an effect like the calls,
 * so the provider builds them on `effects.now` and tests and stories control the time.
 */
export const draftClock = (now: () => Date) => {
  const fresh = { offer: null, voucherCheck: null, summary: null };
  return {
    startNew: orderSetup.assign(({ context }) => ({ ...fresh, draft: startNew(context.draft, now().toISOString()) })),
    forgetOrder: orderSetup.assign(() => ({ ...fresh, draft: emptyDraft(now().toISOString()) })),
  };
};

/** Writes the current draft (the debounce's end, a flush, or before leaving for the gateway). */
export const persistDraft = { type: 'persist', params: ({ context }: Ctx) => ({ draft: context.draft }) } as const;
