import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * One run of an admin job (the spec's AdminJob, e.g. CANCEL_CONTRACTS): IN_PROGRESS while it works,
 * then FINISHED with how many items it processed, or FAILED with the error. Written outside the run's
 * own transaction, so a failed run leaves its record. `as_of` is the day the run acted for.
 */
export const jobRun = pgTable(
  'job_run',
  {
    id: serial('id').primaryKey(),
    job: text('job').notNull(),
    status: text('status').notNull().default('IN_PROGRESS'),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    processed: integer('processed').notNull().default(0),
    /** What the run did, by outcome (e.g. {"issued": 12, "paid": 10, "declined": 1, "pending": 1}). */
    counts: jsonb('counts'),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * Renewed every few seconds while the run works. A run IN_PROGRESS whose heartbeat stopped
     * belongs to an instance that died: the next run of the job takes it over and ends it FAILED.
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_run_job_idx').on(t.job, t.startedAt),
    check('job_run_status_known', sql`${t.status} in ('IN_PROGRESS', 'FINISHED', 'FAILED')`),
  ],
);
