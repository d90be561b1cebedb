import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staffAccount } from './staff';
import { box, warehouse } from './warehouses';

/**
 * A floor an operator added to a warehouse before any box or fixture stood on it. A warehouse's
 * floors are these together with every floor its boxes and fixtures name, so the floors that exist
 * need no row and an empty floor is not lost. Floors are numbered from 0, the ground floor.
 */
export const warehouseFloor = pgTable(
  'warehouse_floor',
  {
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id, { onDelete: 'cascade' }),
    floor: integer('floor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.warehouseId, t.floor] }),
    check('warehouse_floor_range', sql`${t.floor} between 0 and 99`),
  ],
);

/**
 * A price an operator set, effective from a day: a box's or a size class's monthly rent (`RENT`,
 * `amount_minor`), its extra insurance (`INSURANCE`: `coverage_minor` at `amount_minor` a month, no
 * amount when only the included basic insurance is offered), or the warehouse's discount for paying
 * 3, 6 or 12 months at once (`PERIOD_DISCOUNT`, `percent`). An order takes the prices of its day: the
 * latest change of its kind and target effective on or before it. `applied_at` says when a rent or
 * insurance change was copied onto its boxes (`box.price_minor` and `box.insurance_*` hold today's
 * prices, which search, the warehouse page and the free-box trigger read). A change not yet
 * effective can be withdrawn (`withdrawn_at`); an effective one is replaced by a newer change, never
 * edited, so the table is the price history.
 */
export const priceChange = pgTable(
  'price_change',
  {
    id: serial('id').primaryKey(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** One box, or every box of `size_class` in the warehouse; neither for a period discount. */
    boxId: integer('box_id').references(() => box.id, { onDelete: 'cascade' }),
    sizeClass: text('size_class'),
    periodMonths: integer('period_months'),
    amountMinor: integer('amount_minor'),
    coverageMinor: integer('coverage_minor'),
    percent: integer('percent'),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => staffAccount.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('price_change_warehouse_idx').on(t.warehouseId, t.effectiveFrom),
    index('price_change_pending_idx')
      .on(t.effectiveFrom)
      .where(sql`${t.appliedAt} is null and ${t.withdrawnAt} is null and ${t.kind} <> 'PERIOD_DISCOUNT'`),
    check(
      'price_change_terms',
      sql`(${t.kind} = 'RENT' and ${t.amountMinor} >= 0 and ${t.coverageMinor} is null and ${t.percent} is null and ${t.periodMonths} is null)
        or (${t.kind} = 'INSURANCE' and ${t.coverageMinor} >= 0 and (${t.amountMinor} is null or ${t.amountMinor} >= 0) and ${t.percent} is null and ${t.periodMonths} is null)
        or (${t.kind} = 'PERIOD_DISCOUNT' and ${t.periodMonths} in (3, 6, 12) and ${t.percent} between 0 and 50 and ${t.amountMinor} is null and ${t.coverageMinor} is null)`,
    ),
    check(
      'price_change_target',
      sql`(${t.kind} = 'PERIOD_DISCOUNT' and ${t.boxId} is null and ${t.sizeClass} is null)
        or (${t.kind} <> 'PERIOD_DISCOUNT' and ((${t.boxId} is not null and ${t.sizeClass} is null)
          or (${t.boxId} is null and ${t.sizeClass} in ('XS', 'SMALL', 'MEDIUM', 'LARGE'))))`,
    ),
  ],
);
