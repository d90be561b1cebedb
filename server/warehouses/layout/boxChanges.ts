import { and, eq, sql } from 'drizzle-orm';
import type { AdminBox, BoxCreate, BoxFields } from '@contract/admin/layout';
import type { Db } from '../../db/client';
import { box, priceChange } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { HttpError, notFound } from '../../http/httpError';
import { withAudit } from '../../audit/audit';
import { todayOf } from '../../config/clock';
import type { AppContext } from '../../config/context';
import { actorOf, type StaffPrincipal } from '../../staff/guard';
import { assertWarehouseInScope } from '../../staff/scope';
import { findWarehouse, orderedBoxes, toAdminBox, type WarehouseRecord } from './layout';

type BoxRow = typeof box.$inferSelect;

const nameTaken = () =>
  new HttpError(409, 'box/name-taken', 'Another box of this warehouse has this name.', [
    { path: 'body.name', code: 'box/name-taken' },
  ]);

/** A box's plan rectangle is its footprint; it lies within its floor's plan, or the box is refused. */
function assertOnPlan(fields: BoxFields, w: WarehouseRecord): void {
  const fields_ = [
    ...(fields.planX + fields.widthCm > w.planWidth ? ['body.planX'] : []),
    ...(fields.planY + fields.lengthCm > w.planHeight ? ['body.planY'] : []),
  ];
  if (fields_.length)
    throw new HttpError(
      400,
      'box/outside-plan',
      `The box does not fit on the plan (${w.planWidth} × ${w.planHeight} cm) at this place.`,
      fields_.map((path) => ({ path, code: 'box/outside-plan' as const })),
    );
}

const columnsOf = (fields: BoxFields) => ({
  name: fields.name,
  floor: fields.floor,
  widthCm: fields.widthCm,
  lengthCm: fields.lengthCm,
  heightCm: fields.heightCm,
  planX: fields.planX,
  planY: fields.planY,
  planWidth: fields.widthCm,
  planHeight: fields.lengthCm,
});

/** What the audit log keeps of a box. */
const auditedOf = (row: BoxRow) => ({
  name: row.name,
  floor: row.floor,
  widthCm: row.widthCm,
  lengthCm: row.lengthCm,
  heightCm: row.heightCm,
  planX: row.planX,
  planY: row.planY,
  active: row.active,
  blockedReason: row.blockedReason,
});

/** The box a staff member may change, locked for the change; another owner's box is "not found". */
async function lockedBox(tx: Db, staff: StaffPrincipal, id: number): Promise<{ row: BoxRow; w: WarehouseRecord }> {
  const [row] = await tx.select().from(box).where(eq(box.id, id)).for('update');
  if (!row) throw notFound('The box');
  assertWarehouseInScope(staff, row.warehouseId);
  return { row, w: await findWarehouse(tx, row.warehouseId) };
}

async function answerOf(tx: Db, row: BoxRow, w: WarehouseRecord): Promise<AdminBox> {
  return toAdminBox(row, w, (await orderedBoxes(tx, [row.id])).has(row.id));
}

/** A unique name is checked by its index: a clash (also one made at the same moment) is 409. */
async function withUniqueName<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (err) {
    if (isUniqueViolation(err, 'box_warehouse_name_uq')) throw nameTaken();
    throw err;
  }
}

/**
 * A new box, free, with its first rent: recorded as a rent change from today, applied at once, so
 * the box's price history starts with it and a size class's later price reaches it like any other.
 */
export function createBox(ctx: AppContext, staff: StaffPrincipal, warehouseId: number, body: BoxCreate) {
  assertWarehouseInScope(staff, warehouseId);
  return withUniqueName(() =>
    ctx.db.transaction(async (tx) => {
      const w = await findWarehouse(tx, warehouseId);
      assertOnPlan(body, w);
      const [row] = await tx
        .insert(box)
        .values({ warehouseId, ...columnsOf(body), priceMinor: body.monthlyRentMinor })
        .returning();
      await tx.insert(priceChange).values({
        warehouseId,
        kind: 'RENT',
        boxId: row.id,
        amountMinor: body.monthlyRentMinor,
        effectiveFrom: todayOf(ctx.config.clock),
        appliedAt: sql`now()`,
        createdBy: staff.staffId,
      });
      await withAudit(tx, actorOf(staff), 'box.create', {
        target: { type: 'box', id: row.id, warehouseId },
        after: { ...auditedOf(row), monthlyRentMinor: row.priceMinor },
      });
      return toAdminBox(row, w, false);
    }),
  );
}

