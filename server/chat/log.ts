import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { chatLog } from '../db/schema';
import type { JobStep } from '../jobs/runner';

export interface ChatLogEntry {
  language: string;
  question: string;
  answer: string;
  intent: string;
  source: 'engine' | 'llm';
  durationMs: number;
}

/** Keeps a question and its answer; nothing about who asked (no address, session, user or location). */
export async function logChat(db: Db, entry: ChatLogEntry): Promise<void> {
  await db.insert(chatLog).values(entry);
}

/** Deletes entries older than `days`, a batch at a time; returns how many went. */
export async function pruneChatLog(db: Db, days: number, batch = 5000): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    delete from chat_log where id in (
      select id from chat_log where asked_at < now() - make_interval(days => ${days}) limit ${batch} for update skip locked)
    returning id`,
  );
  return rows.length;
}

/** The clean-up of the chat log every hour, as a step of the job runner; a full batch runs again at once. */
export const pruneChatLogStep = (db: Db, days: number): JobStep => ({
  name: 'prune-chat-log',
  everyMs: 3_600_000,
  batch: 5000,
  run: () => pruneChatLog(db, days, 5000),
});
