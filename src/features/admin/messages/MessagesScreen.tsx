import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AdminMessage } from '@contract/admin/messages';
import { MyListProvider, type MyListEffects } from '@machines/myList/provider';
import { useT } from '@shared/i18n/useT';
import { useDocumentTitle } from '@shared/routing/documentTitle';
import { LoadedList } from '../frame/LoadedList';
import { MessageCreator } from './MessageEditor';
import { MessageList } from './MessageList';
import { messageActions, messageListEffects, type MessageActions } from './messageEffects';

/** Informational messages to customers (administrators only): shown now, to come, over; write, change, end. */
export function MessagesScreen({
  effects,
  actions,
}: {
  effects?: MyListEffects<AdminMessage>;
  actions?: MessageActions;
}) {
  const t = useT();
  const [listEffects] = useState(() => effects ?? messageListEffects());
  const [calls] = useState(() => actions ?? messageActions());
  useDocumentTitle(t('title.page', { page: t('admin.messages.title') }));
  return (
    <>
      <h1 className="page__title">
        <FormattedMessage id="admin.messages.title" />
      </h1>
      <p className="page__lead">
        <FormattedMessage id="admin.messages.intro" />
      </p>
      <MyListProvider query="" effects={listEffects}>
        <LoadedList empty={<FormattedMessage id="admin.messages.empty" />}>
          <MessageList actions={calls} />
        </LoadedList>
        <MessageCreator actions={calls} />
      </MyListProvider>
    </>
  );
}
