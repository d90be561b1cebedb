import type { ClientUser } from '@contract/auth';
import type { InvoicingPeriod } from '@contract/enums';
import type { Language } from '@contract/primitives';
import type { z } from 'zod';
import type { OrderConsents } from '@contract/order';
import type { DraftInvoicingDetails } from './draft';

export type Period = z.infer<typeof InvoicingPeriod>;

/** Terms, recurring payments and privacy are ticked (the contract refuses anything else). */
export type Consents = z.infer<typeof OrderConsents>;

/** What Pay on the summary sends with the order: the consents ticked and where the gateway returns. */
export interface PlaceRequest {
  consents: Consents;
  language: Language;
  returnUrl: string;
}

export type OrderEvent =
  /** /order/first was opened for this box: a different box than the draft's starts a new draft. */
  | { type: 'offer-opened'; boxId: number }
  | { type: 'offer-retry' }
  | { type: 'period-chosen'; period: Period }
  /** null: the included basic insurance. */
  | { type: 'insurance-chosen'; insuranceId: number | null }
  | { type: 'voucher-applied'; token: string }
  | { type: 'voucher-removed' }
  /** Any keystroke in the details form: kept in the draft, and invalid until verified again. */
  | { type: 'details-edited'; details: DraftInvoicingDetails }
  /** The details form passed the contract's checks in the browser; the server has the last word. */
  | { type: 'details-submitted'; details: DraftInvoicingDetails }
  /**
   * What the session knows now, sent on every change: signed in (a token is stored) and the user
   * once loaded. A signed-in visitor whose user is still loading orders with the token all the same.
   */
  | { type: 'session-changed'; signedIn: boolean; user: ClientUser | null }
  | { type: 'summary-opened' }
  | ({ type: 'order-placed' } & PlaceRequest)
  /** Pay the order placed from this draft that still holds the box (back from the card page). */
  | { type: 'held-order-paid' }
  /** Give that order up, to order the box with the terms now chosen. */
  | { type: 'held-order-cancelled' }
  /** The payment of the placed order failed (status page). */
  | { type: 'payment-failed' }
  /** The order was paid and the contract exists: the draft is done with. */
  | { type: 'order-completed' }
  | { type: 'start-new' }
  /** The page is being hidden or left: write the draft now instead of after the debounce. */
  | { type: 'flush' }
  /** Raised internally after every change of the draft; starts the debounced write. */
  | { type: 'draft-changed' };

/** Emitted for the views: one-shot navigation, never read from state. */
export type OrderEmitted = { type: 'details-verified' };
