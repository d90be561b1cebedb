import { FormattedMessage } from 'react-intl';
import { auditActions } from '@contract/admin/values';
import { SelectField, TextField } from '@shared/form/Fields';
import { useForm } from '@shared/form/useForm';
import { useT } from '@shared/i18n/useT';
import { useAppNavigate } from '@shared/navigation/AppLink';
import { consolePaths } from '../consolePaths';
import { filtersOf, queryOf, type AuditFilters } from './auditQuery';

/** The log's filters; searching writes them into the address, which the list follows. */
export function AuditFiltersForm({ search }: { search: string }) {
  const t = useT();
  const navigate = useAppNavigate();
  const form = useForm({ ...filtersOf(search) }, null);
  const go = (filters: AuditFilters) => {
    const query = queryOf(filters);
    navigate(query ? `${consolePaths.audit}?${query}` : consolePaths.audit);
  };
  return (
    <form
      className="form"
      noValidate
      aria-label={t('admin.audit.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        go(form.values as AuditFilters);
      }}
    >
      <div className="console__filters">
        <TextField {...form.field('actorEmail')} type="email" label={t('admin.audit.actor')} />
        <SelectField
          {...form.field('action')}
          label={t('admin.audit.action')}
          options={[
            { value: '', label: t('admin.audit.anyAction') },
            ...auditActions.map((value) => ({ value, label: t(`admin.audit.actionName.${value}`) })),
          ]}
        />
        <TextField {...form.field('targetType')} label={t('admin.audit.targetType')} />
        <TextField {...form.field('targetId')} label={t('admin.audit.targetId')} />
        <TextField {...form.field('from')} type="date" label={t('admin.audit.from')} />
        <TextField {...form.field('to')} type="date" label={t('admin.audit.to')} />
      </div>
      <div className="console__actions">
        <button type="submit" className="button button--primary">
          <FormattedMessage id="admin.audit.search" />
        </button>
        <button
          type="button"
          className="button button--link"
          onClick={() => {
            const empty = { actorEmail: '', action: '', targetType: '', targetId: '', from: '', to: '' };
            form.setValues(empty);
            go(empty);
          }}
        >
          <FormattedMessage id="admin.audit.clear" />
        </button>
      </div>
    </form>
  );
}
