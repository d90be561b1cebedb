import type { ChatWindowEffects } from './effects';

/** A bot that points every question to a warehouse, and a conversation kept in memory: tests and stories override it. */
export function fakeChatWindowEffects(overrides: Partial<ChatWindowEffects> = {}): ChatWindowEffects {
  let kept: string | null = null;
  return {
    ask: async () => 'The nearest warehouse with a free small box is Bratislava – Ružinov: /location/1',
    readConversation: () => kept,
    writeConversation: (value) => {
      kept = value;
    },
    ...overrides,
  };
}
