import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { NewWarehouse, WarehouseChange, WarehouseEditor } from '@contract/admin/warehouses';
import { FormSuccess } from '@shared/form/FormParts';
import { FormFrame } from '@shared/form/FormFrame';
import { lazyValidator } from '@shared/form/lazyValidator';
import { useFormSubmission } from '@shared/form/useFormSubmission';
import { useT } from '@shared/i18n/useT';
import { AddressSection } from './AddressSection';
import { ClosedDaysSection } from './ClosedDaysSection';
import { DetailsSection } from './DetailsSection';
import { bodyOfDraft, type Draft } from './draft';
import { FeaturesSection } from './FeaturesSection';
import { HoursEditor } from './HoursEditor';
import { TextsSection } from './TextsSection';
import { useDraftForm } from './useDraftForm';
import type { WarehouseActions } from './warehouseEffects';

const newWarehouse = lazyValidator(() => import('@contract/admin/warehouses').then((m) => m.NewWarehouse));
const warehouseChange = lazyValidator(() => import('@contract/admin/warehouses').then((m) => m.WarehouseChange));

/**
 * The warehouse's details in sections (details, address and pin, features, access hours, closed
 * days, texts), checked with the contract's own rules before sending. `id` null creates one.
 * Read only (SUPPORT) shows the same fields, disabled, and no way to send.
 */
export function WarehouseForm({
  id,
  version: loadedVersion = 0,
  initial,
  actions,
  readOnly,
  onSaved,
}: {
  id: number | null;
  /** The version of the details the form started from (an existing warehouse's). */
  version?: number;
  initial: Draft;
  actions: WarehouseActions;
  readOnly: boolean;
  onSaved: (saved: WarehouseEditor) => void;
}) {
  const t = useT();
  const validator = id === null ? newWarehouse : warehouseChange;
  // The schema of the call decides the body: creating it names the country, a change never does.
  // A save names the version it was made on; the form's own saves move it on, another operator's
  // save meanwhile makes the next one refused (stale-version) instead of silently overwritten.
  const [version, setVersion] = useState(loadedVersion);
  const save = useFormSubmission(async (body: NewWarehouse | WarehouseChange) =>
    id === null ? actions.create(body as NewWarehouse) : actions.update(id, { ...body, version }),
  );
  const f = useDraftForm(initial, save.failure);
  const saved = save.succeeded ? save.result : null;
  useEffect(() => {
    if (!saved) return;
    setVersion(saved.version);
    onSaved(saved);
  }, [saved, onSaved]);
  return (
    <FormFrame
      form={f.form}
      label={t('admin.warehouse.formLabel')}
      wide
      mandatoryNote={!readOnly}
      validate={(draft) => validator.validate(bodyOfDraft(draft))}
      preload={validator.preload}
      onValid={(draft) => {
        // Saved once already: this is a new save of the same form.
        if (save.succeeded) save.reset();
        save.submit(validator.parse(bodyOfDraft(draft)));
      }}
      busy={save.submitting}
      unavailable={readOnly}
      submitLabel={<FormattedMessage id={id === null ? 'admin.warehouse.create' : 'admin.warehouse.save'} />}
      notice={
        saved && id !== null ? (
          <FormSuccess>
            <FormattedMessage id="admin.warehouse.saved" />
          </FormSuccess>
        ) : readOnly ? (
          <p className="form__note">
            <FormattedMessage id="admin.warehouse.readOnly" />
          </p>
        ) : undefined
      }
    >
      <fieldset disabled={readOnly} className="warehouse-editor__sections">
        <DetailsSection f={f} isNew={id === null} />
        <AddressSection f={f} findPlaces={actions.findPlaces} />
        <FeaturesSection f={f} />
        <HoursEditor
          f={f}
          path="accessHours"
          title={t('admin.warehouse.accessHours')}
          alwaysLabel={t('admin.warehouse.nonstop')}
        />
        <HoursEditor
          f={f}
          path="backupAccessHours"
          title={t('admin.warehouse.backupAccessHours')}
          alwaysLabel={t('admin.warehouse.asMainEntrance')}
        />
        <ClosedDaysSection f={f} actions={actions} />
        <TextsSection f={f} />
      </fieldset>
    </FormFrame>
  );
}
