import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appUser } from './accounts';
import { rentalContract } from './rentals';
import { box, warehouse } from './warehouses';

/**
 * Unlock tokens: a time window in which the holder of an e-mailed link opens a warehouse's entrances
 * (and, for a customer's grant, the contract's box) without an account. Only a SHA-256 hash of the
 * token is kept (it has 128+ random bits, so a slow hash adds nothing); the token itself exists in
 * the holder's e-mail and in the granter's answer. A revoked token opens nothing.
 */
export const unlockToken = pgTable(
  'unlock_token',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    /** The holder's e-mail, lower-cased: the link names it and it must match. */
    email: text('email').notNull(),
    grantedBy: integer('granted_by')
      .notNull()
      .references(() => appUser.id),
    /** The customer's contract whose box and warehouse it opens; null for an operator's warehouse grant. */
    contractId: integer('contract_id').references(() => rentalContract.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id),
    /** Language of the e-mail to the holder and of the page they open (SK, CS, EN …). */
    language: text('language').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('unlock_token_hash_uq').on(t.tokenHash),
    index('unlock_token_granted_by_idx').on(t.grantedBy, t.createdAt),
    check('unlock_token_window', sql`${t.validTo} > ${t.validFrom}`),
  ],
);

/**
 * Every unlock attempt, allowed or refused: who (a user, or an unlock token and its holder's e-mail),
 * which lock, when, where from, and the outcome. The box's owner reads the attempts made through
 * their contract; nothing here is deleted when a contract ends.
 */
export const lockAccessLog = pgTable(
  'lock_access_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** `box:<id>`, `warehouse:<id>:entrance` or `warehouse:<id>:backup`. */
    lockId: text('lock_id').notNull(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id),
    boxId: integer('box_id').references(() => box.id),
    /** The contract that gave access (the owner sees these attempts); null when none did. */
    contractId: integer('contract_id').references(() => rentalContract.id),
    userId: integer('user_id').references(() => appUser.id),
    unlockTokenId: integer('unlock_token_id').references(() => unlockToken.id),
    /** ACCOUNT (signed in) or UNLOCK_TOKEN (an e-mailed link). */
    via: text('via').notNull(),
    /** OPENED, REFUSED or NO_RESPONSE (the controller did not acknowledge). */
    result: text('result').notNull(),
    /** The error code of a refusal. */
    reason: text('reason'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    accuracy: doublePrecision('accuracy'),
    distanceMetres: integer('distance_metres'),
  },
  (t) => [
    index('lock_access_log_contract_idx').on(t.contractId, t.at),
    index('lock_access_log_lock_idx').on(t.lockId, t.at),
    check('lock_access_log_via_known', sql`${t.via} in ('ACCOUNT', 'UNLOCK_TOKEN')`),
    check('lock_access_log_result_known', sql`${t.result} in ('OPENED', 'REFUSED', 'NO_RESPONSE')`),
  ],
);
