import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearch } from 'wouter';
import type { AuditEntry } from '@contract/admin/audit';
import type { StaffMe } from '@contract/admin/auth';
import { MyListProvider, type MyListEffects } from '@machines/myList/provider';
import { ErrorAlert } from '@shared/errors/ErrorAlert';
import { useFormSubmission } from '@shared/form/useFormSubmission';
import { useT } from '@shared/i18n/useT';
import { useDocumentTitle } from '@shared/routing/documentTitle';
import { LoadedList } from '../frame/LoadedList';
import { auditListEffects, downloadAuditCsv } from './auditEffects';
import { AuditFiltersForm } from './AuditFiltersForm';
import { AuditTable } from './AuditTable';

/** The audit log: every staff action, searched by the filters in the address, newest first; CSV export. */
export function AuditScreen({
  me,
  effects,
  download = downloadAuditCsv,
}: {
  me: StaffMe;
  effects?: MyListEffects<AuditEntry>;
  download?: (search: string) => Promise<void>;
}) {
  const t = useT();
  const search = useSearch();
  const [listEffects] = useState(() => effects ?? auditListEffects());
  const exporting = useFormSubmission(download);
  useDocumentTitle(t('title.page', { page: t('admin.audit.title') }));
  return (
    <>
      <h1 className="page__title">
        <FormattedMessage id="admin.audit.title" />
      </h1>
      <p className="page__lead">
        <FormattedMessage id={me.role === 'OWNER' ? 'admin.audit.introOwner' : 'admin.audit.intro'} />
      </p>
      <AuditFiltersForm search={search} />
      <div className="console__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-busy={exporting.submitting || undefined}
          disabled={exporting.submitting}
          onClick={() => exporting.submit(search)}
        >
          <FormattedMessage id="admin.audit.download" />
        </button>
      </div>
      <ErrorAlert code={exporting.failure?.code ?? null} />
      <MyListProvider query={search} effects={listEffects}>
        <LoadedList empty={<FormattedMessage id="admin.audit.empty" />}>
          <AuditTable search={search} />
        </LoadedList>
      </MyListProvider>
    </>
  );
}
