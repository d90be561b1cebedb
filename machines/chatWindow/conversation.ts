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

/** The longest text of one kept message. */
const maxKeptText = 20_000;

const notices: readonly ChatNotice[] = ['greeting', 'failure'];

/** A kept message exactly as written (no other keys), else null. */
function messageOf(value: unknown): ChatMessage | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { from, text, notice, ...other } = value as Record<string, unknown>;
  if (Object.keys(other).length > 0) return null;
  const isText = notice === undefined && typeof text === 'string' && text.length <= maxKeptText;
  if (from === 'visitor' && isText) return { from, text };
  if (from === 'bot' && isText) return { from, text };
  if (from === 'bot' && text === undefined && notices.includes(notice as ChatNotice))
    return { from, notice: notice as ChatNotice };
  return null;
}

/** The kept conversation is untrusted (anything may be in storage): anything unexpected counts as none. */
export function parseConversation(raw: string | null): ChatMessage[] {
  if (!raw) return [];
  try {
    // Kept as `{ version: 1, messages }`.
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null) return [];
    const { version, messages } = stored as Record<string, unknown>;
    if (version !== 1 || !Array.isArray(messages) || messages.length > maxKeptMessages) return [];
    const kept = messages.map(messageOf);
    return kept.every((message) => message !== null) ? (kept as ChatMessage[]) : [];
  } catch {
    return [];
  }
}

export const serialiseConversation = (messages: readonly ChatMessage[]): string =>
  JSON.stringify({ version: 1, messages });

/** Appends a message, dropping the oldest beyond the cap. */
export const appendMessage = (messages: readonly ChatMessage[], message: ChatMessage): ChatMessage[] =>
  [...messages, message].slice(-maxKeptMessages);
