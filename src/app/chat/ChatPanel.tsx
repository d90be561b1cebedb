import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ChatMessage } from '@machines/chatWindow/conversation';
import { useT } from '@shared/i18n/useT';
import { ChatMessageText } from './ChatMessageText';
import { useKeyboardArea, windowStyleFor } from './useKeyboardInset';

export interface ChatPanelProps {
  messages: readonly ChatMessage[];
  draft: string;
  waiting: boolean;
  canSend: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onDraft: (text: string) => void;
  onSend: () => void;
  onMinimise: () => void;
  onClose: () => void;
  /** A link in an answer was followed. */
  onFollow: () => void;
}

/** On phones (768 px and narrower) the open window fills the screen. */
export const fillsScreen = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 768px)').matches;

const noticeIds = { greeting: 'chat.greeting', failure: 'errors.chatbot/failure' } as const;

function Message({ message, onFollow }: { message: ChatMessage; onFollow: () => void }) {
  const t = useT();
  return (
    <p className={`chat-message chat-message--${message.from}`}>
      <span className="visually-hidden">{t(message.from === 'visitor' ? 'chat.you' : 'chat.bot')}: </span>
      {'notice' in message ? (
        <FormattedMessage id={noticeIds[message.notice]} />
      ) : message.from === 'bot' ? (
        <ChatMessageText text={message.text} onFollow={onFollow} />
      ) : (
        message.text
      )}
    </p>
  );
}

/** The open chat window: the conversation (read out as it grows) and a labelled question field. */
export function ChatPanel({
  messages,
  draft,
  waiting,
  canSend,
  inputRef,
  onDraft,
  onSend,
  onMinimise,
  onClose,
  onFollow,
}: ChatPanelProps) {
  const t = useT();
  const titleId = useId();
  const inputId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const keyboard = useKeyboardArea(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message or the waiting line is what the log scrolls to.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, waiting]);

  useEffect(() => {
    if (keyboard) inputRef.current?.scrollIntoView({ block: 'nearest' });
  }, [keyboard, inputRef]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) onSend();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onMinimise();
    }
  };

  return (
    <section
      className="chat-window"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      style={windowStyleFor(keyboard, fillsScreen())}
    >
      <header className="chat-window__header">
        <h2 id={titleId} className="chat-window__title">
          <FormattedMessage id="chat.title" />
        </h2>
        <button
          type="button"
          className="chat-window__control"
          onClick={onMinimise}
          aria-label={t('chat.minimise')}
          title={t('chat.minimise')}
        >
          <span aria-hidden="true">–</span>
        </button>
        <button
          type="button"
          className="chat-window__control"
          onClick={onClose}
          aria-label={t('chat.close')}
          title={t('chat.close')}
        >
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <div
        ref={logRef}
        className="chat-window__log"
        role="log"
        aria-live="polite"
        aria-label={t('chat.log')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, and focus lets the keyboard scroll it.
        tabIndex={0}
      >
        {messages.map((message, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the conversation only grows at its end, a message keeps its place.
          <Message key={index} message={message} onFollow={onFollow} />
        ))}
        {waiting && (
          <p className="chat-message chat-message--bot chat-message--waiting">
            <span className="chat-window__dots" aria-hidden="true" />
            <FormattedMessage id="chat.waiting" />
          </p>
        )}
      </div>
      <form className="chat-window__form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={inputId}>
          <FormattedMessage id="chat.inputLabel" />
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="chat-window__input"
          type="text"
          autoComplete="off"
          maxLength={1000}
          value={draft}
          placeholder={t('chat.placeholder')}
          onChange={(event) => onDraft(event.target.value)}
        />
        <button type="submit" className="button chat-window__send" disabled={!canSend} aria-busy={waiting || undefined}>
          <FormattedMessage id="chat.send" />
        </button>
      </form>
    </section>
  );
}
