import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appUser } from './accounts';
import { priceSnapshotColumns } from './priceSnapshot';
import { box, warehouse } from './warehouses';

/**
 * Discount coupons. `code` is stored upper-cased (typed codes are matched case-insensitively). A
 * PERCENT voucher takes `percent` % of the rent it discounts, an AMOUNT voucher `amount_minor` in
 * `currency` (only for orders in that currency). It discounts the first invoicing period's rent, and
 * with `every_period` also the rent of every later period of the contract ordered with it; it never
 * takes more than 90 % of the rent it discounts, so a card payment always remains (the first one sets
 * up recurring payments). `valid_from`/`valid_until` say when it can be used for an order; ending it
 * early moves `valid_until` to that moment, while contracts ordered with an every-period voucher keep
 * their discount. Uses are counted from the orders that hold or used the voucher (no counter that
 * could drift); placing an order locks the voucher row, so the limit holds under concurrency.
 */
export const voucher = pgTable(
  'voucher',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    percent: integer('percent'),
    amountMinor: integer('amount_minor'),
    currency: char('currency', { length: 3 }),
    /** Only for warehouses in this country; null for every country. */
    country: char('country', { length: 3 }),
    description: text('description'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** How many orders may use it; null for no limit. */
    usageLimit: integer('usage_limit'),
    /** Whether the discount applies to every period's rent of the contract, not only the first one. */
    everyPeriod: boolean('every_period').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('voucher_code_uq').on(t.code),
    check('voucher_code_upper', sql`${t.code} = upper(${t.code})`),
    check(
      'voucher_kind_terms',
      sql`(${t.kind} = 'PERCENT' and ${t.percent} between 1 and 90 and ${t.amountMinor} is null)
        or (${t.kind} = 'AMOUNT' and ${t.amountMinor} > 0 and ${t.currency} is not null and ${t.percent} is null)`,
    ),
    check('voucher_usage_limit_positive', sql`${t.usageLimit} is null or ${t.usageLimit} > 0`),
  ],
);

/**
 * Orders. `reference` (128 random bits) is the only name the outside world knows: the status and
 * retry calls are anonymous. Prices and the invoicing details are a snapshot taken at placement.
 *
 * No double booking: an order holds its box while SUBMITTED or FAILED (a failed payment can be
 * retried until `held_until`), and the partial unique index `client_order_box_open_uq` lets only
 * one such order exist per box, whatever the code does. CANCELLED means the hold ended unpaid.
 */
export const clientOrder = pgTable(
  'client_order',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id),
    boxId: integer('box_id')
      .notNull()
      .references(() => box.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id),
    ...priceSnapshotColumns(),
    insuranceOption: integer('insurance_option').notNull().default(1),
    voucherId: integer('voucher_id').references(() => voucher.id),
    rentStart: date('rent_start', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    firstPaymentMinor: integer('first_payment_minor').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    /** The priced lines of the first payment (kind, count, amounts), as invoiced. */
    lines: jsonb('lines').notNull(),
    /** The buyer as typed at placement; the invoice copies it (the profile may change or be erased). */
    invoicingDetails: jsonb('invoicing_details').notNull(),
    returnUrl: text('return_url').notNull(),
    status: text('status').notNull().default('SUBMITTED'),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('client_order_reference_uq').on(t.reference),
    uniqueIndex('client_order_box_open_uq').on(t.boxId).where(sql`${t.status} in ('SUBMITTED', 'FAILED')`),
    index('client_order_hold_idx').on(t.heldUntil).where(sql`${t.status} in ('SUBMITTED', 'FAILED')`),
    index('client_order_user_idx').on(t.userId),
    index('client_order_voucher_idx').on(t.voucherId),
    check('client_order_status_known', sql`${t.status} in ('SUBMITTED', 'FULFILLED', 'FAILED', 'CANCELLED')`),
    check('client_order_period_known', sql`${t.periodMonths} in (1, 3, 6, 12)`),
    check('client_order_amounts_sane', sql`${t.firstPaymentMinor} > 0 and ${t.discountMinor} >= 0`),
  ],
);

/**
 * Number series without gaps (contract numbers, invoice numbers), one row per series and year. A
 * number is taken by an UPDATE inside the transaction that uses it: a rollback gives it back and the
 * row lock makes concurrent transactions wait, so numbers are consecutive and never reused.
 */
export const numberSeries = pgTable(
  'number_series',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);
