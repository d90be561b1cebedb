import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { currencyOfCountry, type OperatingCountry } from '@contract/countries';
import type { z } from 'zod';
import type { InsuranceOption } from '@contract/order';
import type { Db } from '../db/client';
import { box, clientOrder, warehouse } from '../db/schema';
import { HttpError, notFound } from '../http/httpError';
import { boxOnDay, periodDiscountsOn, type PeriodDiscounts } from '../warehouses/prices/pricesOfDay';

export type BoxRecord = typeof box.$inferSelect;
export type WarehouseRecord = typeof warehouse.$inferSelect;

export interface Orderable {
  /** The box with the prices of the order's day (rent, insurance). */
  box: BoxRecord;
  warehouse: WarehouseRecord;
  country: OperatingCountry;
  rentStart: string;
  /** The warehouse's discount per period (months → percent) on the order's day. */
  periodDiscounts: PeriodDiscounts;
}

export const boxTaken = () => new HttpError(409, 'Box/is-taken', 'The box is held or rented by someone else.');
export const warehouseDeactivated = () =>
  new HttpError(409, 'Order/Warehouse-deactivated', 'The warehouse no longer takes orders.');
export const boxNotActive = () => new HttpError(409, 'Order/Box-not-active', 'The box can no longer be rented.');

/** The rent starts today, or on the opening day of a warehouse that is not open yet. */
export const rentStartOf = (w: Pick<WarehouseRecord, 'availableFrom'>, today: string) =>
  w.availableFrom && w.availableFrom > today ? w.availableFrom : today;

/**
 * Why a box cannot be ordered, checked in this order: the warehouse is deactivated, the box is out of
 * service, the box is held or rented. Null when it can be ordered.
 */
export function unorderableReason(
  b: Pick<BoxRecord, 'active' | 'occupancy'>,
  w: Pick<WarehouseRecord, 'deactivated'>,
): HttpError | null {
  if (w.deactivated) return warehouseDeactivated();
  if (!b.active) return boxNotActive();
  if (b.occupancy !== 'FREE') return boxTaken();
  return null;
}

/** Whether the order with this reference is unpaid and still holds this box. */
async function holdsBox(db: Db, boxId: number, reference: string): Promise<boolean> {
  const [held] = await db
    .select({ id: clientOrder.id })
    .from(clientOrder)
    .where(
      and(
        eq(clientOrder.reference, reference),
        eq(clientOrder.boxId, boxId),
        inArray(clientOrder.status, ['SUBMITTED', 'FAILED']),
        gt(clientOrder.heldUntil, sql`now()`),
      ),
    );
  return held !== undefined;
}

/**
 * Loads a box with its warehouse for ordering: 404 when unknown, 409 when it cannot be ordered now.
 * A box held by `heldOrderId` (the asking customer's own unpaid order) counts as orderable, so
 * coming back from the card page shows the order instead of "already in use".
 */
export async function loadOrderable(db: Db, boxId: number, today: string, heldOrderId?: string): Promise<Orderable> {
  const [row] = await db
    .select({ box, warehouse })
    .from(box)
    .innerJoin(warehouse, eq(warehouse.id, box.warehouseId))
    .where(eq(box.id, boxId));
  if (!row) throw notFound(`Box ${boxId}`);
  const ownHold = row.box.occupancy === 'HELD' && heldOrderId !== undefined && (await holdsBox(db, boxId, heldOrderId));
  const reason = unorderableReason(ownHold ? { ...row.box, occupancy: 'FREE' } : row.box, row.warehouse);
  if (reason) throw reason;
  // An order takes the prices of its day: a change effective today counts even before it is applied.
  const [boxOfDay, periodDiscounts] = await Promise.all([
    boxOnDay(db, row.box, today),
    periodDiscountsOn(db, row.warehouse.id, today),
  ]);
  return {
    box: boxOfDay,
    warehouse: row.warehouse,
    country: row.warehouse.country as OperatingCountry,
    rentStart: rentStartOf(row.warehouse, today),
    periodDiscounts,
  };
}

/** Option 1 is the included basic insurance; option 2 the box's extra insurance when it has one. */
export const BASIC_INSURANCE_ID = 1;
export const EXTRA_INSURANCE_ID = 2;

export function insuranceOptionsOf(b: BoxRecord, country: OperatingCountry): z.infer<typeof InsuranceOption>[] {
  const currency = currencyOfCountry[country];
  const basic = {
    id: BASIC_INSURANCE_ID,
    coverage: { minor: 0, currency },
    pricePerMonth: { minor: 0, currency },
    included: true,
  };
  if (b.insurancePriceMinor === null) return [basic];
  const extra = {
    id: EXTRA_INSURANCE_ID,
    coverage: { minor: b.insuranceCoverageMinor, currency },
    pricePerMonth: { minor: b.insurancePriceMinor, currency },
    included: false,
  };
  return [basic, extra];
}

/** The chosen insurance: monthly price and coverage; 400 for an option the box does not offer. */
export function chosenInsurance(
  b: BoxRecord,
  insuranceId: number | null,
): { id: number; monthlyMinor: number; coverageMinor: number } {
  if (insuranceId === null || insuranceId === BASIC_INSURANCE_ID)
    return { id: BASIC_INSURANCE_ID, monthlyMinor: 0, coverageMinor: 0 };
  if (insuranceId === EXTRA_INSURANCE_ID && b.insurancePriceMinor !== null) {
    return { id: EXTRA_INSURANCE_ID, monthlyMinor: b.insurancePriceMinor, coverageMinor: b.insuranceCoverageMinor };
  }
  throw new HttpError(400, 'bad-request', `This box offers no insurance option ${insuranceId}.`, [
    { path: 'body.insuranceId', code: 'bad-request' },
  ]);
}
