import { useEffect, useRef, useState } from 'react';
import type { ChatWindowEvent } from '@machines/chatWindow/machine';
import { ChatWindowContext, ChatWindowProvider, type ChatWindowEffects } from '@machines/chatWindow/provider';
import {
  selectCanSend,
  selectDraft,
  selectMessages,
  selectWaiting,
  selectWindow,
  type ChatWindowPlace,
} from '@machines/chatWindow/selectors';
import { useLanguage } from '@shared/i18n/LocaleProvider';
import { browserChatEffects } from './chatEffects';
import { ChatLauncher } from './ChatLauncher';
import { ChatMinimised } from './ChatMinimised';
import { ChatPanel, fillsScreen } from './ChatPanel';
import './ChatWindow.css';

function ConnectedChat({ initialEvents }: { initialEvents: readonly ChatWindowEvent[] }) {
  const actor = ChatWindowContext.useActorRef();
  const place = ChatWindowContext.useSelector(selectWindow);
  const messages = ChatWindowContext.useSelector(selectMessages);
  const draft = ChatWindowContext.useSelector(selectDraft);
  const waiting = ChatWindowContext.useSelector(selectWaiting);
  const canSend = ChatWindowContext.useSelector(selectCanSend);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const shown = useRef<ChatWindowPlace>(place);

  useEffect(() => {
    for (const event of initialEvents) actor.send(event);
  }, [actor, initialEvents]);

  // Focus follows the visitor: into the window when it opens, back to the corner button when it
  // is minimised or closed (not on the first render: the page keeps its focus).
  useEffect(() => {
    if (shown.current === place) return;
    shown.current = place;
    (place === 'Open' ? inputRef : buttonRef).current?.focus();
  }, [place]);

  if (place === 'Closed') return <ChatLauncher ref={buttonRef} onOpen={() => actor.send({ type: 'open' })} />;
  if (place === 'Minimised')
    return <ChatMinimised ref={buttonRef} waiting={waiting} onOpen={() => actor.send({ type: 'open' })} />;
  return (
    <ChatPanel
      messages={messages}
      draft={draft}
      waiting={waiting}
      canSend={canSend}
      inputRef={inputRef}
      onDraft={(text) => actor.send({ type: 'draft-changed', text })}
      onSend={() => actor.send({ type: 'send' })}
      onMinimise={() => actor.send({ type: 'minimise' })}
      onClose={() => actor.send({ type: 'close' })}
      onFollow={() => {
        // On phones the window covers the page the link opens: it steps aside.
        if (fillsScreen()) actor.send({ type: 'minimise' });
      }}
    />
  );
}

/**
 * The lazily loaded chat: the chat-window machine with the browser's effects (stories pass fakes),
 * replaying the events that caused loading (the first "Do you need help?" click).
 */
export default function ChatWindow({
  effects,
  initialEvents = [],
}: {
  effects?: ChatWindowEffects;
  initialEvents?: readonly ChatWindowEvent[];
}) {
  const { lang } = useLanguage();
  const langRef = useRef(lang);
  useEffect(() => {
    langRef.current = lang;
  }, [lang]);
  const [chosen] = useState(() => effects ?? browserChatEffects(() => langRef.current));
  return (
    <ChatWindowProvider effects={chosen}>
      <ConnectedChat initialEvents={initialEvents} />
    </ChatWindowProvider>
  );
}
