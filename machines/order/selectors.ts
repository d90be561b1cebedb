import type { SnapshotFrom } from 'xstate';
import type { OrderOffer, OrderStatusResponse, OrderSummary } from '@contract/order';
import type { Failure } from '../shared/failure';
import { detailsVerified, sameAsPlaced, selectionOf, type OrderDraft } from './draft';
import type { OrderMachine } from './machine';

export type OrderSnapshot = SnapshotFrom<OrderMachine>;

type Region = 'offer' | 'details' | 'summary' | 'placement' | 'persistence';
/** The state of one region, e.g. `Ready` for the offer. */
const stateOf = (s: OrderSnapshot, region: Region): string => (s.value as Record<Region, string>)[region];

export type OfferState = 'Idle' | 'Loading' | 'Ready' | 'CheckingVoucher' | 'Unavailable' | 'Failed';
export type DetailsState = 'Editing' | 'Verifying' | 'Verified' | 'Refused' | 'RefillingFromProfile';
export type SummaryState =
  | 'Idle'
  | 'Incomplete'
  | 'CheckingPlacedOrder'
  | 'Pricing'
  | 'Priced'
  | 'PlacedOrderPaid'
  | 'Unavailable'
  | 'Failed';
export type PlacementState =
  | 'Idle'
  | 'CheckingDetails'
  | 'Placing'
  | 'Resuming'
  | 'CancellingHeld'
  | 'Redirecting'
  | 'Failed';

export const selectDraft = (s: OrderSnapshot): OrderDraft => s.context.draft;
export const selectSignedIn = (s: OrderSnapshot): boolean => s.context.signedIn;

export const selectOfferState = (s: OrderSnapshot): OfferState => stateOf(s, 'offer') as OfferState;
export const selectOffer = (s: OrderSnapshot): OrderOffer | null => s.context.offer;
export const selectVoucherCheck = (s: OrderSnapshot): OrderOffer['voucher'] => s.context.voucherCheck;
export const selectOfferFailure = (s: OrderSnapshot): Failure | null => s.context.offerFailure;

export const selectDetailsState = (s: OrderSnapshot): DetailsState => stateOf(s, 'details') as DetailsState;
export const selectDetailsFailure = (s: OrderSnapshot): Failure | null =>
  stateOf(s, 'details') === 'Refused' ? s.context.detailsFailure : null;

export const selectSummaryState = (s: OrderSnapshot): SummaryState => stateOf(s, 'summary') as SummaryState;
export const selectSummary = (s: OrderSnapshot): OrderSummary | null => s.context.summary;
export const selectSummaryFailure = (s: OrderSnapshot): Failure | null => s.context.summaryFailure;

/** The order placed from this draft, when it still holds the box or was paid meanwhile. */
export const selectHeldOrder = (s: OrderSnapshot): OrderStatusResponse | null => s.context.heldOrder;
/** The held order was placed with the selection now shown: "Pay" pays exactly this. */
export const selectHeldOrderMatches = (s: OrderSnapshot): boolean => sameAsPlaced(s.context.draft);

export const selectPlacementState = (s: OrderSnapshot): PlacementState => stateOf(s, 'placement') as PlacementState;
/** Pay was pressed and the order is on its way: the details checked, then the order sent. */
export const selectPlacingOrder = (s: OrderSnapshot): boolean =>
  s.matches({ placement: 'CheckingDetails' }) || s.matches({ placement: 'Placing' });
export const selectPlaceFailure = (s: OrderSnapshot): Failure | null =>
  stateOf(s, 'placement') === 'Failed' ? s.context.placeFailure : null;

/** Box and period chosen: the details and summary steps make sense. */
export const selectHasSelection = (s: OrderSnapshot): boolean => selectionOf(s.context.draft) !== null;
/** The draft's details are verified (see detailsVerified): the summary shows them, or sends the visitor back. */
export const selectDetailsVerified = (s: OrderSnapshot): boolean => detailsVerified(s.context.draft);
