import { FormattedMessage } from 'react-intl';
import type { InfoMessage } from '@machines/session/infoMessages';
import { Modal } from '../layout/Modal';
import { useSessionMachine } from './SessionContext';
import './SessionDialog.css';

/**
 * Informational messages: the close button acknowledges them (stored, not shown again); Escape,
 * the backdrop or a swipe only hide them until the next time the user is loaded.
 */
function InfoMessagesDialog({ messages }: { messages: InfoMessage[] }) {
  const { send } = useSessionMachine();
  return (
    <Modal
      title={<FormattedMessage id="infoMessages.title" values={{ count: messages.length }} />}
      onClose={() => send({ type: 'info-messages-acknowledged' })}
      onDismiss={() => send({ type: 'info-messages-dismissed' })}
    >
      <ul className="info-messages">
        {messages.map((message) => (
          <li
            key={message.id}
            className={message.important ? 'info-messages__item info-messages__item--important' : 'info-messages__item'}
          >
            {message.important && (
              <strong className="info-messages__badge">
                <FormattedMessage id="infoMessages.important" />
              </strong>
            )}
            <p>{message.text}</p>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

function AccountRemovedDialog() {
  const { send } = useSessionMachine();
  const seen = () => send({ type: 'notice-seen' });
  return (
    <Modal title={<FormattedMessage id="account.removed.title" />} onClose={seen}>
      <p>
        <FormattedMessage id="account.removed.text" />
      </p>
    </Modal>
  );
}

export default function SessionDialog({
  messages,
  accountRemoved,
}: {
  messages: InfoMessage[];
  accountRemoved: boolean;
}) {
  return messages.length > 0 ? (
    <InfoMessagesDialog messages={messages} />
  ) : accountRemoved ? (
    <AccountRemovedDialog />
  ) : null;
}
