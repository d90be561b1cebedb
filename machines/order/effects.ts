import type { InvoicingDetails } from '@contract/invoicing';
import type { OrderOffer, OrderStatusResponse, OrderSummary, PlacedOrder, SummaryRequest } from '@contract/order';
import type { Profile } from '@contract/profile';
import type { PlaceOrderInput } from './actors';
import type { OrderDraft } from './draft';
import type { CheckoutStep } from './setup';

/**
 * Everything the order machine does to the outside world: the app passes the contract client,
 * local storage and the clock (src/features/order/orderEffects.ts), tests and stories fakes. Calls reject with a
 * Failure-shaped error (machines/shared/failure.ts).
 */
export interface OrderEffects {
  loadOffer: (boxId: number, voucherToken: string | null, heldOrderId: string | null) => Promise<OrderOffer>;
  priceSummary: (request: SummaryRequest) => Promise<OrderSummary>;
  verifyDetails: (details: InvoicingDetails) => Promise<unknown>;
  loadProfile: () => Promise<Profile>;
  /** Loads the rules the details are judged by (a module of its own); rejects when it cannot be fetched. */
  loadDetailsRules: () => Promise<unknown>;
  placeOrder: (input: PlaceOrderInput) => Promise<PlacedOrder>;
  loadOrderStatus: (orderId: string) => Promise<OrderStatusResponse>;
  resumePayment: (orderId: string) => Promise<PlacedOrder>;
  cancelOrder: (orderId: string) => Promise<unknown>;
  writeDraft: (draft: OrderDraft) => void;
  goToPayment: (url: string) => void;
  trackStep: (step: CheckoutStep) => void;
  /** The clock: when a new draft is started (`createdAt`). */
  now: () => Date;
}
