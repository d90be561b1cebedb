import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from './accounts';
import { rent, rentalContract } from './rentals';

/**
 * A box shared by its contract's owner with another registered user: the shared user sees the box,
 * opens its locks and reads its code, and nothing of the contract's money. A removed share keeps its
 * row with `removed_at`; at most one live share per contract and user. Shares end with the contract.
 */
export const boxShare = pgTable(
  'box_share',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => rentalContract.id),
    sharedWith: integer('shared_with')
      .notNull()
      .references(() => appUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('box_share_live_uq').on(t.contractId, t.sharedWith).where(sql`${t.removedAt} is null`),
    index('box_share_shared_with_idx').on(t.sharedWith),
  ],
);

/**
 * The referral reward account's movements: a CREDIT when a customer referred by `user_id` pays for
 * the first time (one per referred customer: the partial unique index), a DEBIT when the balance
 * pays part of the referrer's rent. Amounts in minor units of the referrer's country's currency.
 */
export const referralTransaction = pgTable(
  'referral_transaction',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id),
    type: text('type').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** CREDIT: the referred customer whose first payment earned it. */
    referredUserId: integer('referred_user_id').references(() => appUser.id),
    /** DEBIT: the rent the balance paid part of. */
    rentId: integer('rent_id').references(() => rent.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('referral_transaction_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('referral_credit_once_uq').on(t.referredUserId).where(sql`${t.type} = 'CREDIT'`),
    check('referral_transaction_type_known', sql`${t.type} in ('CREDIT', 'DEBIT')`),
    check('referral_transaction_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/** A franchise enquiry from the /franchising form, kept and e-mailed to the franchising address. */
export const franchiseEnquiry = pgTable('franchise_enquiry', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  businessExperience: text('business_experience').notNull(),
  currentPositionAndArea: text('current_position_and_area').notNull(),
  propertyStatus: text('property_status').notNull(),
  propertyAreaInM2: integer('property_area_in_m2'),
  cityToOpen: text('city_to_open').notNull(),
  capitalInvestment: text('capital_investment').notNull(),
  returnOnInvestment: text('return_on_investment').notNull(),
  isPrimaryIncome: text('is_primary_income').notNull(),
  hasReadFranchiseBrochure: text('has_read_franchise_brochure').notNull(),
  motivation: text('motivation').notNull(),
  /** Country of the site it came through and the page language, for the answer. */
  country: char('country', { length: 3 }).notNull(),
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
