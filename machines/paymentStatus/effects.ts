import type { OrderStatusResponse, PlacedOrder } from '@contract/order';
import type { Money } from '@contract/primitives';
import type { PaymentStep } from './machine';

/**
 * What the status page's machine needs from outside: the contract client and the browser in the
 * app, fakes in tests and stories (fakeEffects.ts). Calls reject with a Failure-shaped error
 * (machines/shared/failure.ts).
 */
export interface PaymentStatusEffects {
  checkStatus: (orderId: string) => Promise<OrderStatusResponse>;
  retryPayment: (orderId: string) => Promise<PlacedOrder>;
  goTo: (url: string) => void;
  track: (step: PaymentStep, orderId: string | null) => void;
  /** Must send once per order however often it is called (the browser effect remembers in storage). */
  trackPurchase: (orderId: string, value: Money) => void;
  /** The order draft hears the outcome: paymentFailed, or done with. */
  paymentFailed: () => void;
  orderCompleted: () => void;
}
