import { and, eq } from 'drizzle-orm';
import type { PriceChange, PriceChangeRequest } from '@contract/admin/prices';
import { currencyOfCountry, type Currency, type OperatingCountry } from '@contract/countries';
import { withAudit } from '../../audit/audit';
import { todayOf } from '../../config/clock';
import type { AppContext } from '../../config/context';
import type { Db } from '../../db/client';
import { box, priceChange } from '../../db/schema';
import { HttpError, notFound } from '../../http/httpError';
import { actorOf, type StaffPrincipal } from '../../staff/guard';
import { assertWarehouseInScope } from '../../staff/scope';
import { findWarehouse } from '../layout/layout';
import { applyChange } from './applyPrices';
import { changeRowsOf, toPriceChange } from './consolePrices';

type Insert = typeof priceChange.$inferInsert;

/** The row of a requested change: its kind's values, its target. */
function rowOf(body: PriceChangeRequest): Omit<Insert, 'warehouseId' | 'createdBy'> {
  const { effectiveFrom } = body;
  if (body.kind === 'PERIOD_DISCOUNT')
    return { kind: body.kind, effectiveFrom, periodMonths: body.periodMonths, percent: body.percent };
  const target = 'boxId' in body.target ? { boxId: body.target.boxId } : { sizeClass: body.target.sizeClass };
  if (body.kind === 'RENT') return { kind: body.kind, effectiveFrom, ...target, amountMinor: body.monthlyMinor };
  return {
    kind: body.kind,
    effectiveFrom,
    ...target,
    coverageMinor: body.coverageMinor,
    amountMinor: body.monthlyMinor,
  };
}

/** What the audit log keeps of a change. */
const auditedOf = (row: typeof priceChange.$inferSelect) => ({
  kind: row.kind,
  boxId: row.boxId,
  sizeClass: row.sizeClass,
  periodMonths: row.periodMonths,
  amountMinor: row.amountMinor,
  coverageMinor: row.coverageMinor,
  percent: row.percent,
  effectiveFrom: row.effectiveFrom,
});

async function answerOf(tx: Db, id: number, currency: Currency, today: string): Promise<PriceChange> {
  const [row] = await changeRowsOf(tx, eq(priceChange.id, id), 1);
  return toPriceChange(row.change, row, currency, today);
}

/**
 * Sets a price from a day: today or later (a past day would misstate what earlier orders were
 * offered). Orders placed from that day take it; running contracts keep the prices they were
 * ordered at. A rent or insurance change from today is copied onto its boxes at once, a later one
 * by the applying step on its day.
 */
export async function schedulePrice(
  ctx: AppContext,
  staff: StaffPrincipal,
  warehouseId: number,
  body: PriceChangeRequest,
): Promise<PriceChange> {
  assertWarehouseInScope(staff, warehouseId);
  const today = todayOf(ctx.config.clock);
  if (body.effectiveFrom < today)
    throw new HttpError(400, 'price/effective-in-past', `Prices are set from today (${today}) or a later day.`, [
      { path: 'body.effectiveFrom', code: 'price/effective-in-past' },
    ]);
  return ctx.db.transaction(async (tx) => {
    const w = await findWarehouse(tx, warehouseId);
    const currency = currencyOfCountry[w.country as OperatingCountry];
    if (body.kind !== 'PERIOD_DISCOUNT' && 'boxId' in body.target) {
      const [inWarehouse] = await tx
        .select({ id: box.id })
        .from(box)
        .where(and(eq(box.id, body.target.boxId), eq(box.warehouseId, warehouseId)));
      if (!inWarehouse) throw notFound('The box');
    }
    const [row] = await tx
      .insert(priceChange)
      .values({ ...rowOf(body), warehouseId, createdBy: staff.staffId })
      .returning();
    if (row.kind !== 'PERIOD_DISCOUNT' && row.effectiveFrom <= today) await applyChange(tx, row);
    await withAudit(tx, actorOf(staff), 'price.schedule', {
      target: { type: 'price', id: row.id, warehouseId },
      after: auditedOf(row),
      reason: body.reason,
    });
    return answerOf(tx, row.id, currency, today);
  });
}

/** Withdraws a change before its day; one in effect is replaced by a newer change instead (409). */
export async function withdrawPrice(
  ctx: AppContext,
  staff: StaffPrincipal,
  id: number,
  reason: string,
): Promise<PriceChange> {
  const today = todayOf(ctx.config.clock);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(priceChange).where(eq(priceChange.id, id)).for('update');
    if (!row) throw notFound('The price change');
    assertWarehouseInScope(staff, row.warehouseId);
    const w = await findWarehouse(tx, row.warehouseId);
    const currency = currencyOfCountry[w.country as OperatingCountry];
    if (row.withdrawnAt) return answerOf(tx, id, currency, today);
    if (row.effectiveFrom <= today || row.appliedAt)
      throw new HttpError(409, 'price/already-effective', 'This price is in effect; set a new price to replace it.');
    await tx.update(priceChange).set({ withdrawnAt: new Date() }).where(eq(priceChange.id, id));
    await withAudit(tx, actorOf(staff), 'price.withdraw', {
      target: { type: 'price', id, warehouseId: row.warehouseId },
      before: auditedOf(row),
      reason,
    });
    return answerOf(tx, id, currency, today);
  });
}
