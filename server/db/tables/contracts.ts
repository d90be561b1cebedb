import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { box } from './warehouses';
import { appUser } from './accounts';

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
