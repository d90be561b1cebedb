import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { countryOptions } from '../../../shared/countries/countryOptions';
import { SelectField, TextField } from '../../../shared/form/Fields';
import type { TextBinding } from '../../../shared/form/useForm';
import { phoneExample } from '../../../shared/form/phoneExample';
import { useConfig } from '../../../shared/config/ConfigContext';
import { useLanguage } from '../../../shared/i18n/LocaleProvider';
import { useT } from '../../../shared/i18n/useT';
import { profileFieldProps } from './fieldProps';
import type { ProfileField, ProfileValues } from './profileValues';

type Props = { values: ProfileValues; field: (name: ProfileField) => TextBinding; set: (name: ProfileField, value: string) => void };

const invoicingTypes = ['FyzickaOsoba', 'PravnickaOsoba'] as const;

/**
 * Invoicing details: private person or company (name, IČO, DIČ, IČ DPH), contact
 * for invoices and the address with the ISO country list named in the interface language.
 */
export function InvoicingFields({ values, field: bind, set }: Props) {
  const t = useT();
  const { lang } = useLanguage();
  const { country } = useConfig();
  const countries = useMemo(() => countryOptions(lang), [lang]);
  const field = profileFieldProps(t, bind);
  const company = values['invoicingDetails.type'] === 'PravnickaOsoba';
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
          <TextField {...field('invoicingDetails.company.name', 'profile.field.companyName')} autoComplete="organization" />
          <div className="form__row">
            <TextField {...field('invoicingDetails.company.ico', 'profile.field.ico')} />
            <TextField {...field('invoicingDetails.company.dic', 'profile.field.dic', false)} />
            <TextField {...field('invoicingDetails.company.icoDph', 'profile.field.icoDph', false)} />
          </div>
        </>
      )}
      <div className="form__row">
        <TextField {...field('invoicingDetails.firstName', 'auth.field.firstName')} autoComplete="given-name" />
        <TextField {...field('invoicingDetails.lastName', 'auth.field.lastName')} autoComplete="family-name" />
      </div>
      <div className="form__row">
        <TextField {...field('invoicingDetails.email', 'auth.field.email')} type="email" autoComplete="email" />
        <TextField {...field('invoicingDetails.telephoneNumber', 'auth.field.phoneNumber')} type="tel" autoComplete="tel" placeholder={phoneExample(country)} />
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
