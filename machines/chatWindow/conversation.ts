import { z } from 'zod';

/**
 * One line of the conversation. The visitor's questions and the bot's answers are plain text (shown
 * as text, never as HTML); the greeting and the apology after a failed question are the catalogue's
 * messages, kept as which one, so they follow the interface language.
 */
export type ChatMessage =
  | { from: 'visitor'; text: string }
  | { from: 'bot'; text: string }
  | { from: 'bot'; notice: ChatNotice };

export type ChatNotice = 'greeting' | 'failure';

/** The conversation kept for the tab is capped, so a long chat cannot fill the session storage. */
export const maxKeptMessages = 100;

const StoredConversation = z.object({
  version: z.literal(1),
  messages: z
    .array(
      z.union([
        z.object({ from: z.enum(['visitor', 'bot']), text: z.string().max(20_000) }).strict(),
        z.object({ from: z.literal('bot'), notice: z.enum(['greeting', 'failure']) }).strict(),
      ]),
    )
    .max(maxKeptMessages),
});

/** The kept conversation is untrusted (anything may be in storage): anything unexpected counts as none. */
export function parseConversation(raw: string | null): ChatMessage[] {
  if (!raw) return [];
  try {
    const parsed = StoredConversation.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data.messages as ChatMessage[]) : [];
  } catch {
    return [];
  }
}

export const serialiseConversation = (messages: readonly ChatMessage[]): string => JSON.stringify({ version: 1, messages });

/** Appends a message, dropping the oldest beyond the cap. */
export const appendMessage = (messages: readonly ChatMessage[], message: ChatMessage): ChatMessage[] =>
  [...messages, message].slice(-maxKeptMessages);
