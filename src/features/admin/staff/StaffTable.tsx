import { Fragment, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { StaffMe } from '@contract/admin/auth';
import { useFormatters } from '@shared/i18n/formatters';
import { useT } from '@shared/i18n/useT';
import { ScrollArea } from '@shared/layout/ScrollArea';
import { useRows } from '../frame/LoadedList';
import { StaffEditor } from './StaffEditor';
import type { StaffActions, StaffRow } from './staffEffects';

/** Every staff account; "Change" opens the row's role, warehouses and access below it. */
export function StaffTable({ me, actions }: { me: StaffMe; actions: StaffActions }) {
  const t = useT();
  const rows = useRows<StaffRow>();
  const format = useFormatters();
  const [open, setOpen] = useState<number | null>(null);
  const names = (row: StaffRow) =>
    row.member.warehouseIds.map((id) => row.network.find((w) => w.id === id)?.name ?? `#${id}`).join(', ');
  return (
    <ScrollArea labelledBy="staff-caption">
      <table className="console__table">
        <caption id="staff-caption" className="visually-hidden">
          <FormattedMessage id="admin.staff.title" />
        </caption>
        <thead>
          <tr>
            {['name', 'email', 'role', 'status', 'warehouses', 'since'].map((column) => (
              <th key={column} scope="col">
                <FormattedMessage id={`admin.staff.column.${column}`} />
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">
                <FormattedMessage id="admin.staff.column.actions" />
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Fragment key={row.member.id}>
              <tr>
                <th scope="row">{row.member.name}</th>
                <td>{row.member.email}</td>
                <td>{t(`admin.role.${row.member.role}`)}</td>
                <td>{t(`admin.status.${row.member.status}`)}</td>
                <td>{row.member.role === 'OWNER' ? names(row) : ''}</td>
                <td>{format.date(row.member.createdAt)}</td>
                <td>
                  {row.member.id !== me.id && (
                    <button
                      type="button"
                      className="button button--link"
                      aria-expanded={open === row.member.id}
                      onClick={() => setOpen(open === row.member.id ? null : row.member.id)}
                    >
                      <FormattedMessage id="admin.staff.change" values={{ name: row.member.name }} />
                    </button>
                  )}
                </td>
              </tr>
              {open === row.member.id && (
                <tr id={`staff-editor-${row.member.id}`}>
                  <td colSpan={7}>
                    <StaffEditor row={row} actions={actions} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
