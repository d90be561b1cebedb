import { PgTransaction } from 'drizzle-orm/pg-core';
import type { AuditAction, StaffRole } from '@contract/admin/values';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

/** Who acts: a signed-in staff member (from the request), or the command line (`SYSTEM`). */
export interface AuditActor {
  staffId: number | null;
  role: StaffRole | 'SYSTEM';
  email: string;
  /** The request's id and client address, when the action came through the API. */
  requestId?: string | null;
  address?: string | null;
}

/** A plain JSON object: what a value was before the change and is after it. */
export type AuditValues = Record<string, unknown>;

export interface AuditChange {
  /** What the action changed: a kind (`staff`, `warehouse`, `price` …) and its id. */
  target: { type: string; id: string | number | null; warehouseId?: number | null };
  before?: AuditValues | null;
  after?: AuditValues | null;
  /** The reason the actor gave, where the action asks for one. */
  reason?: string | null;
}

/** The command line's actor (`npm run admin`). */
export const SYSTEM_ACTOR: AuditActor = { staffId: null, role: 'SYSTEM', email: 'command line' };

/**
 * Records a staff action. Call it with the transaction that makes the change, so the change and its
 * record commit or roll back together: a change that fails leaves no row, and no change is made
 * without its row. Refuses to run outside a transaction for that reason. The table is append-only
 * (a database trigger refuses UPDATE and DELETE), and no call of the API writes it otherwise.
 */
export async function withAudit(tx: Db, actor: AuditActor, action: AuditAction, change: AuditChange): Promise<void> {
  if (!(tx instanceof PgTransaction)) throw new Error(`withAudit(${action}) runs inside the transaction of the change`);
  await tx.insert(auditLog).values({
    actorId: actor.staffId,
    actorRole: actor.role,
    actorEmail: actor.email,
    action,
    targetType: change.target.type,
    targetId: change.target.id === null ? null : String(change.target.id),
    warehouseId: change.target.warehouseId ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
    reason: change.reason ?? null,
    requestId: actor.requestId ?? null,
    address: actor.address ?? null,
  });
}
