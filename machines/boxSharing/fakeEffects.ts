import { myBoxShares } from '../fixtures/my';
import type { BoxShare, BoxSharingEffects } from './effects';

/** A server keeping one box's shares in memory (anyone may be shared with): tests and stories override it. */
export function fakeBoxSharingEffects(
  overrides: Partial<BoxSharingEffects> = {},
  initial: BoxShare[] = myBoxShares,
): BoxSharingEffects {
  let shares = [...initial];
  return {
    loadShares: async () => shares,
    share: async (contractId, email) => {
      if (!shares.some((s) => s.email === email))
        shares = [...shares, { contractId, boxName: 'A-006', email, sharedAt: '2026-07-01T09:00:00.000Z' }];
      return shares;
    },
    unshare: async (_contractId, email) => {
      shares = shares.filter((s) => s.email !== email);
      return shares;
    },
    ...overrides,
  };
}
