import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../inspect';
import { parseConversation, serialiseConversation } from './conversation';
import type { ChatWindowEffects } from './effects';
import { chatWindowMachine } from './machine';

export type { ChatWindowEffects } from './effects';

export const ChatWindowContext = createActorContext(chatWindowMachine);

/** The chat-window machine with its effects filled in; `greetingDelayMs` is shortened by tests. */
export function provideChatWindowMachine(
  effects: ChatWindowEffects,
  { greetingDelayMs = 500 }: { greetingDelayMs?: number } = {},
) {
  return chatWindowMachine.provide({
    actors: { ask: fromPromise(({ input }) => effects.ask(input.question)) },
    actions: { persist: ({ context }) => effects.writeConversation(serialiseConversation(context.messages)) },
    delays: { greetingDelay: greetingDelayMs },
  });
}

/** Runs the chat window for the page, starting from the conversation kept for the tab. */
export function ChatWindowProvider({ effects, children }: { effects: ChatWindowEffects; children: ReactNode }) {
  // Built once per mount: new logic on every render would restart the machine.
  const [logic] = useState(() => provideChatWindowMachine(effects));
  const [input] = useState(() => ({ messages: parseConversation(effects.readConversation()) }));
  return (
    <ChatWindowContext.Provider logic={logic} options={{ input, inspect }}>
      {children}
    </ChatWindowContext.Provider>
  );
}
