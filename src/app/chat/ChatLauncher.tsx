import { forwardRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { ChatIcon } from './ChatIcon';
import './ChatLauncher.css';

/** The "Do you need help?" button in the corner that opens the chat window. */
export const ChatLauncher = forwardRef<HTMLButtonElement, { onOpen: () => void; busy?: boolean }>(function ChatLauncher(
  { onOpen, busy = false },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      className="chat-launcher"
      aria-haspopup="dialog"
      aria-busy={busy || undefined}
      onClick={busy ? undefined : onOpen}
    >
      <ChatIcon />
      <span className="chat-launcher__text">
        <FormattedMessage id="chat.launcher" />
      </span>
    </button>
  );
});
