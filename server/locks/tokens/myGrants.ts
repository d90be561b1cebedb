import { and, eq, isNull } from 'drizzle-orm';
import type { UnlockTokenInfo } from '@contract/unlockToken';
import type { AppContext } from '../../config/context';
import { unlockToken } from '../../db/schema';
import { HttpError } from '../../http/httpError';
import { grantInfoOf, grantsOf, ownGrant } from './grantInfo';

/** The caller's grants, newest first, with their state now; never the token (only its hash is kept). */
export async function myGrants({ db, config }: AppContext, userId: number): Promise<UnlockTokenInfo[]> {
  const now = config.clock.now();
  return (await grantsOf(db, userId)).map((g) => grantInfoOf(g, now));
}

/**
 * Revokes one of the caller's grants: from now on it opens nothing and its link is invalid. The first
 * revocation's time is kept; revoking again answers the grant unchanged. Someone else's grant is 404.
 */
export async function revokeGrant({ db, config }: AppContext, userId: number, id: number): Promise<UnlockTokenInfo> {
  const now = config.clock.now();
  await db
    .update(unlockToken)
    .set({ revokedAt: now })
    .where(and(eq(unlockToken.id, id), eq(unlockToken.grantedBy, userId), isNull(unlockToken.revokedAt)));
  const grant = await ownGrant(db, userId, id);
  if (!grant) throw new HttpError(404, 'not-found', 'The unlock token was not found.');
  return grantInfoOf(grant, now);
}
