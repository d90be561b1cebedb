import { Suspense, useState } from 'react';
import type { ChatWindowEvent } from '@machines/chatWindow/machine';
import { useConfig } from '@shared/config/ConfigContext';
import { lazyWithMessages } from '@shared/routing/routeDef';
import { ChatLauncher } from './ChatLauncher';

const ChatWindow = lazyWithMessages(() => import('./ChatWindow'), ['chat', 'errors']);
const openEvents: readonly ChatWindowEvent[] = [{ type: 'open' }];
const ignore = () => undefined;

/**
 * The chatbot, when the configuration turns it on. Keeps XState and the window off the first
 * paint: only the small "Do you need help?" button is part of the page; the first click loads the
 * chat-window machine and its view and replays the opening to it.
 */
export function ChatRoot() {
  const { chatbot } = useConfig();
  const [started, setStarted] = useState(false);
  if (!chatbot) return null;
  if (!started) return <ChatLauncher onOpen={() => setStarted(true)} />;
  return (
    <Suspense fallback={<ChatLauncher busy onOpen={ignore} />}>
      <ChatWindow initialEvents={openEvents} />
    </Suspense>
  );
}
