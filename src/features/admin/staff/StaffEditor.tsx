import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { staffRoles } from '@contract/admin/values';
import { MyListContext } from '@machines/myList/provider';
import { FormSuccess } from '@shared/form/FormParts';
import { SelectField, TextField } from '@shared/form/Fields';
import { FormFrame } from '@shared/form/FormFrame';
import { lazyValidator } from '@shared/form/lazyValidator';
import { useForm } from '@shared/form/useForm';
import { useFormSubmission } from '@shared/form/useFormSubmission';
import { useT } from '@shared/i18n/useT';
import { SetupLinkPanel } from './SetupLinkPanel';
import type { SetupLinkShown, StaffActions, StaffRow } from './staffEffects';
import { WarehouseChoice } from './WarehouseChoice';

const roleChange = lazyValidator(() => import('@contract/admin/staff').then((m) => m.StaffRoleChange));
const warehousesChange = lazyValidator(() => import('@contract/admin/staff').then((m) => m.StaffWarehousesChange));
const withReason = lazyValidator(() => import('@contract/admin/staff').then((m) => m.StaffReason));

/** A change of one account, sent with its reason, after which the list is loaded again. */
function useChange<V, R>(call: (values: V) => Promise<R>) {
  const list = MyListContext.useActorRef();
  return useFormSubmission(async (values: V) => {
    const result = await call(values);
    list.send({ type: 'reload' });
    return result;
  });
}

/** One account's changes, each with the reason the audit log keeps: role, warehouses, access. */
export function StaffEditor({ row, actions }: { row: StaffRow; actions: StaffActions }) {
  const { member } = row;
  return (
    <div className="console__panel">
      <RoleForm row={row} actions={actions} />
      {member.role === 'OWNER' && <WarehousesForm row={row} actions={actions} />}
      <AccessForm row={row} actions={actions} />
    </div>
  );
}

function RoleForm({ row, actions }: { row: StaffRow; actions: StaffActions }) {
  const t = useT();
  const change = useChange((body: { role: (typeof staffRoles)[number]; reason: string }) =>
    actions.changeRole(row.member.id, body),
  );
  const form = useForm({ role: row.member.role as string, reason: '' }, change.failure);
  if (change.succeeded)
    return (
      <FormSuccess>
        <FormattedMessage id="admin.staff.saved" />
      </FormSuccess>
    );
  return (
    <FormFrame
      form={form}
      label={t('admin.staff.roleTitle', { name: row.member.name })}
      validate={roleChange.validate}
      preload={roleChange.preload}
      onValid={(values) => change.submit(roleChange.parse(values))}
      busy={change.submitting}
      submitLabel={<FormattedMessage id="admin.staff.changeRole" />}
    >
      <SelectField
        {...form.field('role')}
        required
        label={t('admin.field.role')}
        options={staffRoles.map((value) => ({ value, label: t(`admin.role.${value}`) }))}
      />
      <TextField {...form.field('reason')} required label={t('admin.field.reason')} />
    </FormFrame>
  );
}

function WarehousesForm({ row, actions }: { row: StaffRow; actions: StaffActions }) {
  const t = useT();
  const [chosen, setChosen] = useState<Set<number>>(new Set(row.member.warehouseIds));
  const change = useChange((body: { warehouseIds: number[]; reason: string }) =>
    actions.assignWarehouses(row.member.id, body),
  );
  const form = useForm({ reason: '' }, change.failure);
  const body = (values: { reason: string }) => ({ ...values, warehouseIds: [...chosen] });
  if (change.succeeded)
    return (
      <FormSuccess>
        <FormattedMessage id="admin.staff.saved" />
      </FormSuccess>
    );
  return (
    <FormFrame
      form={form}
      label={t('admin.staff.warehousesTitle', { name: row.member.name })}
      validate={(values) => warehousesChange.validate(body(values))}
      preload={warehousesChange.preload}
      onValid={(values) => change.submit(warehousesChange.parse(body(values)))}
      busy={change.submitting}
      submitLabel={<FormattedMessage id="admin.staff.saveWarehouses" />}
    >
      <WarehouseChoice network={row.network} chosen={chosen} onChange={setChosen} />
      <TextField {...form.field('reason')} required label={t('admin.field.reason')} />
    </FormFrame>
  );
}

type AccessAction = 'disable' | 'enable' | 'link';

/** Disable or enable the account, or give it a new set-up link (a lost phone or password). */
function AccessForm({ row, actions }: { row: StaffRow; actions: StaffActions }) {
  const t = useT();
  const { member } = row;
  const disabled = member.status === 'DISABLED';
  const change = useChange(async ({ action, reason }: { action: AccessAction; reason: string }) =>
    action === 'link'
      ? actions.newSetupLink(member.id, reason)
      : actions.setDisabled(member.id, action === 'disable', reason),
  );
  const form = useForm({ action: disabled ? 'enable' : 'disable', reason: '' }, change.failure);
  const link = change.result as SetupLinkShown | undefined | null;
  if (change.succeeded)
    return link ? (
      <SetupLinkPanel link={link} />
    ) : (
      <FormSuccess>
        <FormattedMessage id="admin.staff.saved" />
      </FormSuccess>
    );
  const choices: AccessAction[] = disabled ? ['enable'] : ['disable', 'link'];
  return (
    <FormFrame
      form={form}
      label={t('admin.staff.accessTitle', { name: member.name })}
      validate={withReason.validate}
      preload={withReason.preload}
      onValid={(values) =>
        change.submit({ action: values.action as AccessAction, reason: withReason.parse(values).reason })
      }
      busy={change.submitting}
      submitLabel={<FormattedMessage id="admin.staff.apply" />}
    >
      <SelectField
        {...form.field('action')}
        required
        label={t('admin.staff.accessAction')}
        options={choices.map((value) => ({ value, label: t(`admin.staff.access.${value}`) }))}
      />
      <TextField {...form.field('reason')} required label={t('admin.field.reason')} />
    </FormFrame>
  );
}
