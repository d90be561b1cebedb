import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Warehouses (branches). Location is kept as plain lat/lng. The nearby search uses a GiST index on
 * `geo_unit_vector(lat, lng)` (a cube, created in migration 0002): the straight-line distance between
 * points on the unit sphere grows with their great-circle distance, so the index's nearest-neighbour
 * order is exactly the great-circle order. `free_box_count` and `min_free_price_minor` are kept by a
 * trigger on `box`, so search never counts boxes per request.
 */
export const warehouse = pgTable(
  'warehouse',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    country: char('country', { length: 3 }).notNull(),
    branchCode: text('branch_code').notNull(),
    street: text('street').notNull(),
    streetNumber: text('street_number').notNull(),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    addressNote: text('address_note'),
    description: text('description'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    barrierFreeEntrance: boolean('barrier_free_entrance').notNull().default(false),
    nonstopEntry: boolean('nonstop_entry').notNull().default(true),
    heating: boolean('heating').notNull().default(false),
    parking: boolean('parking').notNull().default(false),
    smart: boolean('smart').notNull().default(false),
    videoMonitoring: boolean('video_monitoring').notNull().default(true),
    firstMonthFree: boolean('first_month_free').notNull().default(false),
    starterPackage: boolean('starter_package').notNull().default(false),
    accessibleByCar: boolean('accessible_by_car').notNull().default(true),
    lockVersion: text('lock_version').notNull().default('V2'),
    openingHours: text('opening_hours'),
    contactPhone: text('contact_phone'),
    deactivated: boolean('deactivated').notNull().default(false),
    /** Not open yet: boxes can be ordered, rent starts on this date. */
    availableFrom: date('available_from', { mode: 'string' }),
    /** Floor plan canvas size in centimetres. */
    planWidth: integer('plan_width').notNull().default(2000),
    planHeight: integer('plan_height').notNull().default(1200),
    freeBoxCount: integer('free_box_count').notNull().default(0),
    /** Cheapest monthly price among the free boxes, kept by the same trigger; null when none is free. */
    minFreePriceMinor: integer('min_free_price_minor'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('warehouse_country_idx').on(t.country),
    check('warehouse_lat_range', sql`${t.lat} between -90 and 90`),
    check('warehouse_lng_range', sql`${t.lng} between -180 and 180`),
  ],
);

/**
 * Boxes. Dimensions and plan coordinates in whole centimetres and money in integer minor units, so
 * nothing is ever rounded by floating point. `price_minor` is the monthly rent with VAT.
 * `occupancy`: FREE, HELD (an unfinished order, until `held_until`), RENTED.
 */
export const box = pgTable(
  'box',
  {
    id: serial('id').primaryKey(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    widthCm: integer('width_cm').notNull(),
    lengthCm: integer('length_cm').notNull(),
    heightCm: integer('height_cm').notNull(),
    floor: integer('floor').notNull().default(0),
    planX: integer('plan_x').notNull(),
    planY: integer('plan_y').notNull(),
    planWidth: integer('plan_width').notNull(),
    planHeight: integer('plan_height').notNull(),
    priceMinor: integer('price_minor').notNull(),
    insuranceCoverageMinor: integer('insurance_coverage_minor').notNull().default(0),
    insurancePriceMinor: integer('insurance_price_minor'),
    active: boolean('active').notNull().default(true),
    occupancy: text('occupancy').notNull().default('FREE'),
    heldUntil: timestamp('held_until', { withTimezone: true }),
  },
  (t) => [
    index('box_warehouse_idx').on(t.warehouseId),
    // Cheapest free box per warehouse ("price from" in search results) is a first-row index lookup.
    index('box_free_price_idx')
      .on(t.warehouseId, t.priceMinor)
      .where(sql`${t.active} and ${t.occupancy} = 'FREE'`),
    uniqueIndex('box_warehouse_name_uq').on(t.warehouseId, t.name),
    check('box_dimensions_positive', sql`${t.widthCm} > 0 and ${t.lengthCm} > 0 and ${t.heightCm} > 0`),
    check('box_price_non_negative', sql`${t.priceMinor} >= 0`),
    check('box_occupancy_known', sql`${t.occupancy} in ('FREE', 'HELD', 'RENTED')`),
  ],
);

/** Fixed elements drawn on a floor plan: entrance, corridors, walls, lift, stairs, office. */
export const floorPlanFixture = pgTable(
  'floor_plan_fixture',
  {
    id: serial('id').primaryKey(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id, { onDelete: 'cascade' }),
    floor: integer('floor').notNull().default(0),
    kind: text('kind').notNull(),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [index('fixture_warehouse_idx').on(t.warehouseId)],
);

/** Client-side error reports (POST /api/ops/error), bounded in size by the contract. */
export const clientError = pgTable(
  'client_error',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sessionId: text('session_id'),
    username: text('username'),
    clientAddress: text('client_address'),
    error: text('error').notNull(),
    stacktrace: text('stacktrace'),
    context: jsonb('context').notNull(),
  },
  (t) => [index('client_error_created_idx').on(t.createdAt)],
);

/**
 * Fixed-window rate-limit counters, shared by every server instance through the database.
 * Key: `<bucket>:<subject>` (e.g. `ops-error:127.0.0.1`).
 */
export const rateLimit = pgTable('rate_limit', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * Accounts (issue 4). `email` is stored lower-cased and is the login name. A removed account keeps
 * its row (contracts and invoices reference it) with the personal data erased: the e-mail becomes
 * the tombstone `deleted-<id>@invalid`, the phone null, names empty, `removed_at` set.
 * `password_hash` is an argon2id PHC string; null for a removed account.
 */
export const appUser = pgTable(
  'app_user',
  {
    id: serial('id').primaryKey(),
    userType: text('user_type').notNull().default('ClientUser'),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender'),
    /** Interface language (SK, CS, EN, UK, PL, HU, RO): the language of the user's e-mails. */
    language: text('language').notNull().default('EN'),
    newsletter: boolean('newsletter').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    /** Set by the confirmation link (or a password reset, which proves the same); login needs it. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('app_user_email_uq').on(t.email),
    uniqueIndex('app_user_phone_uq').on(t.phoneNumber),
    check('app_user_type_known', sql`${t.userType} in ('ClientUser', 'OwnerUser', 'AdminUser')`),
    check('app_user_gender_known', sql`${t.gender} in ('Male', 'Female')`),
    check('app_user_language_known', sql`${t.language} in ('SK', 'CS', 'EN', 'UK', 'PL', 'HU', 'RO')`),
  ],
);

/**
 * Invoicing details of a user (one row each). `version` rises on every change: a profile PUT with an
 * older version is refused (409), so two tabs cannot silently overwrite each other.
 */
export const invoicingDetails = pgTable(
  'invoicing_details',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(0),
    type: text('type').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    personalId: text('personal_id'),
    telephoneNumber: text('telephone_number').notNull(),
    companyName: text('company_name'),
    companyIco: text('company_ico'),
    companyDic: text('company_dic'),
    companyIcDph: text('company_ic_dph'),
    street: text('street').notNull(),
    streetNumber: text('street_number').notNull(),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    countryCode: char('country_code', { length: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('invoicing_details_type_known', sql`${t.type} in ('FyzickaOsoba', 'PravnickaOsoba')`)],
);

/**
 * Bearer sessions. Only the SHA-256 of the token is stored (a database leak yields no usable
 * token). A session ends at `expires_at` (absolute) or after the idle timeout counted from
 * `last_seen_at`, which is refreshed at most once a minute.
 */
export const authSession = pgTable(
  'auth_session',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    deviceId: text('device_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('auth_session_token_uq').on(t.tokenHash), index('auth_session_user_idx').on(t.userId)],
);

/** "Remember me" device tokens for device-login, stored as SHA-256 hashes, bound to a device id. */
export const deviceToken = pgTable(
  'device_token',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('device_token_token_uq').on(t.tokenHash), index('device_token_user_idx').on(t.userId, t.deviceId)],
);

/** Single-use e-mail link tokens (confirmation, password reset), stored as SHA-256 hashes. */
export const accountToken = pgTable(
  'account_token',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_token_token_uq').on(t.tokenHash),
    index('account_token_user_idx').on(t.userId, t.purpose),
    check('account_token_purpose_known', sql`${t.purpose} in ('verify-email', 'reset-password')`),
  ],
);

/**
 * Informational messages shown in a modal after login (spec section 4). `user_id` null targets every
 * user, `language` null every language; shown between `visible_from` and `visible_until`.
 */
export const infoMessage = pgTable(
  'info_message',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'cascade' }),
    language: text('language'),
    text: text('text').notNull(),
    important: boolean('important').notNull().default(false),
    visibleFrom: timestamp('visible_from', { withTimezone: true }).notNull().defaultNow(),
    visibleUntil: timestamp('visible_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('info_message_user_idx').on(t.userId)],
);

/**
 * Rental contracts: the minimal shape issue 4 needs (account removal is refused while a contract is
 * ACTIVE or TERMINATING). Issue 6 extends it with prices, invoicing period, codes and the rest of the
 * contract's RentalContract. `user_id` has no cascade: contracts outlive an anonymised account.
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
  },
  (t) => [
    uniqueIndex('rental_contract_business_id_uq').on(t.businessId),
    index('rental_contract_user_idx').on(t.userId, t.status),
    check('rental_contract_status_known', sql`${t.status} in ('ACTIVE', 'TERMINATING', 'EVICTED', 'TERMINATED')`),
  ],
);

/**
 * Every e-mail is written here first, in the transaction of the request that causes it, and
 * delivered by the background worker (server/mail/delivery.ts). `next_attempt_at` doubles as the
 * claim lease: a worker moves it forward before sending, so no other instance picks the row up.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    language: text('language').notNull(),
    /** Which message it is (`verify-email`, `password-reset` …), for the mailbox and support. */
    template: text('template').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** `smtp`, or `database` when no SMTP server is configured (the development mailbox). */
    deliveredVia: text('delivered_via'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('mail_outbox_to_idx').on(t.toAddress, t.id),
    check('mail_outbox_status_known', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
