import { FormattedMessage } from 'react-intl';
import type { AdminMessage, MessageInput } from '@contract/admin/messages';
import { MyListContext } from '@machines/myList/provider';
import { RetryAlert } from '@shared/errors/RetryAlert';
import { FormSuccess } from '@shared/form/FormParts';
import { useFormSubmission } from '@shared/form/useFormSubmission';
import { useT } from '@shared/i18n/useT';
import { timingOf } from '../frame/validity';
import { MessageForm } from './MessageForm';
import type { MessageActions } from './messageEffects';

/** A change of the list, after which it is loaded again. */
function useListChange<V>(call: (values: V) => Promise<unknown>) {
  const list = MyListContext.useActorRef();
  return useFormSubmission(async (values: V) => {
    await call(values);
    list.send({ type: 'reload' });
  });
}

/** One message's changes: its form, and ending it now while it is shown or still to come. */
export function MessageEditor({ message, actions }: { message: AdminMessage; actions: MessageActions }) {
  const t = useT();
  const save = useListChange((body: MessageInput) => actions.update(message.id, body));
  const end = useListChange(() => actions.end(message.id));
  const open = timingOf(message.visibleFrom, message.visibleUntil) !== 'past';
  return (
    <div className="console__panel">
      {save.succeeded ? (
        <FormSuccess>
          <FormattedMessage id="admin.messages.saved" />
        </FormSuccess>
      ) : (
        <MessageForm
          message={message}
          failure={save.failure}
          busy={save.submitting}
          onSubmit={save.submit}
          label={t('admin.messages.changeTitle', { id: message.id })}
          submitLabel={t('admin.messages.save')}
        />
      )}
      {open && !end.succeeded && (
        <p className="console__actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={end.submitting}
            onClick={() => end.submit(undefined)}
          >
            <FormattedMessage id="admin.messages.end" values={{ id: message.id }} />
          </button>
        </p>
      )}
      {end.failure && (
        <RetryAlert code={end.failure.code} onRetry={() => end.submit(undefined)} label={t('admin.tryAgain')} />
      )}
    </div>
  );
}

/** A new message; the list shows it once saved. */
export function MessageCreator({ actions }: { actions: MessageActions }) {
  const t = useT();
  const create = useListChange((body: MessageInput) => actions.create(body));
  return (
    <section aria-labelledby="message-new-title" className="console__panel">
      <h2 id="message-new-title">
        <FormattedMessage id="admin.messages.newTitle" />
      </h2>
      {create.succeeded ? (
        <>
          <FormSuccess>
            <FormattedMessage id="admin.messages.created" />
          </FormSuccess>
          <button type="button" className="button button--secondary" onClick={create.reset}>
            <FormattedMessage id="admin.messages.createAnother" />
          </button>
        </>
      ) : (
        <MessageForm
          failure={create.failure}
          busy={create.submitting}
          onSubmit={create.submit}
          label={t('admin.messages.newTitle')}
          submitLabel={t('admin.messages.create')}
        />
      )}
    </section>
  );
}
