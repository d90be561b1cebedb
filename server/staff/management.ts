import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StaffInviteRequest, StaffMember } from '@contract/admin/staff';
import type { StaffRole } from '@contract/admin/values';
import { withAudit, type AuditActor } from '../audit/audit';
import type { AppContext } from '../config/context';
import type { Db } from '../db/client';
import { staffAccount, staffWarehouse, warehouse } from '../db/schema';
import { isUniqueViolation } from '../db/uniqueViolation';
import { HttpError, notFound } from '../http/httpError';
import { loadMember, memberOf, roleOf, statusOf, warehouseIdsOf } from './accounts';
import { actorOf, type StaffPrincipal } from './guard';
import { endStaffSessions } from './sessions';
import { issueSetupLink } from './setupLinks';

const emailExists = () => new HttpError(409, 'staff/email-exists', 'A staff account with this e-mail exists.');
const ownAccount = () =>
  new HttpError(409, 'staff/own-account', 'Another admin changes your role, disables or resets your account.');

/** Every staff account, admins first, then by name. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db.select().from(staffAccount).orderBy(staffAccount.role, staffAccount.name, staffAccount.id);
  const warehouses = await warehouseIdsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => memberOf(row, warehouses.get(row.id) ?? []));
}

/** Refuses warehouse ids that do not exist (404), so an assignment never names a warehouse that is not there. */
async function assertWarehousesExist(tx: Db, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return unique;
  const found = await tx.select({ id: warehouse.id }).from(warehouse).where(inArray(warehouse.id, unique));
  if (found.length !== unique.length) throw notFound('A warehouse');
  return unique;
}

async function setWarehouses(tx: Db, staffId: number, ids: number[]): Promise<void> {
  await tx.delete(staffWarehouse).where(eq(staffWarehouse.staffId, staffId));
  if (ids.length) await tx.insert(staffWarehouse).values(ids.map((warehouseId) => ({ staffId, warehouseId })));
}

/** Creates an account (no password, no authenticator yet) and its set-up link, audited in the same transaction. */
export async function createStaff(
  ctx: AppContext,
  actor: AuditActor,
  input: { email: string; name: string; role: StaffRole; warehouseIds: number[] },
) {
  try {
    return await ctx.db.transaction(async (tx) => {
      const warehouseIds = await assertWarehousesExist(tx, input.warehouseIds);
      const [row] = await tx
        .insert(staffAccount)
        .values({
          email: input.email.trim().toLowerCase(),
          name: input.name,
          role: input.role,
          createdBy: actor.staffId,
        })
        .returning();
      await setWarehouses(tx, row.id, warehouseIds);
      const link = await issueSetupLink(tx, ctx.config, row.id);
      await withAudit(
        tx,
        actor,
        actor.role === 'SYSTEM' && input.role === 'ADMIN' ? 'staff.create-admin' : 'staff.invite',
        {
          target: { type: 'staff', id: row.id },
          after: { email: row.email, name: row.name, role: row.role, warehouseIds },
        },
      );
      return { staff: memberOf(row, warehouseIds), ...link };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'staff_account_email_uq')) throw emailExists();
    throw error;
  }
}

export const inviteStaff = (ctx: AppContext, staff: StaffPrincipal, body: z.infer<typeof StaffInviteRequest>) =>
  createStaff(ctx, actorOf(staff), body);

/** The account row locked for the change, refusing the acting admin's own account where it must be another's. */
async function lockedTarget(tx: Db, staff: StaffPrincipal, id: number, { notOwn = false } = {}) {
  if (notOwn && id === staff.staffId) throw ownAccount();
  const [row] = await tx.select().from(staffAccount).where(eq(staffAccount.id, id)).for('update');
  if (!row) throw notFound('The staff account');
  return row;
}

/** A new role; the account's sessions end, so it signs in again under the new role. */
export async function changeRole(ctx: AppContext, staff: StaffPrincipal, id: number, role: StaffRole, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockedTarget(tx, staff, id, { notOwn: true });
    if (roleOf(row) === role) return;
    await tx.update(staffAccount).set({ role }).where(eq(staffAccount.id, id));
    await endStaffSessions(tx, id);
    await withAudit(tx, actorOf(staff), 'staff.change-role', {
      target: { type: 'staff', id },
      before: { role: row.role },
      after: { role },
      reason,
    });
  });
  return loadMember(ctx.db, id);
}

export async function assignWarehouses(
  ctx: AppContext,
  staff: StaffPrincipal,
  id: number,
  warehouseIds: number[],
  reason: string,
) {
  await ctx.db.transaction(async (tx) => {
    await lockedTarget(tx, staff, id);
    const before = (await warehouseIdsOf(tx, [id])).get(id) ?? [];
    const after = await assertWarehousesExist(tx, warehouseIds);
    if (before.join() === after.join()) return;
    await setWarehouses(tx, id, after);
    await withAudit(tx, actorOf(staff), 'staff.assign-warehouses', {
      target: { type: 'staff', id },
      before: { warehouseIds: before },
      after: { warehouseIds: after },
      reason,
    });
  });
  return loadMember(ctx.db, id);
}

/** Disabling ends the account's sessions at once; enabling lets it sign in again with what it had. */
export async function setDisabled(
  ctx: AppContext,
  staff: StaffPrincipal,
  id: number,
  disabled: boolean,
  reason: string,
) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockedTarget(tx, staff, id, { notOwn: disabled });
    if (Boolean(row.disabledAt) === disabled) return;
    await tx
      .update(staffAccount)
      .set({ disabledAt: disabled ? sql`now()` : null })
      .where(eq(staffAccount.id, id));
    if (disabled) await endStaffSessions(tx, id);
    await withAudit(tx, actorOf(staff), disabled ? 'staff.disable' : 'staff.enable', {
      target: { type: 'staff', id },
      before: { status: statusOf(row) },
      after: { status: statusOf({ ...row, disabledAt: disabled ? new Date() : null }) },
      reason,
    });
  });
  return loadMember(ctx.db, id);
}

/**
 * A new set-up link for someone who lost their authenticator or password: earlier links stop working;
 * the account keeps its sign-in until the new link is used, which replaces password and authenticator.
 */
export async function newSetupLink(ctx: AppContext, staff: StaffPrincipal, id: number, reason: string) {
  return ctx.db.transaction(async (tx) => {
    const row = await lockedTarget(tx, staff, id, { notOwn: true });
    if (row.disabledAt) throw new HttpError(409, 'staff/disabled', 'Enable the account before resetting its sign-in.');
    const link = await issueSetupLink(tx, ctx.config, id);
    await withAudit(tx, actorOf(staff), 'staff.new-setup-link', {
      target: { type: 'staff', id },
      after: { expiresAt: link.expiresAt },
      reason,
    });
    const member = memberOf(row, (await warehouseIdsOf(tx, [id])).get(id) ?? []);
    return { staff: member, ...link };
  });
}
