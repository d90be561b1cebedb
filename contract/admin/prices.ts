import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { Currency } from '../countries';
import { BoxSize } from '../enums';
import { withConsoleErrors } from './errors';
import { Id, IdParam, IsoDate, IsoDateTime, Money } from '../primitives';
import { staffAuth } from '../routeMeta';
import { BoxStatus, ConsoleWarehouseParam } from './layout';
import { AuditReason } from './staff';
import { consoleRoles, discountedPeriods, MAX_PERIOD_DISCOUNT_PERCENT, priceChangeStates, priceKinds } from './values';

const c = initContract();

const MonthlyMinor = z.number().int().min(0).max(100_000_000);
const DiscountedPeriod = z.union(
  discountedPeriods.map((months) => z.literal(months)) as [z.ZodLiteral<3>, z.ZodLiteral<6>, z.ZodLiteral<12>],
);

/** Who a rent or insurance price is for: one box, or every box of a size class in the warehouse. */
export const PriceTarget = z.union([z.object({ boxId: Id }).strict(), z.object({ sizeClass: BoxSize }).strict()]);
export type PriceTarget = z.infer<typeof PriceTarget>;

const common = { effectiveFrom: IsoDate, reason: AuditReason };

/**
 * A price from a day (today or later): orders placed from that day take it; running contracts keep
 * the prices they were ordered at. Amounts are monthly, with VAT, in minor units.
 */
export const PriceChangeRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('RENT'), target: PriceTarget, monthlyMinor: MonthlyMinor, ...common }),
  z.object({
    kind: z.literal('INSURANCE'),
    target: PriceTarget,
    /** What the extra insurance covers; with no monthly price only the included basic insurance is offered. */
    coverageMinor: z.number().int().min(0).max(1_000_000_000),
    monthlyMinor: MonthlyMinor.nullable(),
    ...common,
  }),
  z.object({
    kind: z.literal('PERIOD_DISCOUNT'),
    periodMonths: DiscountedPeriod,
    percent: z.number().int().min(0).max(MAX_PERIOD_DISCOUNT_PERCENT),
    ...common,
  }),
]);
export type PriceChangeRequest = z.infer<typeof PriceChangeRequest>;

export const PriceChange = z.object({
  id: Id,
  kind: z.enum(priceKinds),
  boxId: Id.nullable(),
  boxName: z.string().nullable(),
  sizeClass: BoxSize.nullable(),
  periodMonths: z.number().int().nullable(),
  amount: Money.nullable(),
  coverage: Money.nullable(),
  percent: z.number().int().nullable(),
  effectiveFrom: IsoDate,
  state: z.enum(priceChangeStates),
  /** The staff member who set it (null: set before the console, or the account is gone). */
  createdBy: z.string().nullable(),
  createdAt: IsoDateTime,
});
export type PriceChange = z.infer<typeof PriceChange>;

/** A box's prices today: what a new order is offered. */
export const BoxPrices = z.object({
  id: Id,
  name: z.string(),
  floor: z.number().int(),
  sizeClass: BoxSize,
  status: BoxStatus,
  monthlyRent: Money,
  insuranceCoverage: Money,
  /** Null: only the included basic insurance is offered. */
  insuranceMonthly: Money.nullable(),
});
export type BoxPrices = z.infer<typeof BoxPrices>;

export const WarehousePrices = z.object({
  warehouseId: Id,
  warehouseName: z.string(),
  currency: Currency,
  /** The business day the prices are today's of (a change from today is already in them). */
  today: IsoDate,
  boxes: z.array(BoxPrices),
  periodDiscounts: z.array(z.object({ periodMonths: z.number().int(), percent: z.number().int() })),
  /** The changes, newest day first: scheduled ones, the history, withdrawn ones. */
  changes: z.array(PriceChange),
});
export type WarehousePrices = z.infer<typeof WarehousePrices>;

const readers = staffAuth(...consoleRoles.everyone);
const editors = staffAuth(...consoleRoles.prices);

export const adminPricesContract = c.router(
  {
    get: {
      method: 'GET',
      path: '/api/admin/warehouses/:warehouseId/prices',
      pathParams: ConsoleWarehouseParam,
      responses: withConsoleErrors({ 200: WarehousePrices }, 401, 403, 404),
      metadata: readers,
      summary: 'A warehouse’s prices today (rents, insurance, period discounts) and its price changes',
    },
    schedule: {
      method: 'POST',
      path: '/api/admin/warehouses/:warehouseId/prices',
      pathParams: ConsoleWarehouseParam,
      body: PriceChangeRequest,
      // 400 `price/effective-in-past` on effectiveFrom; 404 for a box not in the warehouse.
      responses: withConsoleErrors({ 201: PriceChange }, 400, 401, 403, 404),
      metadata: editors,
      summary: 'Set a rent, the extra insurance or a period discount from a day, with the reason',
    },
    withdraw: {
      method: 'POST',
      path: '/api/admin/price-changes/:id/withdraw',
      pathParams: IdParam,
      body: z.object({ reason: AuditReason }),
      // 409 `price/already-effective`: an effective price is replaced by a new change, never withdrawn.
      responses: withConsoleErrors({ 200: PriceChange }, 400, 401, 403, 404, 409),
      metadata: editors,
      summary: 'Withdraw a price change before its day',
    },
  },
  { strictStatusCodes: true },
);
