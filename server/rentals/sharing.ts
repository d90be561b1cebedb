import { and, asc, eq, isNull } from 'drizzle-orm';
import type { SharedBoxes } from '@contract/entities';
import type { Language } from '@contract/primitives';
import type { AppContext } from '../config/context';
import type { Db } from '../db/client';
import { appUser, box, boxShare, rentalContract, warehouse } from '../db/schema';
import { HttpError } from '../http/httpError';
import { consumeRateLimit, type RateLimitRule } from '../http/rateLimit';
import { findUserByEmail, languageOf, loadUser } from '../identity/users';
import { warehouseSummaryOf } from '../warehouses/summary';
import { summaryTextColumns } from '../warehouses/texts';
import { liveShare, reachableContract, RUNNING_CONTRACT_STATUSES } from './access';
import { queueBoxSharedMail } from './sharingMail';

/**
 * Every new share e-mails the invited user, and every attempt tells whether an e-mail has an
 * account: 20 attempts an hour per owner.
 */
export const sharesPerUser: RateLimitRule = { bucket: 'box-share', limit: 20, windowSeconds: 3600 };

export interface ShareRequest {
  contractId: number;
  email: string;
}

const owner = appUser;

/** The boxes shared with `userId` and the shares they gave, live ones of running contracts only. */
export async function sharedBoxesOf(db: Db, userId: number, language: Language): Promise<SharedBoxes> {
  const withMe = await db
    .select({
      share: boxShare,
      contract: rentalContract,
      box,
      warehouse,
      texts: summaryTextColumns(language),
      owner: { firstName: owner.firstName, lastName: owner.lastName, email: owner.email },
    })
    .from(boxShare)
    .innerJoin(rentalContract, eq(rentalContract.id, boxShare.contractId))
    .innerJoin(box, eq(box.id, rentalContract.boxId))
    .innerJoin(warehouse, eq(warehouse.id, box.warehouseId))
    .innerJoin(owner, eq(owner.id, rentalContract.userId))
    .where(and(eq(boxShare.sharedWith, userId), liveShare))
    .orderBy(asc(boxShare.createdAt), asc(boxShare.id));
  const byMe = await db
    .select({ share: boxShare, boxName: box.name, email: appUser.email })
    .from(boxShare)
    .innerJoin(rentalContract, eq(rentalContract.id, boxShare.contractId))
    .innerJoin(box, eq(box.id, rentalContract.boxId))
    .innerJoin(appUser, eq(appUser.id, boxShare.sharedWith))
    .where(and(eq(rentalContract.userId, userId), liveShare, isNull(appUser.removedAt)))
    .orderBy(asc(boxShare.createdAt), asc(boxShare.id));
  return {
    sharedWithMe: withMe.map((r) => ({
      contractId: r.contract.id,
      boxId: r.box.id,
      boxName: r.box.name,
      warehouse: warehouseSummaryOf(r.warehouse, r.texts),
      ownerName: `${r.owner.firstName} ${r.owner.lastName}`.trim(),
      ownerEmail: r.owner.email,
      sharedAt: r.share.createdAt.toISOString(),
      accessCode: r.contract.accessCode,
      lockCode: r.contract.lockCode,
    })),
    sharedByMe: byMe.map((r) => ({
      contractId: r.share.contractId,
      boxName: r.boxName,
      email: r.email,
      sharedAt: r.share.createdAt.toISOString(),
    })),
  };
}

/** The e-mails a contract's box is shared with (live shares), for its detail page. */
export async function shareEmailsOf(db: Db, contractId: number): Promise<string[]> {
  const rows = await db
    .select({ email: appUser.email })
    .from(boxShare)
    .innerJoin(rentalContract, eq(rentalContract.id, boxShare.contractId))
    .innerJoin(appUser, eq(appUser.id, boxShare.sharedWith))
    .where(and(eq(boxShare.contractId, contractId), liveShare, isNull(appUser.removedAt)))
    .orderBy(asc(boxShare.createdAt), asc(boxShare.id));
  return rows.map((r) => r.email);
}

/**
 * The owner of a running contract shares its box with another registered user, who is e-mailed in
 * their own language. Sharing again with someone who already holds a live share changes nothing and
 * sends nothing. Someone else's contract is 404 like an unknown one; one only shared with the caller, 403.
 */
export async function shareBox(
  { db, config }: AppContext,
  userId: number,
  request: ShareRequest,
  language: Language,
): Promise<SharedBoxes> {
  const c = await reachableContract(db, userId, request.contractId, 'owner-or-shared');
  if (c.userId !== userId) throw new HttpError(403, 'forbidden', 'Only the contract owner may share its box.');
  if (!RUNNING_CONTRACT_STATUSES.includes(c.status))
    throw new HttpError(409, 'contract/not-active', 'The contract has ended: its box can no longer be shared.');
  // Counted before the look-up, so the call cannot be used to test many e-mails for an account.
  await consumeRateLimit(db, sharesPerUser, String(userId));
  const invited = await findUserByEmail(db, request.email);
  if (!invited) {
    throw new HttpError(
      404,
      'boxSharing/user-email-not-found',
      'No account has this e-mail; the person must register first.',
      [{ path: 'email', code: 'boxSharing/user-email-not-found' }],
    );
  }
  if (invited.id === userId)
    throw new HttpError(400, 'bad-request', 'The box is yours already: share it with someone else.', [
      { path: 'email', code: 'bad-request' },
    ]);
  const sharer = await loadUser(db, userId);
  const [place] = await db
    .select({ boxName: box.name, warehouse })
    .from(box)
    .innerJoin(warehouse, eq(warehouse.id, box.warehouseId))
    .where(eq(box.id, c.boxId));
  await db.transaction(async (tx) => {
    // The partial unique index keeps one live share per user and contract; a repeat inserts nothing.
    const [created] = await tx
      .insert(boxShare)
      .values({ contractId: c.id, sharedWith: invited.id, createdAt: config.clock.now() })
      .onConflictDoNothing()
      .returning({ id: boxShare.id });
    if (!created) return;
    await queueBoxSharedMail(tx, config, {
      to: invited.email,
      language: languageOf(invited),
      firstName: invited.firstName,
      sharedBy: `${sharer.firstName} ${sharer.lastName}`.trim(),
      boxName: place.boxName,
      warehouse: place.warehouse,
    });
  });
  return sharedBoxesOf(db, userId, language);
}

/**
 * Ends a share: the owner removes anyone's, and a user the box is shared with may leave it (their
 * own e-mail). Removing a share that does not exist (any more) changes nothing. Answers the caller's shares.
 */
export async function unshareBox(
  { db, config }: AppContext,
  userId: number,
  request: ShareRequest,
  language: Language,
): Promise<SharedBoxes> {
  const c = await reachableContract(db, userId, request.contractId, 'owner-or-shared');
  const target = await findUserByEmail(db, request.email);
  if (c.userId !== userId && target?.id !== userId)
    throw new HttpError(403, 'forbidden', 'A user the box is shared with may only remove themselves.');
  if (target) {
    await db
      .update(boxShare)
      .set({ removedAt: config.clock.now() })
      .where(and(eq(boxShare.contractId, c.id), eq(boxShare.sharedWith, target.id), isNull(boxShare.removedAt)));
  }
  return sharedBoxesOf(db, userId, language);
}
