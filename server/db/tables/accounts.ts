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
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Client accounts. `email` is stored lower-cased and is the login name. A removed account keeps
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
    /** When the newsletter consent was last given or withdrawn (the consent's record). */
    newsletterChangedAt: timestamp('newsletter_changed_at', { withTimezone: true }),
    /** The code of this customer's referral link; made on first need. */
    referralCode: text('referral_code'),
    /** Who referred this customer (the code they arrived with, at registration or their first order). */
    referredBy: integer('referred_by'),
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
    uniqueIndex('app_user_referral_code_uq').on(t.referralCode),
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
  (t) => [
    uniqueIndex('device_token_token_uq').on(t.tokenHash),
    index('device_token_user_idx').on(t.userId, t.deviceId),
  ],
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
 * Informational messages shown in a modal after login, written in the operator console. `texts` holds
 * the message per language (`{"SK": "…", "EN": "…"}`, at least one). The audience is everyone
 * (`ALL`), the customers of a `country` (`COUNTRY`: a contract there that has not ended, or their
 * invoicing address there) or one customer (`CUSTOMER`, `user_id`). A customer whose language has no
 * text sees the English one, else the one of the message's country, else the first written; with
 * `fallback` false they see none (a message meant only for the speakers of its languages). Shown
 * between `visible_from` and `visible_until`; ending it early moves `visible_until` to that moment.
 */
export const infoMessage = pgTable(
  'info_message',
  {
    id: serial('id').primaryKey(),
    audience: text('audience').notNull().default('ALL'),
    country: char('country', { length: 3 }),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'cascade' }),
    texts: jsonb('texts').$type<Partial<Record<string, string>>>().notNull(),
    fallback: boolean('fallback').notNull().default(true),
    important: boolean('important').notNull().default(false),
    visibleFrom: timestamp('visible_from', { withTimezone: true }).notNull().defaultNow(),
    visibleUntil: timestamp('visible_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('info_message_user_idx').on(t.userId),
    check(
      'info_message_audience_known',
      sql`(${t.audience} = 'ALL' and ${t.country} is null and ${t.userId} is null)
        or (${t.audience} = 'COUNTRY' and ${t.country} is not null and ${t.userId} is null)
        or (${t.audience} = 'CUSTOMER' and ${t.userId} is not null and ${t.country} is null)`,
    ),
    check('info_message_texts_object', sql`jsonb_typeof(${t.texts}) = 'object' and ${t.texts} <> '{}'::jsonb`),
  ],
);
