import { and, desc, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import type { LockKind } from '@contract/lock';
import type { Db } from '../../db/client';
import { box, boxShare, rentalContract, warehouse } from '../../db/schema';
import { notFound } from '../../http/httpError';
import { RUNNING_CONTRACT_STATUSES } from '../../rentals/access';
import { backupEntranceLockId, boxLockId, entranceLockId } from '../controller';
import type { UnlockTarget } from './attempt';

const warehouseColumns = {
  id: warehouse.id,
  country: warehouse.country,
  lat: warehouse.lat,
  lng: warehouse.lng,
  lockVersion: warehouse.lockVersion,
  accessHours: warehouse.accessHours,
  backupAccessHours: warehouse.backupAccessHours,
};

/**
 * The lock a signed-in user asks to open and the contract that entitles them to it: a running
 * contract they own or whose box is shared with them (a live share), on that box for its door, in
 * that warehouse for an entrance (their own contract first, then the newest). Only smart (V2)
 * warehouses have locks that open online. Anything else (someone else's box, an ended contract or
 * share, a keypad warehouse, an unknown id) answers 404 alike, so ids cannot be probed.
 */
export async function clientUnlockTarget(
  db: Db,
  userId: number,
  kind: LockKind,
  id: number,
): Promise<{ target: UnlockTarget; contractId: number }> {
  const sharedWithUser = exists(
    db
      .select({ id: boxShare.id })
      .from(boxShare)
      .where(
        and(eq(boxShare.contractId, rentalContract.id), eq(boxShare.sharedWith, userId), isNull(boxShare.removedAt)),
      ),
  );
  const running = and(
    or(eq(rentalContract.userId, userId), sharedWithUser),
    inArray(rentalContract.status, RUNNING_CONTRACT_STATUSES),
    eq(warehouse.lockVersion, 'V2'),
  );
  const [row] = await db
    .select({ contractId: rentalContract.id, boxId: box.id, warehouse: warehouseColumns })
    .from(rentalContract)
    .innerJoin(box, eq(box.id, rentalContract.boxId))
    .innerJoin(warehouse, eq(warehouse.id, box.warehouseId))
    .where(and(running, kind === 'BOX' ? eq(box.id, id) : eq(warehouse.id, id)))
    .orderBy(desc(sql`${rentalContract.userId} = ${userId}`), desc(rentalContract.id))
    .limit(1);
  if (!row) throw notFound(kind === 'BOX' ? 'The box' : 'The warehouse');
  const lockId =
    kind === 'BOX'
      ? boxLockId(row.boxId)
      : kind === 'ENTRANCE'
        ? entranceLockId(row.warehouse.id)
        : backupEntranceLockId(row.warehouse.id);
  return {
    contractId: row.contractId,
    target: {
      lockId,
      warehouse: row.warehouse,
      boxId: kind === 'BOX' ? row.boxId : null,
      isBackupEntrance: kind === 'BACKUP_ENTRANCE',
    },
  };
}
