import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { DraftInvoicingDetails } from '@machines/order/draft';
import type { Failure } from '@machines/shared/failure';
import { countryOptions } from '@shared/countries/countryOptions';
import { SelectField, TextField } from '@shared/form/Fields';
import { FormFrame } from '@shared/form/FormFrame';
import { phoneExample } from '@shared/form/phoneExample';
import { useForm } from '@shared/form/useForm';
import { useConfig } from '@shared/config/ConfigContext';
import { useLanguage } from '@shared/i18n/LocaleProvider';
import { useT } from '@shared/i18n/useT';
import { RadioGroup } from '@shared/form/RadioGroup';
import { companyIdNamesOf, hasCompanyId, type CompanyIdField } from '@contract/validation/companyIdNames';
import { asFieldFailures } from '@shared/form/validation';
import {
  anythingTyped,
  detailErrors,
  fromValues,
  preloadDetailChecks,
  toValues,
  type DetailField,
  type DetailValues,
} from './detailsValues';

export interface DetailsFormProps {
  initial: DraftInvoicingDetails;
  /** Show every problem at once when the form opens (after a refill, or sent back from the summary). */
  forceValidate: boolean;
  failure: Failure | null;
  busy: boolean;
  onEdit: (details: DraftInvoicingDetails) => void;
  onSubmit: (details: DraftInvoicingDetails) => void;
}

/**
 * The browser's verdict on the details, shaped like the server's so the form shows both the same
 * way. Without `all`, only what was filled in and is wrong (a 300-character name kept in the draft
 * over a reload), not yet the empty mandatory fields the visitor has not reached.
 */
const asFailure = async (values: DetailValues, version: number, all: boolean): Promise<Failure | null> => {
  const errors = Object.entries(await detailErrors(values, version)).filter(
    ([path]) => all || values[path as DetailField]?.trim(),
  );
  return errors.length
    ? { status: 400, code: 'revalid/rule/basic/not-null', fields: asFieldFailures(Object.fromEntries(errors)) }
    : null;
};

/**
 * Invoicing details: private person or company (name and its numbers, named as the billing
 * country names them: IČO in Slovakia, NIP in Poland, adószám in Hungary …), contact and address
 * with the ISO alpha-3 countries named in the interface language. Mount it with
 * `key={draft.version}`: a refill from the profile starts it over.
 */
export function DetailsForm({ initial, forceValidate, failure, busy, onEdit, onSubmit }: DetailsFormProps) {
  const t = useT();
  const { lang } = useLanguage();
  const { country } = useConfig();
  const [opening, setOpening] = useState<Failure | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: judges the details the form opened with; other ones mount it again (`key`).
  useEffect(() => {
    // With nothing typed yet and no problem to show at once, the checks load with the first interaction.
    const start = toValues(initial);
    if (!forceValidate && !anythingTyped(start)) return;
    let current = true;
    asFailure(start, initial.version, forceValidate).then(
      (shown) => current && setOpening(shown),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  const form = useForm<DetailValues>(toValues(initial), failure ?? opening);
  const { values, set } = form;
  const countries = useMemo(() => countryOptions(lang), [lang]);

  const edited = useRef(false);
  useEffect(() => {
    // The first render is the draft itself; only what the visitor changes is sent back.
    if (edited.current) onEdit(fromValues(values, initial.version));
    edited.current = true;
  }, [values, initial.version, onEdit]);

  const text = (
    name: DetailField,
    labelId: string,
    options: { required?: boolean; type?: string; autoComplete?: string; placeholder?: string; hint?: string } = {},
  ) => <TextField {...form.field(name)} label={t(labelId)} {...options} />;
  const company = values.type === 'PravnickaOsoba';
  const billingCountry = values['address.countryCode'];
  const idNames = companyIdNamesOf(billingCountry);
  /** The country's own name for the number; elsewhere the interface language's generic word. */
  const idLabel = (field: CompanyIdField) => idNames?.[field] ?? t(`checkout.details.${field}`);

  return (
    <FormFrame
      form={form}
      wide
      mandatoryNote
      validate={(v) => detailErrors(v, initial.version)}
      preload={preloadDetailChecks}
      onValid={(v) => onSubmit(fromValues(v, initial.version))}
      busy={busy}
      submitLabel={<FormattedMessage id="order.continue" />}
    >
      <RadioGroup
        name="type"
        legend={<FormattedMessage id="checkout.details.type" />}
        value={values.type}
        onChange={(type) => set('type', type)}
        options={[
          { value: 'FyzickaOsoba', label: <FormattedMessage id="checkout.details.type.person" /> },
          { value: 'PravnickaOsoba', label: <FormattedMessage id="checkout.details.type.company" /> },
        ]}
      />
      {company && (
        <fieldset>
          <legend>
            <FormattedMessage id="checkout.details.company" />
          </legend>
          {text('company.name', 'checkout.details.companyName', { required: true, autoComplete: 'organization' })}
          <div className="form__row">
            <TextField {...form.field('company.ico')} label={idLabel('ico')} required />
            <TextField {...form.field('company.dic')} label={idLabel('dic')} />
            {hasCompanyId(billingCountry, 'icoDph') && (
              <TextField {...form.field('company.icoDph')} label={idLabel('icoDph')} />
            )}
          </div>
        </fieldset>
      )}
      <fieldset>
        <legend>
          <FormattedMessage id={company ? 'checkout.details.contactPerson' : 'checkout.details.person'} />
        </legend>
        <div className="form__row">
          {text('firstName', 'checkout.details.firstName', { required: true, autoComplete: 'given-name' })}
          {text('lastName', 'checkout.details.lastName', { required: true, autoComplete: 'family-name' })}
        </div>
        {text('email', 'checkout.details.email', { required: true, type: 'email', autoComplete: 'email' })}
        {text('telephoneNumber', 'checkout.details.phone', {
          required: true,
          type: 'tel',
          autoComplete: 'tel',
          placeholder: phoneExample(country),
          hint: t('checkout.details.phoneHint'),
        })}
        {!company && text('personalId', 'checkout.details.personalId')}
      </fieldset>
      <fieldset>
        <legend>
          <FormattedMessage id="checkout.details.address" />
        </legend>
        <div className="form__row">
          {text('address.street', 'checkout.details.street', { required: true, autoComplete: 'address-line1' })}
          {text('address.number', 'checkout.details.number', { required: true })}
        </div>
        <div className="form__row">
          {text('address.city', 'checkout.details.city', { required: true, autoComplete: 'address-level2' })}
          {text('address.zip', 'checkout.details.zip', { required: true, autoComplete: 'postal-code' })}
        </div>
        <SelectField
          {...form.field('address.countryCode')}
          label={t('checkout.details.country')}
          required
          options={countries}
        />
      </fieldset>
    </FormFrame>
  );
}
