import { FormattedMessage } from 'react-intl';
import type { AuditEntry } from '@contract/admin/audit';
import { useFormatters } from '@shared/i18n/formatters';
import { useT } from '@shared/i18n/useT';
import { ScrollArea } from '@shared/layout/ScrollArea';
import { AppLink } from '@shared/navigation/AppLink';
import { consolePaths } from '../consolePaths';
import { useRows } from '../frame/LoadedList';
import { filtersOf, PAGE_SIZE, queryOf } from './auditQuery';

/** A value before or after a change, as short as it reads: `role: OWNER, warehouseIds: 3, 5`. */
const describe = (values: AuditEntry['before']) =>
  values
    ? Object.entries(values)
        .map(
          ([key, value]) =>
            `${key}: ${Array.isArray(value) ? value.join(', ') : typeof value === 'object' && value ? JSON.stringify(value) : String(value)}`,
        )
        .join('; ')
    : '';

/** One page of entries, newest first, with the way to older ones (and back to the newest). */
export function AuditTable({ search }: { search: string }) {
  const t = useT();
  const rows = useRows<AuditEntry>();
  const format = useFormatters();
  const filters = filtersOf(search);
  const paged = new URLSearchParams(search).has('before');
  const older = rows.length === PAGE_SIZE ? queryOf(filters, rows[rows.length - 1].id) : null;
  const newest = queryOf(filters);
  return (
    <>
      <ScrollArea labelledBy="audit-caption">
        <table className="console__table">
          <caption id="audit-caption" className="visually-hidden">
            <FormattedMessage id="admin.audit.title" />
          </caption>
          <thead>
            <tr>
              {['at', 'actor', 'action', 'target', 'change', 'reason', 'origin'].map((column) => (
                <th key={column} scope="col">
                  <FormattedMessage id={`admin.audit.column.${column}`} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((entry) => (
              <tr key={entry.id}>
                <td>{format.dateTime(entry.at)}</td>
                <td>
                  <div>{entry.actorEmail}</div>
                  <div>{t(`admin.role.${entry.actorRole}`)}</div>
                </td>
                <th scope="row">{t(`admin.audit.actionName.${entry.action}`)}</th>
                <td>{[entry.targetType, entry.targetId].filter(Boolean).join(' #')}</td>
                <td>
                  {entry.before && (
                    <div>
                      <FormattedMessage id="admin.audit.before" values={{ values: describe(entry.before) }} />
                    </div>
                  )}
                  {entry.after && (
                    <div>
                      <FormattedMessage id="admin.audit.after" values={{ values: describe(entry.after) }} />
                    </div>
                  )}
                </td>
                <td>{entry.reason}</td>
                <td>{entry.address}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      <p className="console__actions">
        {paged && (
          <AppLink to={newest ? `${consolePaths.audit}?${newest}` : consolePaths.audit}>
            <FormattedMessage id="admin.audit.newest" />
          </AppLink>
        )}
        {older && (
          <AppLink to={`${consolePaths.audit}?${older}`}>
            <FormattedMessage id="admin.audit.older" />
          </AppLink>
        )}
      </p>
    </>
  );
}
