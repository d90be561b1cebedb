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
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea';

/**
 * Warehouses (branches). Location is kept as plain lat/lng. The nearby search uses a GiST index on
 * `geo_unit_vector(lat, lng)` (a cube, created in migration 0002): the straight-line distance between
 * points on the unit sphere grows with their great-circle distance, so the index's nearest-neighbour
 * order is exactly the great-circle order. `free_box_count` and `min_free_price_minor` are kept by a
 * trigger on `box`, so search never counts boxes per request. Its texts (description, opening hours,
 * address note) are kept per language in `warehouse_text`.
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
    /**
     * When the smart locks open, as weekly intervals in the warehouse's local time
     * (`[{ days: [1..7], from: 'HH:MM', to: 'HH:MM' }]`, Monday 1, `to` '24:00' for midnight, and
     * `workingDaysOnly` to skip public holidays); null means 24/7.
     */
    accessHours: jsonb('access_hours'),
    /** The backup entrance's own hours (at a barrier-free warehouse, its step-free door); null: as accessHours. */
    backupAccessHours: jsonb('backup_access_hours'),
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
    /** False: blocked by an operator (maintenance), not offered to customers; `blocked_reason` says why. */
    active: boolean('active').notNull().default(true),
    blockedReason: text('blocked_reason'),
    occupancy: text('occupancy').notNull().default('FREE'),
    /** The box camera's HTTP snapshot address (as IP cameras offer); null: the embedded rendered picture. */
    cameraSnapshotUrl: text('camera_snapshot_url'),
    heldUntil: timestamp('held_until', { withTimezone: true }),
  },
  (t) => [
    index('box_warehouse_idx').on(t.warehouseId),
    // Cheapest free box per warehouse ("price from" in search results) is a first-row index lookup.
    index('box_free_price_idx').on(t.warehouseId, t.priceMinor).where(sql`${t.active} and ${t.occupancy} = 'FREE'`),
    uniqueIndex('box_warehouse_name_uq').on(t.warehouseId, t.name),
    check('box_dimensions_positive', sql`${t.widthCm} > 0 and ${t.lengthCm} > 0 and ${t.heightCm} > 0`),
    check('box_price_non_negative', sql`${t.priceMinor} >= 0`),
    check('box_occupancy_known', sql`${t.occupancy} in ('FREE', 'HELD', 'RENTED')`),
  ],
);

/**
 * A warehouse's texts in one language (`SK`, `EN` … as the contract writes languages). Each text is
 * chosen on its own: the page's language, else the language of the warehouse's country, else
 * English, else any, so a note written only in Slovak still shows on an English page.
 */
export const warehouseText = pgTable(
  'warehouse_text',
  {
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    description: text('description'),
    /** Entrance and call-centre hours as text; none in any language means nonstop. */
    openingHours: text('opening_hours'),
    addressNote: text('address_note'),
  },
  (t) => [
    primaryKey({ columns: [t.warehouseId, t.language] }),
    check('warehouse_text_language_known', sql`${t.language} in ('SK', 'CS', 'EN', 'UK', 'PL', 'HU', 'RO')`),
  ],
);

/**
 * Photos of a warehouse in the order the gallery shows them. `path` is where the picture is served
 * (under the app's public files); `kind` says what it shows, from which the alt text is written in
 * the reader's language.
 */
export const warehousePhoto = pgTable(
  'warehouse_photo',
  {
    id: serial('id').primaryKey(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    path: text('path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [
    uniqueIndex('warehouse_photo_position_uq').on(t.warehouseId, t.position),
    check('warehouse_photo_kind_known', sql`${t.kind} in ('exterior', 'entrance', 'corridor', 'boxes', 'loading')`),
  ],
);

/**
 * The sizes of a photo uploaded in the console, as served (WebP). Kept in the database rather than on
 * a disk, so every instance of the server serves every photo. The address names the photo, the width
 * and `hash` (of the picture), so it always means the same bytes and is cached for a year.
 */
export const warehousePhotoImage = pgTable(
  'warehouse_photo_image',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => warehousePhoto.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    hash: text('hash').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.width] })],
);

/**
 * Days a warehouse keeps closed besides its country's public holidays (a local holiday, a maintenance
 * day): on them the access intervals marked "working days only" stay shut, as on a public holiday.
 */
export const warehouseClosedDay = pgTable(
  'warehouse_closed_day',
  {
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.warehouseId, t.day] })],
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

/**
 * "Tell me when a box is free" requests for a full warehouse. One open request per
 * warehouse and e-mail (a partial unique index), answered once: `notified_at` is set in the same
 * transaction that queues the e-mail, and the request ends with it.
 */
export const freeBoxSubscription = pgTable(
  'free_box_subscription',
  {
    id: serial('id').primaryKey(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    /** The size class waited for; null means any free box. */
    size: text('size'),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('free_box_subscription_open_uq').on(t.warehouseId, t.email).where(sql`${t.notifiedAt} is null`),
    index('free_box_subscription_pending_idx').on(t.warehouseId).where(sql`${t.notifiedAt} is null`),
    check(
      'free_box_subscription_size_known',
      sql`${t.size} is null or ${t.size} in ('XS', 'SMALL', 'MEDIUM', 'LARGE')`,
    ),
  ],
);
