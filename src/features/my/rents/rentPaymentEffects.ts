import type { RentPaymentStatus } from '@contract/my';
import type { RentPaymentEffects } from '@machines/rentPayment/effects';
import type { RentPaymentCheck } from '@machines/rentPayment/machine';
import { bodyOf } from '@shared/api/apiFailure';
import { api } from '@shared/api/client';
import { paths } from '@shared/routing/paths';

/** Where the card gateway sends the customer back: our payment page of this rent, on this origin. */
export const rentReturnUrl = (rentId: number): string =>
  new URL(paths.myRentPayment(rentId), window.location.origin).href;

/**
 * Paid once the rent or its latest card payment is; failed when that payment failed or was
 * cancelled; anything else (no payment seen yet, or one being processed) is still pending.
 */
export function checkOf(status: RentPaymentStatus): RentPaymentCheck {
  const paid = status.status === 'PAID' || status.payingStatus === 'PAID' || status.payment?.state === 'PAID';
  const failed = status.payment?.state === 'FAILED' || status.payment?.state === 'CANCELLED';
  return { state: paid ? 'PAID' : failed ? 'FAILED' : 'PENDING', invoiceId: status.invoiceId };
}

async function checkRentPayment(id: number): Promise<RentPaymentCheck> {
  return checkOf(bodyOf(await api.my.rentPaymentStatus({ params: { id } }), 200));
}

export const rentPaymentEffects: RentPaymentEffects = {
  startPayment: async (id) =>
    bodyOf(await api.my.manualPayment({ params: { id }, body: { returnUrl: rentReturnUrl(id) } }), 200),
  checkPayment: checkRentPayment,
  goTo: (url) => window.location.assign(url),
};
