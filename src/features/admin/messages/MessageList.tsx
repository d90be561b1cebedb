import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminMessage } from '@contract/admin/messages';
import { languages } from '@contract/primitiveValues';
import { countryName } from '@shared/countries/countryName';
import { EditableTable } from '../frame/EditableTable';
import { useRows } from '../frame/LoadedList';
import { timingOf, type Timing } from '../frame/validity';
import { ValidityText } from '../frame/ValidityText';
import { MessageEditor } from './MessageEditor';
import type { MessageActions } from './messageEffects';

const groups: Timing[] = ['current', 'future', 'past'];
const columns = ['text', 'audience', 'languages', 'window'].map((column) => `admin.messages.column.${column}`);

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
  return (
    <EditableTable
      labelId={`messages-${group}`}
      columns={columns}
      actionsColumn="admin.messages.column.actions"
      rows={rows}
      keyOf={(m) => m.id}
      cells={(m) => {
        const written = languages.filter((l) => m.texts[l]);
        const first = m.texts.EN ?? m.texts[written[0]] ?? '';
        return [
          <>
            {m.important && (
              <strong>
                <FormattedMessage id="admin.messages.important" />{' '}
              </strong>
            )}
            {first.length > 120 ? `${first.slice(0, 119)}…` : first}
          </>,
          <Audience key="audience" message={m} />,
          <>
            {written.join(', ')}
            {written.length < languages.length && (
              <div className="field__hint">
                <FormattedMessage
                  id={m.fallback ? 'admin.messages.missingFallback' : 'admin.messages.missingHidden'}
                  values={{ missing: languages.filter((l) => !m.texts[l]).join(', ') }}
                />
              </div>
            )}
          </>,
          <ValidityText key="window" from={m.visibleFrom} until={m.visibleUntil} />,
        ];
      }}
      changeLabel={(m) => <FormattedMessage id="admin.messages.change" values={{ id: m.id }} />}
      editor={(m) => <MessageEditor message={m} actions={actions} />}
    />
  );
}
