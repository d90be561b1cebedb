import { and, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { HttpError } from '../../http/httpError';

type Reader = Pick<Db, 'select'>;

/** The audit actions that change what the editor's form holds (photos and deactivation have their own forms). */
const editActions = ['warehouse.create', 'warehouse.update'];

/**
 * The version of a warehouse's details: the id of the last audit row that changed them (0 for one
 * never changed in the console). Every such change is audited in its own transaction, so the
 * number moves exactly when the details do, on every instance, with nothing more stored.
 */
export async function editVersionOf(db: Reader, warehouseId: number): Promise<number> {
  const [row] = await db
    .select({ version: max(auditLog.id) })
    .from(auditLog)
    .where(and(eq(auditLog.warehouseId, warehouseId), inArray(auditLog.action, editActions)));
  return row?.version ?? 0;
}

/**
 * Two operators editing the same warehouse cannot both win: a change based on another version than
 * the stored one is refused (409 `stale-version`), and the operator reloads to see the other's.
 */
export async function assertEditVersion(db: Reader, warehouseId: number, basedOn: number): Promise<void> {
  if ((await editVersionOf(db, warehouseId)) !== basedOn)
    throw new HttpError(409, 'stale-version', 'The warehouse was changed meanwhile; reload it and try again.', [
      { path: 'body.version', code: 'stale-version' },
    ]);
}