/** A box's name, measures, floor or place; a rented box may be measured or moved too (its contract keeps its terms). */
export function updateBox(ctx: AppContext, staff: StaffPrincipal, id: number, body: BoxFields) {
  return withUniqueName(() =>
    ctx.db.transaction(async (tx) => {
      const { row, w } = await lockedBox(tx, staff, id);
      assertOnPlan(body, w);
      const [updated] = await tx.update(box).set(columnsOf(body)).where(eq(box.id, id)).returning();
      await withAudit(tx, actorOf(staff), 'box.update', {
        target: { type: 'box', id, warehouseId: row.warehouseId },
        before: auditedOf(row),
        after: auditedOf(updated),
      });
      return answerOf(tx, updated, w);
    }),
  );
}

/**
 * Blocks a free box for maintenance: no longer offered, counted as neither free nor in use. A box
 * held by an unpaid order or rented is refused (409 `box/occupied`): its customer's order or contract
 * comes first, and the box is blocked once it is free again. Placing an order takes only an active
 * free box in one conditional update, so an order and a block never both succeed.
 */
export function blockBox(ctx: AppContext, staff: StaffPrincipal, id: number, reason: string) {
  return ctx.db.transaction(async (tx) => {
    const { row, w } = await lockedBox(tx, staff, id);
    if (row.occupancy !== 'FREE')
      throw new HttpError(409, 'box/occupied', 'The box is held by an order or rented; it can be blocked once free.');
    const [updated] = await tx
      .update(box)
      .set({ active: false, blockedReason: reason })
      .where(and(eq(box.id, id), eq(box.occupancy, 'FREE')))
      .returning();
    await withAudit(tx, actorOf(staff), 'box.block', {
      target: { type: 'box', id, warehouseId: row.warehouseId },
      before: { active: row.active, blockedReason: row.blockedReason },
      after: { active: false, blockedReason: reason },
      reason,
    });
    return answerOf(tx, updated, w);
  });
}

/** Offers a blocked box again (unblocking a box that is not blocked changes nothing and is not logged). */
export function unblockBox(ctx: AppContext, staff: StaffPrincipal, id: number, reason: string) {
  return ctx.db.transaction(async (tx) => {
    const { row, w } = await lockedBox(tx, staff, id);
    if (row.active) return answerOf(tx, row, w);
    const [updated] = await tx.update(box).set({ active: true, blockedReason: null }).where(eq(box.id, id)).returning();
    await withAudit(tx, actorOf(staff), 'box.unblock', {
      target: { type: 'box', id, warehouseId: row.warehouseId },
      before: { active: false, blockedReason: row.blockedReason },
      after: { active: true, blockedReason: null },
      reason,
    });
    return answerOf(tx, updated, w);
  });
}

const boxOrdered = () =>
  new HttpError(
    409,
    'box/ordered',
    'The box was ordered: its orders, contracts and invoices name it, so it stays. Block it instead.',
  );

/** True when `err` (or its cause) is a foreign key violation: another record still names the row. */
const isForeignKeyViolation = (err: unknown): boolean => {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23503') return true;
  return false;
};

/**
 * Deletes a box that was never ordered. A box with any order (and so any contract) ever, paid or
 * not, running or ended, stays: contracts, invoices and payments name it and must read as issued.
 * Any other record that names it (an access log line) keeps it too.
 */
export async function deleteBox(ctx: AppContext, staff: StaffPrincipal, id: number, reason: string) {
  try {
    return await ctx.db.transaction(async (tx) => {
      const { row } = await lockedBox(tx, staff, id);
      if ((await orderedBoxes(tx, [id])).has(id)) throw boxOrdered();
      await tx.delete(box).where(eq(box.id, id));
      await withAudit(tx, actorOf(staff), 'box.delete', {
        target: { type: 'box', id, warehouseId: row.warehouseId },
        before: { ...auditedOf(row), monthlyRentMinor: row.priceMinor },
        reason,
      });
      return { deleted: id };
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw boxOrdered();
    throw err;
  }
}
