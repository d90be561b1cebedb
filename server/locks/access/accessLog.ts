import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AccessLogEntry, LockKind } from '@contract/lock';
import { ErrorCode } from '@contract/errors';
import type { Db } from '../../db/client';
import { appUser, box, lockAccessLog, rentalContract, unlockToken } from '../../db/schema';
import { notFound } from '../../http/httpError';

const kindOfLock = (lockId: string): LockKind =>
  lockId.startsWith('box:') ? 'BOX' : lockId.endsWith(':backup') ? 'BACKUP_ENTRANCE' : 'ENTRANCE';

/**
 * The newest 100 unlock attempts made through the caller's contracts on a box they rent: on the box
 * itself and on its warehouse's entrances, by them, by users it is shared with and by holders of the
 * unlock tokens they granted. Someone else's box answers 404 like an unknown one.
 */
export async function accessLogOfBox(db: Db, userId: number, boxId: number): Promise<AccessLogEntry[]> {
  const contracts = await db
    .select({ id: rentalContract.id })
    .from(rentalContract)
    .innerJoin(box, eq(box.id, rentalContract.boxId))
    .where(and(eq(rentalContract.userId, userId), eq(box.id, boxId)));
  if (contracts.length === 0) throw notFound('The box');
  const rows = await db
    .select({
      at: lockAccessLog.at,
      lockId: lockAccessLog.lockId,
      userId: lockAccessLog.userId,
      userEmail: appUser.email,
      userRemovedAt: appUser.removedAt,
      tokenEmail: unlockToken.email,
      via: lockAccessLog.via,
      result: lockAccessLog.result,
      reason: lockAccessLog.reason,
      distanceMetres: lockAccessLog.distanceMetres,
    })
    .from(lockAccessLog)
    .leftJoin(appUser, eq(appUser.id, lockAccessLog.userId))
    .leftJoin(unlockToken, eq(unlockToken.id, lockAccessLog.unlockTokenId))
    .where(
      inArray(
        lockAccessLog.contractId,
        contracts.map((c) => c.id),
      ),
    )
    .orderBy(desc(lockAccessLog.at), desc(lockAccessLog.id))
    .limit(100);
  return rows.map((r) => ({
    at: r.at.toISOString(),
    lock: kindOfLock(r.lockId),
    // A removed account keeps only a tombstone address: it is shown as a removed account, not as an e-mail.
    by: r.via === 'UNLOCK_TOKEN' ? r.tokenEmail : r.userId === userId || r.userRemovedAt ? null : r.userEmail,
    actor:
      r.via === 'UNLOCK_TOKEN'
        ? 'LINK_HOLDER'
        : r.userId === userId
          ? 'YOU'
          : r.userRemovedAt
            ? 'REMOVED_ACCOUNT'
            : 'SHARED_USER',
    via: r.via === 'UNLOCK_TOKEN' ? 'UNLOCK_TOKEN' : 'ACCOUNT',
    result: r.result as AccessLogEntry['result'],
    reason: r.reason === null ? null : (ErrorCode.safeParse(r.reason).data ?? 'unexpected'),
    distanceMetres: r.distanceMetres,
  }));
}
