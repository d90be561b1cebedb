import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AccessLogEntry } from '../../../../contract/lock';
import type { MyListEffects } from '../../../../machines/myList/effects';
import { MyListProvider } from '../../../../machines/myList/provider';
import { useFormatters } from '../../../shared/i18n/formatters';
import { useT } from '../../../shared/i18n/useT';
import { accessLogEffects } from '../lockEffects';
import { ListState, useListItems } from './ListState';

/**
 * Who opened, or tried to open, the locks of an own box: asked for only when the customer opens
 * the disclosure, and asked again each time it is opened.
 */
export function AccessLog({ boxId, effects = accessLogEffects }: { boxId: number; effects?: MyListEffects<AccessLogEntry> }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="my-access-log" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="my-access-log__summary">
        <FormattedMessage id="my.accessLog.title" />
      </summary>
      {open && (
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
      )}
    </details>
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
        <li key={`${entry.at}-${index}`} className="my-access-log__entry">
          <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
          <span>{t(`lock.kind.${entry.lock}`)}</span>
          <span className="my-access-log__who">{who(entry)}</span>
          <span className={entry.result === 'OPENED' ? 'my-access-log__result' : 'my-access-log__result my-access-log__result--refused'}>{result(entry)}</span>
        </li>
      ))}
    </ul>
  );
}
