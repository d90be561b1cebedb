import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { PriceChange, WarehousePrices } from '@contract/admin/prices';
import type { BoxSize } from '@contract/enums';
import { currencyOfCountry, type Currency, type OperatingCountry } from '@contract/countries';
import type { Db } from '../../db/client';
import { box, priceChange, staffAccount } from '../../db/schema';
import type { StaffPrincipal } from '../../staff/guard';
import { assertWarehouseInScope } from '../../staff/scope';
import { boxStatusOf, findWarehouse } from '../layout/layout';
import { boxesOnDay, periodDiscountsOn, sizeClassOfBox } from './pricesOfDay';

type ChangeRow = typeof priceChange.$inferSelect;

/** How many changes the prices page lists, newest day first. */
const LISTED_CHANGES = 200;

export function toPriceChange(
  row: ChangeRow,
  extra: { boxName: string | null; createdBy: string | null },
  currency: Currency,
  today: string,
): PriceChange {
  const money = (minor: number | null) => (minor === null ? null : { minor, currency });
  return {
    id: row.id,
    kind: row.kind as PriceChange['kind'],
    boxId: row.boxId,
    boxName: extra.boxName,
    sizeClass: row.sizeClass as BoxSize | null,
    periodMonths: row.periodMonths,
    amount: money(row.amountMinor),
    coverage: money(row.coverageMinor),
    percent: row.percent,
    effectiveFrom: row.effectiveFrom,
    state: row.withdrawnAt ? 'WITHDRAWN' : row.effectiveFrom > today ? 'SCHEDULED' : 'EFFECTIVE',
    createdBy: extra.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A change with the names it shows (its box's, who set it). */
export async function changeRowsOf(db: Db, where: SQL, limit = LISTED_CHANGES) {
  return db
    .select({ change: priceChange, boxName: box.name, createdBy: staffAccount.name })
    .from(priceChange)
    .leftJoin(box, eq(box.id, priceChange.boxId))
    .leftJoin(staffAccount, eq(staffAccount.id, priceChange.createdBy))
    .where(where)
    .orderBy(desc(priceChange.effectiveFrom), desc(priceChange.id))
    .limit(limit);
}

/** A warehouse's prices of `today` (what a new order is offered) and its price changes. */
export async function warehousePrices(
  db: Db,
  staff: StaffPrincipal,
  warehouseId: number,
  today: string,
): Promise<WarehousePrices> {
  assertWarehouseInScope(staff, warehouseId);
  const w = await findWarehouse(db, warehouseId);
  const currency = currencyOfCountry[w.country as OperatingCountry];
  const money = (minor: number) => ({ minor, currency });
  const rows = await db
    .select()
    .from(box)
    .where(eq(box.warehouseId, warehouseId))
    .orderBy(asc(box.floor), asc(box.name));
  const [boxes, discounts, changes] = await Promise.all([
    boxesOnDay(db, warehouseId, rows, today),
    periodDiscountsOn(db, warehouseId, today),
    changeRowsOf(db, eq(priceChange.warehouseId, warehouseId)),
  ]);
  return {
    warehouseId,
    warehouseName: w.name,
    currency,
    today,
    boxes: boxes.map((b) => ({
      id: b.id,
      name: b.name,
      floor: b.floor,
      sizeClass: sizeClassOfBox(b),
      status: boxStatusOf(b),
      monthlyRent: money(b.priceMinor),
      insuranceCoverage: money(b.insuranceCoverageMinor),
      insuranceMonthly: b.insurancePriceMinor === null ? null : money(b.insurancePriceMinor),
    })),
    periodDiscounts: Object.entries(discounts).map(([months, percent]) => ({ periodMonths: Number(months), percent })),
    changes: changes.map((r) => toPriceChange(r.change, r, currency, today)),
  };
}
