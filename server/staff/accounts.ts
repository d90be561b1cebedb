import { asc, eq, inArray } from 'drizzle-orm';
import type { StaffMember } from '@contract/admin/staff';
import type { StaffRole, StaffStatus } from '@contract/admin/values';
import type { Db } from '../db/client';
import { staffAccount, staffWarehouse } from '../db/schema';
import { notFound } from '../http/httpError';

export type StaffRow = typeof staffAccount.$inferSelect;

export const roleOf = (row: Pick<StaffRow, 'role'>): StaffRole => row.role as StaffRole;

/** Invited until the set-up link is used (then a password and an authenticator exist); disabled wins. */
export function statusOf(row: Pick<StaffRow, 'disabledAt' | 'totpSecret' | 'passwordHash'>): StaffStatus {
  if (row.disabledAt) return 'DISABLED';
  return row.passwordHash && row.totpSecret ? 'ACTIVE' : 'INVITED';
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffAccount).where(eq(staffAccount.email, email.trim().toLowerCase()));
  return row ?? null;
}

export async function loadStaff(db: Db, id: number): Promise<StaffRow> {
  const [row] = await db.select().from(staffAccount).where(eq(staffAccount.id, id));
  if (!row) throw notFound('The staff account');
  return row;
}

/** The warehouses assigned to each of `staffIds`, ascending. */
export async function warehouseIdsOf(db: Db, staffIds: number[]): Promise<Map<number, number[]>> {
  const byStaff = new Map<number, number[]>(staffIds.map((id) => [id, []]));
  if (staffIds.length === 0) return byStaff;
  const rows = await db
    .select()
    .from(staffWarehouse)
    .where(inArray(staffWarehouse.staffId, staffIds))
    .orderBy(asc(staffWarehouse.warehouseId));
  for (const row of rows) byStaff.get(row.staffId)?.push(row.warehouseId);
  return byStaff;
}

export const memberOf = (row: StaffRow, warehouseIds: number[]): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: roleOf(row),
  status: statusOf(row),
  warehouseIds,
  createdAt: row.createdAt.toISOString(),
});

export async function loadMember(db: Db, id: number): Promise<StaffMember> {
  const row = await loadStaff(db, id);
  return memberOf(row, (await warehouseIdsOf(db, [id])).get(id) ?? []);
}
