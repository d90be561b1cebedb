import type { RentPaymentCheck } from './machine';

/**
 * What paying a rent needs from outside: the feature binds the manual-payment call (with the return
 * address of our payment page), the payment status check and the browser's navigation; tests and
 * stories pass fakes. Calls reject with a Failure-shaped error (machines/shared/failure.ts).
 */
export interface RentPaymentEffects {
  /** Starts a card payment of the rent; answers the gateway's address. */
  startPayment: (rentId: number) => Promise<{ url: string }>;
  checkPayment: (rentId: number) => Promise<RentPaymentCheck>;
  goTo: (url: string) => void;
}
