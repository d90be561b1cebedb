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
import { bytea } from './bytea';
import { clientOrder } from './orders';
import { payment } from './payments';
import { priceSnapshotColumnsWithLegacyDefaults } from './priceSnapshot';
import { box } from './warehouses';

/**
 * Rental contracts. Created from a paid order exactly once: `order_id` is unique. At most
 * one ACTIVE or TERMINATING contract per box (`rental_contract_box_live_uq`). Prices are monthly, with
 * VAT, in minor units; the later payments charge `(rent + insurance) × period_months`, without the
 * first period's discounts. The defaults serve rows from before orders existed only. `user_id` has no
 * cascade: contracts outlive an anonymised account.
 */
export const rentalContract = pgTable(
  'rental_contract',
  {
    id: serial('id').primaryKey(),
    businessId: text('business_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id),
    boxId: integer('box_id')
      .notNull()
      .references(() => box.id),
    status: text('status').notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    terminationAt: date('termination_at', { mode: 'string' }),
    orderId: integer('order_id').references(() => clientOrder.id),
    ...priceSnapshotColumnsWithLegacyDefaults(),
    startAt: date('start_at', { mode: 'string' }).notNull().default(sql`current_date`),
    /** Padlock / smart-lock PIN of the box and, for V1 (keypad) warehouses, the entrance code. */
    lockCode: text('lock_code'),
    accessCode: text('access_code'),
    /** The first payment, whose stored card the later on-demand charges use. */
    recurringPaymentId: integer('recurring_payment_id').references(() => payment.id),
    agreementDocumentId: integer('agreement_document_id').references(() => document.id),
    /** The last day of the latest rent issued: the next period starts the day after (PAYMENT_PROCESSING). */
    billedThrough: date('billed_through', { mode: 'string' }),
    /** When the stored card's recurrence was stopped at the provider (the contract ended). */
    recurrenceVoidedAt: timestamp('recurrence_voided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('rental_contract_business_id_uq').on(t.businessId),
    uniqueIndex('rental_contract_order_uq').on(t.orderId),
    uniqueIndex('rental_contract_box_live_uq').on(t.boxId).where(sql`${t.status} in ('ACTIVE', 'TERMINATING')`),
    index('rental_contract_user_idx').on(t.userId, t.status),
    index('rental_contract_billing_idx').on(t.billedThrough).where(sql`${t.status} in ('ACTIVE', 'TERMINATING')`),
    check('rental_contract_status_known', sql`${t.status} in ('ACTIVE', 'TERMINATING', 'EVICTED', 'TERMINATED')`),
  ],
);

/** One invoicing period of a contract (a "rent" in the API): what is owed, and whether it is paid. */
export const rent = pgTable(
  'rent',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => rentalContract.id),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: text('status').notNull().default('CREATED'),
    payingStatus: text('paying_status').notNull().default('CREATED'),
    payMethod: text('pay_method'),
    paymentId: integer('payment_id').references(() => payment.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The day the rent is due: its period's first day (or the day it was issued, when later). Overdue reminders count from it. */
    dueOn: date('due_on', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('rent_contract_period_uq').on(t.contractId, t.periodFrom),
    index('rent_unpaid_due_idx').on(t.dueOn).where(sql`${t.status} <> 'PAID'`),
    check('rent_status_known', sql`${t.status} in ('CREATED', 'INVOICE_SUBMITTED', 'PAID')`),
    check(
      'rent_paying_status_known',
      sql`${t.payingStatus} in ('CREATED', 'ATTEMPTING_AUTOPAY', 'WAITING_FOR_MANUAL', 'PAID')`,
    ),
    check(
      'rent_pay_method_known',
      sql`${t.payMethod} is null or ${t.payMethod} in ('AUTOPAY', 'MANUAL', 'FROM_ORDER', 'MARKED_BY_ADMIN')`,
    ),
  ],
);

/**
 * Invoices. Legal documents: the seller and buyer are copies taken at issue (account removal erases
 * the profile, the invoice must still name the buyer), the lines and sums are stored as issued and
 * the PDF is kept as rendered. `number` comes from a gapless series per country and year.
 */
export const invoice = pgTable(
  'invoice',
  {
    id: serial('id').primaryKey(),
    rentId: integer('rent_id')
      .notNull()
      .references(() => rent.id),
    number: text('number').notNull(),
    country: char('country', { length: 3 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    language: text('language').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    seller: jsonb('seller').notNull(),
    buyer: jsonb('buyer').notNull(),
    items: jsonb('items').notNull(),
    totalNetMinor: integer('total_net_minor').notNull(),
    vatMinor: integer('vat_minor').notNull(),
    totalGrossMinor: integer('total_gross_minor').notNull(),
    /** The rendered PDF; null for a moment after issue, until the render job (or the first download) renders it. */
    documentId: integer('document_id').references(() => document.id),
    /** Whether the stored PDF shows the invoice as paid (a paid invoice is rendered again once). */
    renderedPaid: boolean('rendered_paid').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoice_number_uq').on(t.number), uniqueIndex('invoice_rent_uq').on(t.rentId)],
);

/** Generated PDFs (invoices, rental agreements), kept as issued. `user_id` is the owner who may download it. */
export const document = pgTable(
  'document',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id),
    kind: text('kind').notNull(),
    filename: text('filename').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_user_idx').on(t.userId),
    check('document_kind_known', sql`${t.kind} in ('INVOICE', 'AGREEMENT')`),
  ],
);

/**
 * A card payment of a rent (the "Pay" button of My rents). Its own table so the payment row stays the
 * adapters' and checkout's shape: `payment.order_id` stays null for these. One rent may have several
 * attempts (a declined card, then another); the rent row lock serialises starting them.
 */
export const rentPayment = pgTable(
  'rent_payment',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payment.id),
    rentId: integer('rent_id')
      .notNull()
      .references(() => rent.id),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id),
    /** MANUAL: the customer pressed Pay; AUTOPAY: PAYMENT_PROCESSING charged the stored card. */
    kind: text('kind').notNull().default('MANUAL'),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId] }),
    index('rent_payment_rent_idx').on(t.rentId),
    check('rent_payment_kind_known', sql`${t.kind} in ('MANUAL', 'AUTOPAY')`),
  ],
);

