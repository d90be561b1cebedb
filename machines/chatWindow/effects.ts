/**
 * What the chat window needs from outside: asking the bot (the caller adds the interface language
 * and the visitor's location) and the tab's storage of the conversation.
 */
export interface ChatWindowEffects {
  /** Resolves with the bot's plain-text answer; rejects with a FailureError. */
  ask: (question: string) => Promise<string>;
  readConversation: () => string | null;
  writeConversation: (value: string) => void;
}
