import { forwardRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { ChatIcon } from './ChatIcon';

/** The minimised chat: a 200 px bar in the corner (a round button on phones) that opens it again. */
export const ChatMinimised = forwardRef<HTMLButtonElement, { onOpen: () => void; waiting: boolean }>(
  function ChatMinimised({ onOpen, waiting }, ref) {
    return (
      <button
        ref={ref}
        type="button"
        className="chat-minimised"
        aria-haspopup="dialog"
        aria-expanded="false"
        aria-busy={waiting || undefined}
        onClick={onOpen}
      >
        <ChatIcon />
        <span className="chat-minimised__text">
          <FormattedMessage id="chat.restore" />
        </span>
      </button>
    );
  },
);
