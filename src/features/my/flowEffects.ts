import type { RentPaymentStatus } from '@contract/my';
import type { EvictionEffects } from '@machines/eviction/effects';
import type { RentPaymentEffects } from '@machines/rentPayment/effects';
import type { RentPaymentCheck } from '@machines/rentPayment/machine';
import type { TerminationEffects } from '@machines/termination/effects';
import { bodyOf } from '@shared/api/apiFailure';
import { api } from '@shared/api/client';
import { paths } from '@shared/routing/paths';

/** The notice form's effects: the contract's first-possible-date, was-requested and request calls. */
export const terminationEffects: TerminationEffects = {
  loadStart: async (id) => {
    const [first, requested] = await Promise.all([
      api.rentalContract.firstPossibleCancellationDate({ params: { id } }).then((r) => bodyOf(r, 200)),
      api.rentalContract.cancellationWasRequested({ params: { id } }).then((r) => bodyOf(r, 200)),
    ]);
    return { firstDay: first.from, wasRequested: requested.value };
  },
  requestCancellation: async (id, request) =>
    bodyOf(await api.rentalContract.requestCancellation({ params: { id }, body: request }), 200).value,
};

export const evictionEffects: EvictionEffects = {
  loadContract: async (id) => bodyOf(await api.my.contract({ params: { id } }), 200),
  confirmEviction: async (id) => bodyOf(await api.rentalContract.evict({ params: { id } }), 200).value,
};

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
