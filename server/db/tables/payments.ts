import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clientOrder } from './orders';

/**
 * Card payments at a provider (sandbox or GoPay). A row is written before the provider is called
 * (state CREATED), so a payment the provider knows about is never unknown to us. PENDING until the
 * provider reports a final state; the notification handler writes that state durably before anything
 * else happens. `next_check_at` schedules the reconciliation job that polls pending payments (and
 * doubles as its claim lease).
 */
export const payment = pgTable(
  'payment',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => clientOrder.id),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    state: text('state').notNull().default('CREATED'),
    amountMinor: integer('amount_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** The provider's payment page. */
    gatewayUrl: text('gateway_url'),
    /** Card stored for on-demand recurring charges (the first payment of an order). */
    recurrence: boolean('recurrence').notNull().default(false),
    lastError: text('last_error'),
    checks: integer('checks').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Our reference at the provider (GoPay's order_number) for a charge of a stored card, unique per
     * provider: written with the row, before the provider is called, so a charge whose answer was
     * lost is still matched to this row through it.
     */
    orderNumber: text('order_number'),
    /** What is asked of the provider for a stored-card charge (description and items), to ask again unchanged. */
    chargeRequest: jsonb('charge_request'),
    /**
     * When the charge was handed to the provider. Set (and committed) just before the call, by a
     * conditional update that only one process wins; null means the provider has provably never
     * heard of this charge, so it may be sent.
     */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_provider_id_uq').on(t.provider, t.providerPaymentId),
    uniqueIndex('payment_provider_order_uq').on(t.provider, t.orderNumber),
    index('payment_order_idx').on(t.orderId),
    index('payment_pending_idx').on(t.nextCheckAt).where(sql`${t.state} in ('CREATED', 'PENDING')`),
    check('payment_state_known', sql`${t.state} in ('CREATED', 'PENDING', 'PAID', 'FAILED', 'CANCELLED', 'REFUNDED')`),
    check('payment_provider_known', sql`${t.provider} in ('sandbox', 'gopay')`),
    check('payment_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/**
 * The embedded sandbox provider's own books: what an external provider would keep on its side. Our
 * server plays both roles in development; the order code reads these rows only through the
 * PaymentGateway interface, exactly as it reads GoPay.
 */
export const sandboxPayment = pgTable(
  'sandbox_payment',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id'),
    amountMinor: integer('amount_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    description: text('description').notNull(),
    language: text('language').notNull(),
    returnUrl: text('return_url').notNull(),
    notificationUrl: text('notification_url').notNull(),
    state: text('state').notNull().default('PENDING'),
    recurrence: boolean('recurrence').notNull().default(false),
    recurrenceVoidedAt: timestamp('recurrence_voided_at', { withTimezone: true }),
    /** A test card that pays once but declines every later charge of its recurrence (chosen on the sandbox page). */
    declinesRecurring: boolean('declines_recurring').notNull().default(false),
    /** The merchant's order number, as a real provider keeps it with the payment. */
    orderNumber: text('order_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sandbox_payment_state_known', sql`${t.state} in ('PENDING', 'PAID', 'DECLINED', 'REFUNDED')`),
    // Our order number is the provider's idempotency key for charges of a stored card.
    uniqueIndex('sandbox_payment_charge_uq').on(t.parentId, t.orderNumber),
  ],
);
