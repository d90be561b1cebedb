import type { EvictionEffects } from '@machines/eviction/effects';
import type { TerminationEffects } from '@machines/termination/effects';
import { bodyOf } from '@shared/api/apiFailure';
import { api } from '@shared/api/client';

/** The notice form's effects: the contract's first-possible-date, was-requested, detail (paid-through day) and request calls. */
export const terminationEffects: TerminationEffects = {
  loadStart: async (id) => {
    const [first, requested, contract] = await Promise.all([
      api.rentalContract.firstPossibleCancellationDate({ params: { id } }).then((r) => bodyOf(r, 200)),
      api.rentalContract.cancellationWasRequested({ params: { id } }).then((r) => bodyOf(r, 200)),
      api.my.contract({ params: { id } }).then((r) => bodyOf(r, 200)),
    ]);
    return { firstDay: first.from, paidThrough: contract.paidThrough, wasRequested: requested.value };
  },
  requestCancellation: async (id, request) =>
    bodyOf(await api.rentalContract.requestCancellation({ params: { id }, body: request }), 200).value,
};

export const evictionEffects: EvictionEffects = {
  loadContract: async (id) => bodyOf(await api.my.contract({ params: { id } }), 200),
  loadDayAfterEviction: async (id) =>
    bodyOf(await api.rentalContract.firstPossibleCancellationDate({ params: { id } }), 200).afterEviction,
  confirmEviction: async (id) => bodyOf(await api.rentalContract.evict({ params: { id } }), 200).value,
};
