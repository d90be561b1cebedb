import { FormattedMessage, useIntl } from 'react-intl';
import { currencyOfCountry, vatPercentOfCountry } from '@contract/currencies';
import { operatingCountries } from '@contract/operatingCountries';
import { countryName } from '@shared/countries/countryName';
import { SelectField, TextField } from '@shared/form/Fields';
import { useT } from '@shared/i18n/useT';
import type { Draft } from './draft';
import type { DraftForm } from './useDraftForm';

/** Name, branch code, country (chosen once, at creation) with its currency and VAT, phone and opening day. */
export function DetailsSection({ f, isNew }: { f: DraftForm<Draft>; isNew: boolean }) {
  const t = useT();
  const { locale } = useIntl();
  const country = f.draft.country;
  return (
    <fieldset>
      <legend>
        <FormattedMessage id="admin.warehouse.details" />
      </legend>
      <TextField {...f.text('name')} required autoComplete="off" label={t('admin.warehouse.name')} />
      <div className="form__row">
        <TextField
          {...f.text('branchCode')}
          required
          autoComplete="off"
          label={t('admin.warehouse.branchCode')}
          hint={t('admin.warehouse.branchCodeHint')}
        />
        {isNew ? (
          <SelectField
            {...f.text('country')}
            required
            label={t('admin.warehouse.country')}
            hint={t('admin.warehouse.countryHint')}
            options={operatingCountries.map((value) => ({ value, label: countryName(value, locale) }))}
          />
        ) : (
          <p className="warehouse-editor__fixed">
            <span className="field__label">
              <FormattedMessage id="admin.warehouse.country" />
            </span>
            {countryName(country, locale)}
          </p>
        )}
      </div>
      <p className="form__note">
        <FormattedMessage
          id="admin.warehouse.money"
          values={{ currency: currencyOfCountry[country], vat: vatPercentOfCountry[country] }}
        />
      </p>
      <div className="form__row">
        <TextField
          {...f.text('contactPhone')}
          type="tel"
          autoComplete="off"
          label={t('admin.warehouse.contactPhone')}
          hint={t('admin.warehouse.contactPhoneHint')}
        />
        <TextField
          {...f.text('availableFrom')}
          type="date"
          label={t('admin.warehouse.availableFrom')}
          hint={t('admin.warehouse.availableFromHint')}
        />
      </div>
    </fieldset>
  );
}
