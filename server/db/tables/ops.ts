import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
