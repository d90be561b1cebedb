import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { box, rentalContract, unlockToken, warehouse } from '../../db/schema';
import { HttpError } from '../../http/httpError';
import type { RateLimitRule } from '../../http/rateLimit';
import { countAttempt, forgiveAttempt } from '../../http/throttle';
import { hashToken, looksLikeToken } from '../../identity/tokens';
import type { UnlockTokenRow } from './grantInfo';
import { RUNNING_CONTRACT_STATUSES } from '../../rentals/access';

/** Guessing links: 30 failed look-ups per client address in 15 minutes; successful ones are forgiven. */
export const linkGuessesPerAddress: RateLimitRule = { bucket: 'unlock-token-address', limit: 30, windowSeconds: 900 };

/** One answer for an unknown pair, a wrong e-mail, a revoked grant or an id it does not open, so nothing can be probed. */
export const invalidLink = () =>
  new HttpError(
    404,
    'service-access/invalid-link',
    'The link is not valid: unknown, revoked, or for another e-mail address.',
  );

/** A holder's grant with what it opens: its warehouse and, for a customer's grant, the contract's box. */
export interface HeldGrant {
  grant: UnlockTokenRow;
  warehouse: typeof warehouse.$inferSelect;
  box: { id: number; name: string; warehouseId: number } | null;
}

async function grantOfToken(db: Db, token: string) {
  const [row] = await db
    .select({ grant: unlockToken, warehouse, contractStatus: rentalContract.status, boxId: box.id, boxName: box.name })
    .from(unlockToken)
    .innerJoin(warehouse, eq(warehouse.id, unlockToken.warehouseId))
    .leftJoin(rentalContract, eq(rentalContract.id, unlockToken.contractId))
    .leftJoin(box, eq(box.id, rentalContract.boxId))
    .where(eq(unlockToken.tokenHash, hashToken(token)));
  return row;
}

/**
 * The grant behind a link's e-mail and token, if it still gives access: not revoked, its warehouse
 * still has smart locks, and a customer's contract still runs (once it has ended, the box may be
 * someone else's). Otherwise 404 `service-access/invalid-link`; failures count against the address.
 */
export async function heldGrant(db: Db, email: string, token: string, clientAddress: string): Promise<HeldGrant> {
  const throttles = [{ rule: linkGuessesPerAddress, subject: clientAddress }];
  await countAttempt(db, throttles);
  const row = looksLikeToken(token) ? await grantOfToken(db, token) : undefined;
  const contractRuns = row?.grant.contractId == null || RUNNING_CONTRACT_STATUSES.includes(row.contractStatus ?? '');
  if (
    !row ||
    row.grant.email !== email.toLowerCase() ||
    row.grant.revokedAt !== null ||
    row.warehouse.lockVersion !== 'V2' ||
    !contractRuns
  )
    throw invalidLink();
  await forgiveAttempt(db, throttles);
  const held =
    row.grant.contractId !== null && row.boxId !== null
      ? { id: row.boxId, name: row.boxName!, warehouseId: row.warehouse.id }
      : null;
  return { grant: row.grant, warehouse: row.warehouse, box: held };
}
