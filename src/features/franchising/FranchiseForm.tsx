import { FormattedMessage } from 'react-intl';
import type { ErrorCode } from '@contract/errors';
import type { FranchiseEnquiry } from '@contract/franchising';
import type { Language } from '@contract/primitives';
import { TextField } from '@shared/form/Fields';
import { TextAreaField } from '@shared/form/TextAreaField';
import { FormFrame } from '@shared/form/FormFrame';
import { RadioGroup } from '@shared/form/RadioGroup';
import { useForm } from '@shared/form/useForm';
import { lazyValidator } from '@shared/form/lazyValidator';
import type { FieldMessage } from '@shared/form/validation';
import { useT } from '@shared/i18n/useT';
import type { Failure } from '@machines/shared/failure';
import { choices, emptyEnquiry, toEnquiry, type ChoiceField, type EnquiryValues } from './enquiryForm';

interface FranchiseFormProps {
  language: Language;
  busy: boolean;
  failure: Failure | null;
  onSend: (enquiry: FranchiseEnquiry) => void;
}

/** Every field of the franchise enquiry, checked with the contract's schema before it is sent. */
const enquiry = lazyValidator(() => import('@contract/franchising').then((m) => m.FranchiseEnquiry));

export function FranchiseForm({ language, busy, failure, onSend }: FranchiseFormProps) {
  const t = useT();
  const form = useForm(emptyEnquiry, failure);
  const choice = (name: ChoiceField) => (
    <RadioGroup<string>
      name={name}
      legend={t(`franchising.field.${name}`)}
      required
      options={choices[name].map((value) => ({ value, label: t(`franchising.option.${name}.${value}`) }))}
      value={form.values[name] || null}
      onChange={(value) => form.set(name, value)}
      error={errorCode(form.errors[name])}
    />
  );
  return (
    <FormFrame
      form={form}
      label={t('franchising.form.title')}
      mandatoryNote
      validate={(v: EnquiryValues) => enquiry.validate(toEnquiry(v, language))}
      preload={enquiry.preload}
      onValid={(v: EnquiryValues) => onSend(enquiry.parse(toEnquiry(v, language)))}
      busy={busy}
      submitLabel={<FormattedMessage id="franchising.form.submit" />}
    >
      <TextField {...form.field('fullName')} autoComplete="name" required label={t('franchising.field.fullName')} />
      <TextField
        {...form.field('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        label={t('franchising.field.email')}
      />
      <TextField
        {...form.field('phoneNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        label={t('franchising.field.phoneNumber')}
        hint={t('franchising.field.phoneNumber.hint')}
      />
      {choice('businessExperience')}
      <TextField
        {...form.field('currentPositionAndArea')}
        required
        label={t('franchising.field.currentPositionAndArea')}
      />
      {choice('propertyStatus')}
      <TextField
        {...form.field('propertyAreaInM2')}
        inputMode="numeric"
        required
        label={t('franchising.field.propertyAreaInM2')}
      />
      <TextField
        {...form.field('cityToOpen')}
        autoComplete="address-level2"
        required
        label={t('franchising.field.cityToOpen')}
      />
      {choice('capitalInvestment')}
      {choice('returnOnInvestment')}
      {choice('isPrimaryIncome')}
      {choice('hasReadFranchiseBrochure')}
      <TextAreaField {...form.field('motivation')} required label={t('franchising.field.motivation')} />
    </FormFrame>
  );
}

/** Option groups show a bare code: their only problems are "mandatory" and "not one of the options". */
const errorCode = (message: FieldMessage | undefined): ErrorCode | null =>
  message === undefined ? null : typeof message === 'string' ? message : message.code;
