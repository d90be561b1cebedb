import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { AdminVoucher, VoucherCreate, VoucherUpdate } from '@contract/admin/vouchers';
import { withAudit } from '../../audit/audit';
import type { Db } from '../../db/client';
import { voucher } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { HttpError, notFound } from '../../http/httpError';
import { actorOf, type StaffPrincipal } from '../../staff/guard';
import { USING_STATUSES, type VoucherRow } from '../vouchers';

/** Orders that hold or used the voucher, counted from the orders themselves (no counter that could drift). */
// The outer row is named by its table: drizzle writes a selected column unqualified, which inside
// the subquery would be the order's own id.
const usesOfRow = sql<number>`(select count(*)::int from client_order o
  where o.voucher_id = voucher.id and o.status in (${sql.join(
    USING_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )}))`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function adminVoucherOf(row: VoucherRow, uses: number): AdminVoucher {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as AdminVoucher['kind'],
    percent: row.percent,
    amountMinor: row.amountMinor,
    currency: row.currency as AdminVoucher['currency'],
    country: row.country as AdminVoucher['country'],
    description: row.description,
    validFrom: row.validFrom.toISOString(),
    validUntil: iso(row.validUntil),
    usageLimit: row.usageLimit,
    everyPeriod: row.everyPeriod,
    uses: Number(uses),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A voucher as the audit log keeps it before and after a change. */
const auditValuesOf = (v: AdminVoucher) => {
  const { id: _id, uses: _uses, createdAt: _created, ...values } = v;
  return values;
};

const columnsOf = (body: VoucherUpdate) => ({
  kind: body.kind,
  percent: body.percent,
  amountMinor: body.amountMinor,
  currency: body.currency,
  country: body.country,
  description: body.description,
  validFrom: new Date(body.validFrom),
  validUntil: body.validUntil ? new Date(body.validUntil) : null,
  usageLimit: body.usageLimit,
  everyPeriod: body.everyPeriod,
});

/** Every voucher with its uses, the newest first. */
export async function listVouchers(db: Db): Promise<AdminVoucher[]> {
  const rows = await db
    .select({ row: voucher, uses: usesOfRow })
    .from(voucher)
    .orderBy(desc(voucher.createdAt), desc(voucher.id));
  return rows.map(({ row, uses }) => adminVoucherOf(row, uses));
}

async function lockedVoucher(tx: Db, id: number): Promise<{ row: VoucherRow; uses: number }> {
  const [row] = await tx.select().from(voucher).where(eq(voucher.id, id)).for('update');
  if (!row) throw notFound('A voucher');
  const [{ uses }] = await tx.select({ uses: usesOfRow }).from(voucher).where(eq(voucher.id, id));
  return { row, uses: Number(uses) };
}

const codeExists = () =>
  new HttpError(409, 'voucher/code-exists', 'Another voucher has this code.', [
    { path: 'body.code', code: 'voucher/code-exists' },
  ]);

export async function createVoucher(db: Db, staff: StaffPrincipal, body: VoucherCreate): Promise<AdminVoucher> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(voucher)
        .values({ code: body.code, ...columnsOf(body) })
        .returning();
      const created = adminVoucherOf(row, 0);
      await withAudit(tx, actorOf(staff), 'voucher.create', {
        target: { type: 'voucher', id: row.id },
        after: auditValuesOf(created),
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'voucher_code_uq')) throw codeExists();
    throw error;
  }
}

/** The fields an order's terms were taken from: fixed once an order used the voucher. */
const termsChanged = (row: VoucherRow, next: ReturnType<typeof columnsOf>) =>
  row.kind !== next.kind ||
  row.percent !== next.percent ||
  row.amountMinor !== next.amountMinor ||
  row.currency !== next.currency ||
  row.country !== next.country ||
  row.everyPeriod !== next.everyPeriod ||
  row.validFrom.getTime() !== next.validFrom.getTime();

/**
 * Changes a voucher. Before its first use everything but the code; after it only the description,
 * the end of validity and the usage limit (never below the uses), so every order keeps the terms it
 * was placed with and every-period contracts keep being billed by them.
 */
export async function updateVoucher(
  db: Db,
  staff: StaffPrincipal,
  id: number,
  body: VoucherUpdate,
): Promise<AdminVoucher> {
  return db.transaction(async (tx) => {
    const { row, uses } = await lockedVoucher(tx, id);
    const next = columnsOf(body);
    if (uses > 0 && termsChanged(row, next))
      throw new HttpError(
        409,
        'voucher/terms-fixed',
        'Orders used this voucher: only its description, end of validity and usage limit can change.',
      );
    if (next.usageLimit !== null && next.usageLimit < uses)
      throw new HttpError(409, 'voucher/limit-below-uses', `Orders used this voucher ${uses} times already.`, [
        { path: 'body.usageLimit', code: 'voucher/limit-below-uses' },
      ]);
    const [updated] = await tx.update(voucher).set(next).where(eq(voucher.id, id)).returning();
    const after = adminVoucherOf(updated, uses);
    await withAudit(tx, actorOf(staff), 'voucher.update', {
      target: { type: 'voucher', id },
      before: auditValuesOf(adminVoucherOf(row, uses)),
      after: auditValuesOf(after),
    });
    return after;
  });
}

/** Ends a voucher now (no new order can use it); one that has ended already is answered unchanged. */
export async function endVoucher(db: Db, staff: StaffPrincipal, id: number): Promise<AdminVoucher> {
  return db.transaction(async (tx) => {
    const { row, uses } = await lockedVoucher(tx, id);
    const [updated] = await tx
      .update(voucher)
      .set({ validUntil: sql`greatest(now(), ${voucher.validFrom})` })
      .where(and(eq(voucher.id, id), or(isNull(voucher.validUntil), sql`${voucher.validUntil} > now()`)))
      .returning();
    if (!updated) return adminVoucherOf(row, uses);
    const after = adminVoucherOf(updated, uses);
    await withAudit(tx, actorOf(staff), 'voucher.end', {
      target: { type: 'voucher', id },
      before: { validUntil: iso(row.validUntil) },
      after: { validUntil: after.validUntil },
    });
    return after;
  });
}
