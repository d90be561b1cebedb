import { and, desc, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '@contract/admin/audit';
import type { AuditAction } from '@contract/admin/values';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditFilter {
  actorEmail?: string;
  action?: AuditAction;
  targetType?: string;
  targetId?: string;
  warehouseId?: number;
  from?: string;
  to?: string;
}

/**
 * Which rows a reader may see: every row, or (an OWNER) only the rows about these warehouses. The
 * caller checks that a `warehouseId` filter is among them before it gets here.
 */
export type AuditScope = 'all' | { warehouseIds: number[] };

type AuditRow = typeof auditLog.$inferSelect;

const conditionsOf = (filter: AuditFilter, scope: AuditScope): (SQL | undefined)[] => [
  filter.actorEmail === undefined ? undefined : eq(auditLog.actorEmail, filter.actorEmail),
  filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
  filter.targetType === undefined ? undefined : eq(auditLog.targetType, filter.targetType),
  filter.targetId === undefined ? undefined : eq(auditLog.targetId, filter.targetId),
  filter.warehouseId === undefined ? undefined : eq(auditLog.warehouseId, filter.warehouseId),
  filter.from === undefined ? undefined : gte(auditLog.at, new Date(filter.from)),
  filter.to === undefined ? undefined : lte(auditLog.at, new Date(filter.to)),
  scope === 'all' ? undefined : inArray(auditLog.warehouseId, scope.warehouseIds.length ? scope.warehouseIds : [-1]),
];

export const entryOf = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  actorRole: row.actorRole as AuditEntry['actorRole'],
  action: row.action as AuditAction,
  targetType: row.targetType,
  targetId: row.targetId,
  warehouseId: row.warehouseId,
  before: (row.before as AuditEntry['before']) ?? null,
  after: (row.after as AuditEntry['after']) ?? null,
  reason: row.reason,
  requestId: row.requestId,
  address: row.address,
});

/** One page of matching rows, newest first, after the row `before` (a keyset page: stable while rows are added). */
export async function searchAudit(
  db: Db,
  filter: AuditFilter,
  scope: AuditScope,
  page: { before?: number; limit: number },
): Promise<{ entries: AuditEntry[]; nextBefore: number | null }> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditionsOf(filter, scope), page.before === undefined ? undefined : lt(auditLog.id, page.before)))
    .orderBy(desc(auditLog.id))
    .limit(page.limit + 1);
  const entries = rows.slice(0, page.limit).map(entryOf);
  return { entries, nextBefore: rows.length > page.limit ? entries[entries.length - 1].id : null };
}

/** Every matching row up to `max`, newest first, for the export. */
export async function auditRows(db: Db, filter: AuditFilter, scope: AuditScope, max: number): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditionsOf(filter, scope)))
    .orderBy(desc(auditLog.id))
    .limit(max);
  return rows.map(entryOf);
}
