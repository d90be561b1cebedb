import type { AppContext } from '../config/context';
import type { PaymentGateways } from '../payments/gateways';

/** What the order, payment, contract and job code needs: the app context plus the payment providers. */
export interface CheckoutContext extends AppContext {
  gateways: PaymentGateways;
}
