import { FormattedMessage } from 'react-intl';
import { warehouseFeatureNames } from '@contract/admin/warehouseValues';
import { CheckboxField } from '@shared/form/Fields';
import { useT } from '@shared/i18n/useT';
import type { Draft } from './draft';
import type { DraftForm } from './useDraftForm';

/** What the warehouse offers, as the customer pages show it. */
export function FeaturesSection({ f }: { f: DraftForm<Draft> }) {
  const t = useT();
  return (
    <fieldset>
      <legend>
        <FormattedMessage id="admin.warehouse.features" />
      </legend>
      <div className="warehouse-editor__checks">
        {warehouseFeatureNames.map((name) => (
          <CheckboxField key={name} {...f.checkbox(`features.${name}`)} label={t(`admin.warehouse.feature.${name}`)} />
        ))}
      </div>
    </fieldset>
  );
}
