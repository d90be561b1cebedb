import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every chatbot question and its answer, kept CHAT_LOG_DAYS days to measure and improve the bot.
 * Nothing identifies the asker: no address, session, user or location is stored.
 */
export const chatLog = pgTable(
  'chat_log',
  {
    id: serial('id').primaryKey(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    language: text('language').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** What the engine recognised, e.g. `nearest`, `price`, `help:lock`, `fallback`. */
    intent: text('intent').notNull(),
    /** `engine` (the embedded one) or `llm` (the configured language model). */
    source: text('source').notNull(),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('chat_log_asked_idx').on(t.askedAt)],
);
