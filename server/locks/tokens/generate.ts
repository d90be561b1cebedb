import { eq } from 'drizzle-orm';
import type { Language } from '@contract/primitives';
import type { GenerateUnlockTokenRequest, UnlockTokenInfo } from '@contract/unlockToken';
import type { AppContext } from '../../config/context';
import { appUser, box, unlockToken, warehouse } from '../../db/schema';
import { HttpError } from '../../http/httpError';
import { consumeRateLimit, type RateLimitRule } from '../../http/rateLimit';
import { hashToken, newOpaqueToken } from '../../identity/tokens';
import { reachableContract, RUNNING_CONTRACT_STATUSES } from '../../rentals/access';
import { grantInfoOf } from './grantInfo';
import { queueUnlockGrantMail } from './grantMail';
import { serviceAccessLink } from './serviceAccessLink';
import { checkGrantWindow } from './window';

/** Every grant sends an e-mail to an address the caller chooses: 20 an hour per granter. */
export const grantsPerUser: RateLimitRule = { bucket: 'unlock-token-grant', limit: 20, windowSeconds: 3600 };

/** The user types that run warehouses and may grant a warehouse's entrances without a contract. */
const OPERATOR_TYPES = new Set(['OwnerUser', 'AdminUser']);

type WarehouseRow = typeof warehouse.$inferSelect;

/** What a grant opens: a customer's contract (its box and warehouse) or, for an operator, a warehouse. */
interface GrantTarget {
  contractId: number | null;
  warehouse: WarehouseRow;
  boxName: string | null;
}

const requireSmartLocks = (w: WarehouseRow) => {
  if (w.lockVersion !== 'V2')
    throw new HttpError(
      400,
      'bad-request',
      'The warehouse has no smart locks: an unlock token would open nothing there.',
    );
};

async function targetOf(
  { db }: AppContext,
  granter: { id: number; userType: string },
  request: GenerateUnlockTokenRequest,
): Promise<GrantTarget> {
  if (request.warehouseId !== undefined) {
    if (!OPERATOR_TYPES.has(granter.userType))
      throw new HttpError(
        403,
        'forbidden',
        'Only the operator of a warehouse may grant its entrances; name your contract instead.',
      );
    const [w] = await db.select().from(warehouse).where(eq(warehouse.id, request.warehouseId));
    if (!w) throw new HttpError(404, 'not-found', 'The warehouse was not found.');
    requireSmartLocks(w);
    return { contractId: null, warehouse: w, boxName: null };
  }
  // A contract only shared with the caller is found but is not theirs to hand on: 403; anyone else's: 404.
  const c = await reachableContract(db, granter.id, request.contractId!, 'owner-or-shared');
  if (c.userId !== granter.id)
    throw new HttpError(403, 'forbidden', 'Only the contract owner may grant access to its box.');
  if (!RUNNING_CONTRACT_STATUSES.includes(c.status))
    throw new HttpError(409, 'contract/not-active', 'The contract has ended: its box can no longer be opened.');
  const [found] = await db
    .select({ w: warehouse, boxName: box.name })
    .from(box)
    .innerJoin(warehouse, eq(warehouse.id, box.warehouseId))
    .where(eq(box.id, c.boxId));
  requireSmartLocks(found.w);
  return { contractId: c.id, warehouse: found.w, boxName: found.boxName };
}

/**
 * Grants access for a time window to a person without an account: a random token (32 bytes,
 * base64url) of which only the SHA-256 is stored, and the e-mail with its link, queued in the same
 * transaction. The answer is the only place besides that e-mail where the token and link appear.
 */
export async function generateUnlockToken(
  ctx: AppContext,
  userId: number,
  request: GenerateUnlockTokenRequest,
): Promise<UnlockTokenInfo> {
  const { db, config } = ctx;
  const [granter] = await db.select().from(appUser).where(eq(appUser.id, userId));
  if (!granter) throw new HttpError(401, 'unauthorized', 'Sign in first.');
  const now = config.clock.now();
  const window = { validFrom: new Date(request.validFrom), validTo: new Date(request.validTo) };
  checkGrantWindow(window, now);
  const target = await targetOf(ctx, granter, request);
  await consumeRateLimit(db, grantsPerUser, String(userId));

  const token = newOpaqueToken();
  const email = request.email.toLowerCase();
  const language = (request.language ?? granter.language) as Language;
  const link = serviceAccessLink(config, email, token);
  const grant = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(unlockToken)
      .values({
        tokenHash: hashToken(token),
        email,
        grantedBy: userId,
        contractId: target.contractId,
        warehouseId: target.warehouse.id,
        language,
        ...window,
        createdAt: now,
      })
      .returning();
    await queueUnlockGrantMail(tx, {
      to: email,
      language,
      grantedBy: `${granter.firstName} ${granter.lastName}`.trim(),
      warehouse: target.warehouse,
      boxName: target.boxName,
      ...window,
      link,
    });
    return row;
  });
  return grantInfoOf({ grant, warehouseName: target.warehouse.name, boxName: target.boxName }, now, { token, link });
}
