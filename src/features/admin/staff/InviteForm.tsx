import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { staffRoles, type StaffRole } from '@contract/admin/values';
import { MyListContext } from '@machines/myList/provider';
import { SelectField, TextField } from '@shared/form/Fields';
import { FormFrame } from '@shared/form/FormFrame';
import { lazyValidator } from '@shared/form/lazyValidator';
import { useForm } from '@shared/form/useForm';
import { useFormSubmission } from '@shared/form/useFormSubmission';
import { useT } from '@shared/i18n/useT';
import { useRows } from '../frame/LoadedList';
import { SetupLinkPanel } from './SetupLinkPanel';
import type { StaffActions, StaffRow } from './staffEffects';
import { WarehouseChoice } from './WarehouseChoice';

const invitation = lazyValidator(() => import('@contract/admin/staff').then((m) => m.StaffInviteRequest));

/** A new staff account: e-mail, name, role (and an OWNER's warehouses); answers the set-up link to pass on. */
export function InviteForm({ actions }: { actions: StaffActions }) {
  const t = useT();
  const network = useRows<StaffRow>()[0]?.network ?? [];
  const list = MyListContext.useActorRef();
  const invite = useFormSubmission(async (body: Parameters<StaffActions['invite']>[0]) => {
    const link = await actions.invite(body);
    list.send({ type: 'reload' });
    return link;
  });
  const form = useForm({ email: '', name: '', role: 'OWNER' }, invite.failure);
  const [warehouses, setWarehouses] = useState<Set<number>>(new Set());
  const role = form.values.role as StaffRole;
  const body = (values: typeof form.values) => ({
    ...values,
    warehouseIds: role === 'OWNER' ? [...warehouses] : [],
  });
  return (
    <section aria-labelledby="invite-title" className="console__panel">
      <h2 id="invite-title">
        <FormattedMessage id="admin.staff.inviteTitle" />
      </h2>
      {invite.succeeded && invite.result ? (
        <>
          <SetupLinkPanel link={invite.result} />
          <button type="button" className="button button--secondary" onClick={invite.reset}>
            <FormattedMessage id="admin.staff.inviteAnother" />
          </button>
        </>
      ) : (
        <FormFrame
          form={form}
          label={t('admin.staff.inviteTitle')}
          validate={(values) => invitation.validate(body(values))}
          preload={invitation.preload}
          onValid={(values) => invite.submit(invitation.parse(body(values)))}
          busy={invite.submitting}
          submitLabel={<FormattedMessage id="admin.staff.invite" />}
        >
          <TextField {...form.field('email')} type="email" autoComplete="off" required label={t('admin.field.email')} />
          <TextField {...form.field('name')} autoComplete="off" required label={t('admin.field.name')} />
          <SelectField
            {...form.field('role')}
            required
            label={t('admin.field.role')}
            options={staffRoles.map((value) => ({ value, label: t(`admin.role.${value}`) }))}
          />
          {role === 'OWNER' && <WarehouseChoice network={network} chosen={warehouses} onChange={setWarehouses} />}
        </FormFrame>
      )}
    </section>
  );
}
