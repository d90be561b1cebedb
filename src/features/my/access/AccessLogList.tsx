import { FormattedMessage } from 'react-intl';
import type { AccessLogEntry } from '@contract/lock';
import type { MyListEffects } from '@machines/myList/effects';
import { MyListProvider } from '@machines/myList/provider';
import { useFormatters } from '@shared/i18n/formatters';
import { useT } from '@shared/i18n/useT';
import { ListState, useListItems } from '../shared/ListState';

/** The access log's entries, asked for when the log is opened (each time: `AccessLog` mounts this then). */
export default function AccessLogList({ boxId, effects }: { boxId: number; effects: MyListEffects<AccessLogEntry> }) {
  return (
    <MyListProvider query={String(boxId)} effects={effects}>
      <ListState
        empty={
          <p className="my-access-log__none">
            <FormattedMessage id="my.accessLog.none" />
          </p>
        }
      >
        <AccessLogEntries />
      </ListState>
    </MyListProvider>
  );
}

function AccessLogEntries() {
  const entries = useListItems<AccessLogEntry>();
  const format = useFormatters();
  const t = useT();
  const who = (entry: AccessLogEntry) =>
    entry.actor === 'YOU'
      ? t('my.accessLog.you')
      : entry.actor === 'REMOVED_ACCOUNT'
        ? t('my.accessLog.removedAccount')
        : entry.actor === 'LINK_HOLDER'
          ? t('my.accessLog.byLink', { email: entry.by ?? '' })
          : (entry.by ?? '');
  const result = (entry: AccessLogEntry) =>
    entry.result === 'OPENED'
      ? t('my.accessLog.opened')
      : entry.result === 'NO_RESPONSE'
        ? t('my.accessLog.noResponse')
        : t('my.accessLog.refused', { reason: t(`errors.${entry.reason ?? 'unexpected'}`) });
  return (
    <ul className="my-access-log__list">
      {entries.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the log is read whole at each opening and two entries may share their moment.
        <li key={`${entry.at}-${index}`} className="my-access-log__entry">
          <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
          <span>{t(`lock.kind.${entry.lock}`)}</span>
          <span className="my-access-log__who">{who(entry)}</span>
          <span
            className={
              entry.result === 'OPENED'
                ? 'my-access-log__result'
                : 'my-access-log__result my-access-log__result--refused'
            }
          >
            {result(entry)}
          </span>
        </li>
      ))}
    </ul>
  );
}
