import { sql } from 'drizzle-orm';
import {
  check,
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
import { warehouse } from './warehouses';

/**
 * Operator console accounts, kept apart from customers (`app_user`): a staff e-mail signs in only at
 * /admin, never through the customer API, and a customer's token is never looked up here.
 * `role`: ADMIN (everything, every country), OWNER (the warehouses of `staff_warehouse` and their
 * customers), SUPPORT (reads customers, resends e-mails, changes no prices).
 * `password_hash` is argon2id; `totp_secret` is the authenticator secret encrypted with
 * STAFF_SECRET_KEY (AES-256-GCM), never answered after enrolment; `totp_last_step` is the time step
 * of the last code accepted, so a code is never accepted twice. Both are null until set-up is done.
 */
export const staffAccount = pgTable(
  'staff_account',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash'),
    totpSecret: text('totp_secret'),
    totpLastStep: integer('totp_last_step'),
    /** Who invited this account; null for the first admin made on the command line. */
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A disabled account signs in no more; its sessions end when it is disabled. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_account_email_uq').on(t.email),
    check('staff_account_role_known', sql`${t.role} in ('ADMIN', 'OWNER', 'SUPPORT')`),
  ],
);

/** The warehouses an OWNER runs (a franchisee may run several; a warehouse may have several owners). */
export const staffWarehouse = pgTable(
  'staff_warehouse',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccount.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouse.id),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.warehouseId] }),
    index('staff_warehouse_warehouse_idx').on(t.warehouseId),
  ],
);

/** Recovery codes: argon2id hashes like passwords (they are short enough to guess offline); each works once. */
export const staffRecoveryCode = pgTable(
  'staff_recovery_code',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccount.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_code_staff_idx').on(t.staffId)],
);

/**
 * One-time set-up links (`/admin/setup?token=…`): the first admin's from the command line, the
 * others' from an invitation or a reset. Only the SHA-256 of the token is kept. `pending_totp_secret`
 * is the secret shown when the page opens (encrypted like `totp_secret`), moved to the account when a
 * code from it confirms the set-up, which also spends the link.
 */
export const staffSetupLink = pgTable(
  'staff_setup_link',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccount.id),
    tokenHash: text('token_hash').notNull(),
    pendingTotpSecret: text('pending_totp_secret'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_setup_link_token_uq').on(t.tokenHash), index('staff_setup_link_staff_idx').on(t.staffId)],
);

/**
 * The step between a correct password and the second factor: a short-lived token (SHA-256 kept)
 * that only the second-factor call takes; `failures` counts wrong codes against it.
 */
export const staffChallenge = pgTable(
  'staff_challenge',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccount.id),
    tokenHash: text('token_hash').notNull(),
    failures: integer('failures').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('staff_challenge_token_uq').on(t.tokenHash), index('staff_challenge_staff_idx').on(t.staffId)],
);

/**
 * Staff sessions, like customers' `auth_session` but shorter (STAFF_SESSION_IDLE_MINUTES and
 * STAFF_SESSION_MAX_HOURS) and in their own table, so neither kind of token opens the other's calls.
 */
export const staffSession = pgTable(
  'staff_session',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccount.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('staff_session_token_uq').on(t.tokenHash), index('staff_session_staff_idx').on(t.staffId)],
);

/**
 * Every staff action: who (the account, its role and e-mail then), when, what (`action`, the target's
 * type and id), the values before and after, the reason when the action asks for one, the request's
 * id and client address. `warehouse_id` names the warehouse the action concerns, so an OWNER can be
 * shown the rows of their own warehouses. Written in the transaction of the change it records
 * (server/audit); a trigger of the migration refuses every UPDATE and DELETE, so no code path can
 * change a row once written. `actor_role` SYSTEM is the command line (`npm run admin`).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => staffAccount.id),
    actorRole: text('actor_role').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    warehouseId: integer('warehouse_id').references(() => warehouse.id),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    requestId: text('request_id'),
    address: text('address'),
  },
  (t) => [
    check('audit_log_actor_role_known', sql`${t.actorRole} in ('ADMIN', 'OWNER', 'SUPPORT', 'SYSTEM')`),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_warehouse_idx').on(t.warehouseId, t.id),
  ],
);
