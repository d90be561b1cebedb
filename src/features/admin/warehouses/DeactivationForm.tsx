import { FormattedMessage } from 'react-intl';
import type { WarehouseEditor } from '@contract/admin/warehouses';
import { TextField } from '@shared/form/Fields';
import { FormFrame } from '@shared/form/FormFrame';
import { lazyValidator } from '@shared/form/lazyValidator';
import { useForm } from '@shared/form/useForm';
import { useFormSubmission } from '@shared/form/useFormSubmission';
import { useT } from '@shared/i18n/useT';
import type { WarehouseActions } from './warehouseEffects';

const deactivation = lazyValidator(() => import('@contract/admin/warehouses').then((m) => m.Deactivation));

/** An administrator deactivates the warehouse (no new orders; contracts go on) or opens it again, with the reason. */
export function DeactivationForm({
  warehouse,
  actions,
  onSaved,
}: {
  warehouse: WarehouseEditor;
  actions: WarehouseActions;
  onSaved: () => void;
}) {
  const t = useT();
  const next = !warehouse.deactivated;
  const change = useFormSubmission(async ({ reason }: { reason: string }) => {
    const saved = await actions.setDeactivated(warehouse.id, next, reason);
    onSaved();
    return saved;
  });
  const form = useForm({ reason: '' }, change.failure);
  const body = (values: { reason: string }) => ({ deactivated: next, reason: values.reason });
  return (
    <section aria-labelledby="deactivation-title" className="console__panel">
      <h2 id="deactivation-title">
        <FormattedMessage id={next ? 'admin.warehouse.deactivateTitle' : 'admin.warehouse.reactivateTitle'} />
      </h2>
      <p>
        <FormattedMessage id={next ? 'admin.warehouse.deactivateIntro' : 'admin.warehouse.reactivateIntro'} />
      </p>
      <FormFrame
        form={form}
        label={t(next ? 'admin.warehouse.deactivateTitle' : 'admin.warehouse.reactivateTitle')}
        validate={(values) => deactivation.validate(body(values))}
        preload={deactivation.preload}
        onValid={(values) => change.submit({ reason: deactivation.parse(body(values)).reason })}
        busy={change.submitting}
        submitLabel={<FormattedMessage id={next ? 'admin.warehouse.deactivate' : 'admin.warehouse.reactivate'} />}
      >
        <TextField {...form.field('reason')} required label={t('admin.field.reason')} />
      </FormFrame>
    </section>
  );
}