/**
 * A customer's termination request: the last day asked for, reasons and note. One per contract (a
 * contract ends once). Unsolved until the CANCEL_CONTRACTS job ends the contract (`resolved_at`);
 * `eviction_confirmed_at` is set when the customer confirms the box is emptied and cleaned.
 */
export const cancellationRequest = pgTable(
  'cancellation_request',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => rentalContract.id),
    day: date('day', { mode: 'string' }).notNull(),
    reasons: jsonb('reasons').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    evictionConfirmedAt: timestamp('eviction_confirmed_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('cancellation_request_contract_uq').on(t.contractId)],
);

/**
 * Every billing notice sent (NOTIFY_PAYMENTS_TO_BE_ANNOUNCED, NOTIFY_RENTS_WITH_PAYMENT_OVERDUE,
 * NOTIFY_CONTRACTS_BEFORE_TERMINATION, the charge outcomes): one row per kind, subject (a rent or a
 * contract, by `subject_key`) and step, written in the transaction that queues the e-mail. The unique
 * key makes each notice go out once, whatever runs twice or at the same time.
 */
export const billingNotice = pgTable(
  'billing_notice',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    subjectKey: text('subject_key').notNull(),
    step: integer('step').notNull().default(0),
    contractId: integer('contract_id')
      .notNull()
      .references(() => rentalContract.id),
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_notice_once_uq').on(t.kind, t.subjectKey, t.step),
    index('billing_notice_contract_idx').on(t.contractId),
  ],
);
