import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { countryOptions } from '@shared/countries/countryOptions';
import { SelectField, TextField } from '@shared/form/Fields';
import type { TextBinding } from '@shared/form/useForm';
import { phoneExample } from '@shared/form/phoneExample';
import { useConfig } from '@shared/config/ConfigContext';
import { useLanguage } from '@shared/i18n/LocaleProvider';
import { useT } from '@shared/i18n/useT';
import { companyIdNamesOf, hasCompanyId, type CompanyIdField } from '@contract/validation/companyIdNames';
import { profileFieldProps } from './fieldProps';
import type { ProfileField, ProfileValues } from './profileValues';

type Props = {
  values: ProfileValues;
  field: (name: ProfileField) => TextBinding;
  set: (name: ProfileField, value: string) => void;
};

const invoicingTypes = ['FyzickaOsoba', 'PravnickaOsoba'] as const;

/**
 * Invoicing details: private person or company (name and its numbers, named as the billing
 * country names them: IČO in Slovakia, NIP in Poland, adószám in Hungary …), contact
 * for invoices and the address with the ISO country list named in the interface language.
 */
export function InvoicingFields({ values, field: bind, set }: Props) {
  const t = useT();
  const { lang } = useLanguage();
  const { country } = useConfig();
  const countries = useMemo(() => countryOptions(lang), [lang]);
  const field = profileFieldProps(t, bind);
  const company = values['invoicingDetails.type'] === 'PravnickaOsoba';
  const billingCountry = values['invoicingDetails.address.countryCode'];
  /** The country's own name for the number; elsewhere the interface language's generic word. */
  const idField = (name: CompanyIdField, required: boolean) => {
    const props = field(`invoicingDetails.company.${name}`, `profile.field.${name}`, required);
    return { ...props, label: companyIdNamesOf(billingCountry)?.[name] ?? props.label };
  };
  return (
    <>
      <fieldset className="choice" aria-describedby={undefined}>
        <legend>
          <FormattedMessage id="profile.invoicing.type" />
        </legend>
        {invoicingTypes.map((type) => (
          <label key={type} className="choice__option">
            <input
              type="radio"
              name="invoicingDetails.type"
              value={type}
              checked={values['invoicingDetails.type'] === type}
              onChange={() => set('invoicingDetails.type', type)}
            />{' '}
            <FormattedMessage id={`profile.invoicing.${type}`} />
          </label>
        ))}
      </fieldset>
      {company && (
        <>
          <TextField
            {...field('invoicingDetails.company.name', 'profile.field.companyName')}
            autoComplete="organization"
          />
          <div className="form__row">
            <TextField {...idField('ico', true)} />
            <TextField {...idField('dic', false)} />
            {hasCompanyId(billingCountry, 'icoDph') && <TextField {...idField('icoDph', false)} />}
          </div>
        </>
      )}
      <div className="form__row">
        <TextField {...field('invoicingDetails.firstName', 'auth.field.firstName')} autoComplete="given-name" />
        <TextField {...field('invoicingDetails.lastName', 'auth.field.lastName')} autoComplete="family-name" />
      </div>
      <div className="form__row">
        <TextField {...field('invoicingDetails.email', 'auth.field.email')} type="email" autoComplete="email" />
        <TextField
          {...field('invoicingDetails.telephoneNumber', 'auth.field.phoneNumber')}
          type="tel"
          autoComplete="tel"
          placeholder={phoneExample(country)}
        />
      </div>
      {!company && <TextField {...field('invoicingDetails.personalId', 'profile.field.personalId', false)} />}
      <div className="form__row">
        <TextField {...field('invoicingDetails.address.street', 'profile.field.street')} autoComplete="address-line1" />
        <TextField {...field('invoicingDetails.address.number', 'profile.field.number')} />
      </div>
      <div className="form__row">
        <TextField {...field('invoicingDetails.address.city', 'profile.field.city')} autoComplete="address-level2" />
        <TextField {...field('invoicingDetails.address.zip', 'profile.field.zip')} autoComplete="postal-code" />
      </div>
      <SelectField {...field('invoicingDetails.address.countryCode', 'profile.field.country')} options={countries} />
    </>
  );
}
