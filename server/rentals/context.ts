import type { AppContext } from '../config/context';
import type { PaymentGateways } from '../payments/gateways';

/** What the rental calls and job steps need: the app context plus the card payment providers (paying a rent). */
export interface RentalsContext extends AppContext {
  gateways: PaymentGateways;
}
