import type { ClientUser } from '@contract/auth';
import type { OrderOffer, OrderStatusResponse, OrderSummary } from '@contract/order';
import type { Failure } from '../shared/failure';
import { emptyDraft, type OrderDraft } from './draft';
import type { PlaceRequest } from './events';

export interface OrderInput {
  /** The draft read back from storage (already validated), or null to start empty. */
  stored: OrderDraft | null;
  /** ISO time of the start: createdAt of a new draft. */
  now: string;
  /** The site's country (ISO alpha-3): the default country of a new invoicing address. */
  countryCode: string;
}

export interface OrderContext {
  draft: OrderDraft;
  countryCode: string;
  /** A token is stored: the order is placed with login and needs no autoregistration check. */
  signedIn: boolean;
  /** The signed-in user once loaded; null while anonymous or loading. */
  user: ClientUser | null;
  /** The box /order/first was opened for (the draft's box is set only once its offer arrived). */
  requestedBoxId: number | null;
  offer: OrderOffer | null;
  /** The answer to the last voucher typed in, valid or not, for the feedback next to the field. */
  voucherCheck: OrderOffer['voucher'];
  summary: OrderSummary | null;
  /** The status of the draft's placed order once the summary asked: it holds the box or was paid. */
  heldOrder: OrderStatusResponse | null;
  offerFailure: Failure | null;
  summaryFailure: Failure | null;
  detailsFailure: Failure | null;
  placeFailure: Failure | null;
  /** What Pay sent, kept while the details are checked before the order is placed with it. */
  placeRequest: PlaceRequest | null;
}

export const initialContext = ({ stored, now, countryCode }: OrderInput): OrderContext => ({
  draft: stored ?? emptyDraft(now),
  countryCode,
  signedIn: false,
  user: null,
  requestedBoxId: stored?.box?.id ?? null,
  offer: null,
  voucherCheck: null,
  summary: null,
  heldOrder: null,
  offerFailure: null,
  summaryFailure: null,
  detailsFailure: null,
  placeFailure: null,
  placeRequest: null,
});
