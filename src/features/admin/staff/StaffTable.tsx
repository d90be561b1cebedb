import { FormattedMessage } from 'react-intl';
import type { StaffMe } from '@contract/admin/auth';
import { useFormatters } from '@shared/i18n/formatters';
import { useT } from '@shared/i18n/useT';
import { EditableTable } from '../frame/EditableTable';
import { useRows } from '../frame/LoadedList';
import { StaffEditor } from './StaffEditor';
import type { StaffActions, StaffRow } from './staffEffects';

const columns = ['name', 'email', 'role', 'status', 'warehouses', 'since'].map(
  (column) => `admin.staff.column.${column}`,
);

/** Every staff account; "Change" opens the row's role, warehouses and access below it (not one's own). */
export function StaffTable({ me, actions }: { me: StaffMe; actions: StaffActions }) {
  const t = useT();
  const rows = useRows<StaffRow>();
  const format = useFormatters();
  const names = (row: StaffRow) =>
    row.member.warehouseIds.map((id) => row.network.find((w) => w.id === id)?.name ?? `#${id}`).join(', ');
  return (
    <EditableTable
      labelId="staff-caption"
      caption={<FormattedMessage id="admin.staff.title" />}
      columns={columns}
      actionsColumn="admin.staff.column.actions"
      rows={rows}
      keyOf={(row) => row.member.id}
      cells={(row) => [
        row.member.name,
        row.member.email,
        t(`admin.role.${row.member.role}`),
        t(`admin.status.${row.member.status}`),
        row.member.role === 'OWNER' ? names(row) : '',
        format.date(row.member.createdAt),
      ]}
      changeLabel={(row) =>
        row.member.id === me.id ? null : <FormattedMessage id="admin.staff.change" values={{ name: row.member.name }} />
      }
      editor={(row) => <StaffEditor row={row} actions={actions} />}
    />
  );
}
