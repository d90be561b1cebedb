import { unpaidRent } from '../fixtures/my';
import type { RentPaymentEffects } from './effects';

/** A gateway that answers its address and a payment that stays pending: override single effects. */
export function fakeRentPaymentEffects(overrides: Partial<RentPaymentEffects> = {}): RentPaymentEffects {
  return {
    startPayment: async (rentId) => ({ url: `https://pay.example/card/rent/${rentId}` }),
    checkPayment: async () => ({ state: 'PENDING', invoiceId: unpaidRent.invoiceId }),
    goTo: () => undefined,
    ...overrides,
  };
}
