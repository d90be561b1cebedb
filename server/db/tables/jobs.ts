import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Durable one-off jobs (server/jobs/queue.ts), e.g. `fulfil-order` for a paid order. `(kind, key)` is
 * unique, so recording the same fact twice (a replayed notification) cannot queue the work twice.
 * Workers claim due rows with FOR UPDATE SKIP LOCKED and a lease (`locked_until`), so several server
 * instances share the work and a job whose worker died is picked up again when the lease ends.
 */
export const job = pgTable(
  'job',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_kind_key_uq').on(t.kind, t.key),
    index('job_due_idx').on(t.kind, t.runAt).where(sql`${t.doneAt} is null`),
  ],
);
