import type { BoxSharingEffects } from '@machines/boxSharing/effects';
import { bodyOf } from '@shared/api/apiFailure';
import { api } from '@shared/api/client';

/** The shares of one box: each call answers all shares the customer gave, so they are narrowed to the box. */
export const boxSharingEffects: BoxSharingEffects = {
  loadShares: async (contractId) =>
    bodyOf(await api.my.sharedBoxes(), 200).sharedByMe.filter((s) => s.contractId === contractId),
  share: async (contractId, email) =>
    bodyOf(await api.my.addBoxSharing({ body: { contractId, email } }), 200).sharedByMe.filter(
      (s) => s.contractId === contractId,
    ),
  unshare: async (contractId, email) =>
    bodyOf(await api.my.removeBoxSharing({ body: { contractId, email } }), 200).sharedByMe.filter(
      (s) => s.contractId === contractId,
    ),
};
