import type { AppContext } from '../config/context';
import type { PaymentGateways } from '../payments/gateways';

/** What checkout (its routes and its job steps) needs: the app context plus the payment providers. */
export interface CheckoutContext extends AppContext {
  gateways: PaymentGateways;
}
