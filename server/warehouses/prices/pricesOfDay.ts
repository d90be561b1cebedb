import { and, asc, desc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { discountedPeriods } from '@contract/admin/values';
import type { BoxSize } from '@contract/enums';
import { areaM2OfCm, sizeClassOfArea } from '@contract/boxSizes';
import { sizeClassBounds } from '@contract/enumValues';
import type { Db } from '../../db/client';
import { type box, priceChange } from '../../db/schema';

type BoxRow = typeof box.$inferSelect;
type ChangeRow = typeof priceChange.$inferSelect;

/**
 * A box's size class in SQL, from the same bounds as `sizeClassOfArea` (contract/boxSizes.ts), so
 * a size class's price reaches exactly the boxes the app shows in that class.
 */
export function sizeClassSql(widthCm: SQL | typeof box.widthCm, lengthCm: SQL | typeof box.lengthCm): SQL {
  const area = sql`(${widthCm} * ${lengthCm})`;
  const bounded = (['XS', 'SMALL', 'MEDIUM'] as const).map(
    (size) => sql`when ${area} <= ${(sizeClassBounds[size].sizeTo ?? 0) * 10_000} then ${size}`,
  );
  return sql`(case ${sql.join(bounded, sql` `)} else 'LARGE' end)`;
}

export const sizeClassOfBox = (b: Pick<BoxRow, 'widthCm' | 'lengthCm'>): BoxSize =>
  sizeClassOfArea(areaM2OfCm(b.widthCm, b.lengthCm));

/** A change still to be copied onto its boxes: rent or insurance, not withdrawn, not applied. */
export const pendingChange = () =>
  and(isNull(priceChange.appliedAt), isNull(priceChange.withdrawnAt), sql`${priceChange.kind} <> 'PERIOD_DISCOUNT'`);

/** A box's columns with a rent or insurance change put on them. */
export function withChange<T extends Pick<BoxRow, 'priceMinor' | 'insuranceCoverageMinor' | 'insurancePriceMinor'>>(
  row: T,
  change: Pick<ChangeRow, 'kind' | 'amountMinor' | 'coverageMinor'>,
): T {
  if (change.kind === 'RENT') return { ...row, priceMinor: change.amountMinor ?? row.priceMinor };
  if (change.kind === 'INSURANCE')
    return { ...row, insuranceCoverageMinor: change.coverageMinor ?? 0, insurancePriceMinor: change.amountMinor };
  return row;
}

export type PeriodDiscounts = Record<number, number>;

/**
 * The period discounts of a warehouse on `day`: per period, the percent of the latest change
 * effective on or before it that was not withdrawn; none set is 0 %.
 */
export async function periodDiscountsOn(db: Db, warehouseId: number, day: string): Promise<PeriodDiscounts> {
  const rows = await db
    .select({ periodMonths: priceChange.periodMonths, percent: priceChange.percent })
    .from(priceChange)
    .where(
      and(
        eq(priceChange.warehouseId, warehouseId),
        eq(priceChange.kind, 'PERIOD_DISCOUNT'),
        isNull(priceChange.withdrawnAt),
        lte(priceChange.effectiveFrom, day),
      ),
    )
    .orderBy(desc(priceChange.effectiveFrom), desc(priceChange.id));
  const discounts: PeriodDiscounts = Object.fromEntries(discountedPeriods.map((months) => [months, 0]));
  const seen = new Set<number>();
  for (const row of rows) {
    if (row.periodMonths === null || seen.has(row.periodMonths)) continue;
    seen.add(row.periodMonths);
    discounts[row.periodMonths] = row.percent ?? 0;
  }
  return discounts;
}

/**
 * Boxes of one warehouse as they are offered on `day`: their columns hold the prices as last
 * applied, and a change effective by that day that the applying step has not reached yet (one from
 * today, just after midnight) is put on them in the order the step would apply it. So an order
 * always takes the prices of its day, whether or not the step has run.
 */
export async function boxesOnDay(db: Db, warehouseId: number, rows: BoxRow[], day: string): Promise<BoxRow[]> {
  if (rows.length === 0) return rows;
  const due = await db
    .select()
    .from(priceChange)
    .where(and(eq(priceChange.warehouseId, warehouseId), pendingChange(), lte(priceChange.effectiveFrom, day)))
    .orderBy(asc(priceChange.effectiveFrom), asc(priceChange.id));
  if (due.length === 0) return rows;
  return rows.map((row) => {
    const sizeClass = sizeClassOfBox(row);
    return due.filter((c) => c.boxId === row.id || c.sizeClass === sizeClass).reduce(withChange, row);
  });
}

/** One box as it is offered on `day` (see boxesOnDay). */
export async function boxOnDay(db: Db, row: BoxRow, day: string): Promise<BoxRow> {
  const [onDay] = await boxesOnDay(db, row.warehouseId, [row], day);
  return onDay;
}
