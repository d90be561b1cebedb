import { Fragment, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminMessage } from '@contract/admin/messages';
import { languages } from '@contract/primitiveValues';
import { countryName } from '@shared/countries/countryName';
import { useFormatters } from '@shared/i18n/formatters';
import { ScrollArea } from '@shared/layout/ScrollArea';
import { useRows } from '../frame/LoadedList';
import { timingOf, type Timing } from '../frame/validity';
import { MessageEditor } from './MessageEditor';
import type { MessageActions } from './messageEffects';

const groups: Timing[] = ['current', 'future', 'past'];
const columns = ['text', 'audience', 'languages', 'window'] as const;

/** The messages shown now, those still to come and those over, each group a table of its own. */
export function MessageList({ actions }: { actions: MessageActions }) {
  const messages = useRows<AdminMessage>();
  return (
    <>
      {groups.map((group) => {
        const rows = messages.filter((m) => timingOf(m.visibleFrom, m.visibleUntil) === group);
        return (
          <section key={group} aria-labelledby={`messages-${group}`}>
            <h2 id={`messages-${group}`}>
              <FormattedMessage id={`admin.messages.group.${group}`} values={{ count: rows.length }} />
            </h2>
            {rows.length > 0 && <MessageTable group={group} rows={rows} actions={actions} />}
          </section>
        );
      })}
    </>
  );
}

function Audience({ message: m }: { message: AdminMessage }) {
  const { locale } = useIntl();
  if (m.audience === 'COUNTRY' && m.country)
    return (
      <FormattedMessage id="admin.messages.audienceOf.COUNTRY" values={{ country: countryName(m.country, locale) }} />
    );
  if (m.audience === 'CUSTOMER')
    return <FormattedMessage id="admin.messages.audienceOf.CUSTOMER" values={{ email: m.customerEmail ?? '—' }} />;
  return <FormattedMessage id="admin.messages.audienceOf.ALL" />;
}

function MessageTable({ group, rows, actions }: { group: Timing; rows: AdminMessage[]; actions: MessageActions }) {
  const format = useFormatters();
  const [open, setOpen] = useState<number | null>(null);
  const captionId = `messages-${group}`;
  return (
    <ScrollArea labelledBy={captionId}>
      <table className="console__table" aria-labelledby={captionId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                <FormattedMessage id={`admin.messages.column.${column}`} />
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">
                <FormattedMessage id="admin.messages.column.actions" />
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => {
            const written = languages.filter((l) => m.texts[l]);
            const first = m.texts.EN ?? m.texts[written[0]] ?? '';
            return (
              <Fragment key={m.id}>
                <tr>
                  <th scope="row">
                    {m.important && (
                      <strong>
                        <FormattedMessage id="admin.messages.important" />{' '}
                      </strong>
                    )}
                    {first.length > 120 ? `${first.slice(0, 119)}…` : first}
                  </th>
                  <td>
                    <Audience message={m} />
                  </td>
                  <td>
                    {written.join(', ')}
                    {written.length < languages.length && (
                      <div className="field__hint">
                        <FormattedMessage
                          id={m.fallback ? 'admin.messages.missingFallback' : 'admin.messages.missingHidden'}
                          values={{ missing: languages.filter((l) => !m.texts[l]).join(', ') }}
                        />
                      </div>
                    )}
                  </td>
                  <td>
                    {m.visibleUntil ? (
                      <FormattedMessage
                        id="admin.validity.fromUntil"
                        values={{ from: format.dateTime(m.visibleFrom), until: format.dateTime(m.visibleUntil) }}
                      />
                    ) : (
                      <FormattedMessage id="admin.validity.from" values={{ from: format.dateTime(m.visibleFrom) }} />
                    )}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button button--link"
                      aria-expanded={open === m.id}
                      onClick={() => setOpen(open === m.id ? null : m.id)}
                    >
                      <FormattedMessage id="admin.messages.change" values={{ id: m.id }} />
                    </button>
                  </td>
                </tr>
                {open === m.id && (
                  <tr>
                    <td colSpan={columns.length + 1}>
                      <MessageEditor message={m} actions={actions} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </ScrollArea>
  );
}
