import { fromPromise } from 'xstate';
import type { InvoicingDetails } from '@contract/invoicing';
import type {
  OrderOffer,
  OrderSelection,
  OrderStatusResponse,
  OrderSummary,
  PlacedOrder,
  SummaryRequest,
} from '@contract/order';
import type { Language } from '@contract/primitives';
import type { Profile } from '@contract/profile';
import type { Consents } from './events';

export interface PlaceOrderInput {
  signedIn: boolean;
  selection: OrderSelection;
  invoicingDetails: InvoicingDetails;
  consents: Consents;
  language: Language;
  returnUrl: string;
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`order: the ${name} actor was not provided`);
};

/** The calls of the order flow: slots that the provider fills (contract client) and tests fake. */
export const orderActors = {
  /** `heldOrderId`: the customer's own unpaid order holding the box, which is then not "taken". */
  loadOffer: fromPromise<OrderOffer, { boxId: number; voucherToken: string | null; heldOrderId: string | null }>(
    notProvided('loadOffer'),
  ),
  priceSummary: fromPromise<OrderSummary, SummaryRequest>(notProvided('priceSummary')),
  /** Anonymous orders only: valid details whose e-mail and phone are not in use yet. */
  verifyDetails: fromPromise<unknown, InvoicingDetails>(notProvided('verifyDetails')),
  loadProfile: fromPromise<Profile, void>(notProvided('loadProfile')),
  /** The contract's rules for invoicing details, loaded on demand (detailsRules.ts). */
  loadDetailsRules: fromPromise<unknown, void>(notProvided('loadDetailsRules')),
  placeOrder: fromPromise<PlacedOrder, PlaceOrderInput>(notProvided('placeOrder')),
  /** Where the order placed from this draft stands (held, paid, given up). */
  loadOrderStatus: fromPromise<OrderStatusResponse, string>(notProvided('loadOrderStatus')),
  /** Pays the held order: its open card page again, or a new payment after a decline. */
  resumePayment: fromPromise<PlacedOrder, string>(notProvided('resumePayment')),
  /** Gives the held order up, so the box can be ordered with other terms. */
  cancelOrder: fromPromise<unknown, string>(notProvided('cancelOrder')),
};
