import type { GenerateUnlockTokenRequest, UnlockTokenInfo } from '@contract/unlockToken';
import { bodyOf } from '@shared/api/apiFailure';
import { api } from '@shared/api/client';

/** The calls behind "Give access" of one box: the customer's grants, a new grant, revoking one. */
export interface AccessGrantsEffects {
  /** The grants the customer gave for this contract, newest first. */
  loadGrants: (contractId: number) => Promise<UnlockTokenInfo[]>;
  generate: (request: GenerateUnlockTokenRequest) => Promise<UnlockTokenInfo>;
  revoke: (grantId: number) => Promise<UnlockTokenInfo>;
}

export const accessGrantsEffects: AccessGrantsEffects = {
  // One call answers the grants of every contract; the box shows its own.
  loadGrants: async (contractId) =>
    bodyOf(await api.unlockToken.myTokens(), 200).filter((grant) => grant.contractId === contractId),
  generate: async (body) => bodyOf(await api.unlockToken.generate({ body }), 201),
  revoke: async (id) => bodyOf(await api.unlockToken.revoke({ params: { id } }), 200),
};
