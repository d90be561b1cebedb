import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { StaffMe } from '@contract/admin/auth';
import { MyListProvider, type MyListEffects } from '@machines/myList/provider';
import { useT } from '@shared/i18n/useT';
import { useDocumentTitle } from '@shared/routing/documentTitle';
import { LoadedList } from '../frame/LoadedList';
import { InviteForm } from './InviteForm';
import { StaffTable } from './StaffTable';
import { staffActions, staffListEffects, type StaffActions, type StaffRow } from './staffEffects';

/** Staff accounts (ADMIN only): who has which role and warehouses; invite, change role, disable. */
export function StaffScreen({
  me,
  effects,
  actions,
}: {
  me: StaffMe;
  effects?: MyListEffects<StaffRow>;
  actions?: StaffActions;
}) {
  const t = useT();
  const [listEffects] = useState(() => effects ?? staffListEffects());
  const [calls] = useState(() => actions ?? staffActions());
  useDocumentTitle(t('title.page', { page: t('admin.staff.title') }));
  return (
    <>
      <h1 className="page__title">
        <FormattedMessage id="admin.staff.title" />
      </h1>
      <p className="page__lead">
        <FormattedMessage id="admin.staff.intro" />
      </p>
      <MyListProvider query="" effects={listEffects}>
        <LoadedList empty={<FormattedMessage id="admin.staff.empty" />}>
          <StaffTable me={me} actions={calls} />
          <InviteForm actions={calls} />
        </LoadedList>
      </MyListProvider>
    </>
  );
}
