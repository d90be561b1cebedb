import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Language } from '@contract/primitives';
import type { RegistrationRequest } from '@contract/auth';
import { CheckboxField, TextField } from '@shared/form/Fields';
import { FormFrame } from '@shared/form/FormFrame';
import { phoneExample } from '@shared/form/phoneExample';
import { useForm } from '@shared/form/useForm';
import { lazyValidator } from '@shared/form/lazyValidator';
import { confirmationErrors } from '@shared/form/validation';
import type { Failure } from '@machines/shared/failure';
import { paths } from '@shared/routing/paths';
import { useConfig } from '@shared/config/ConfigContext';
import { useLanguage } from '@shared/i18n/LocaleProvider';
import { useT } from '@shared/i18n/useT';
import { useLegalLinks } from '@shared/legal/useLegalLinks';
import { AppLink } from '@shared/navigation/AppLink';

export type RegistrationBody = ReturnType<typeof RegistrationRequest.parse>;

const registration = lazyValidator(() => import('@contract/auth').then((m) => m.RegistrationRequest));

const initial = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  password: '',
  passwordConfirmation: '',
  'consents.termsAccepted': false,
  'consents.privacyAccepted': false,
  'consents.newsletter': false,
};

type Values = { [K in keyof typeof initial]: (typeof initial)[K] extends boolean ? boolean : string };

const toBody = (v: Values, language: Language) => ({
  firstName: v.firstName,
  lastName: v.lastName,
  email: v.email,
  phoneNumber: v.phoneNumber,
  language,
  password: v.password,
  passwordConfirmation: v.passwordConfirmation,
  consents: {
    termsAccepted: v['consents.termsAccepted'],
    privacyAccepted: v['consents.privacyAccepted'],
    newsletter: v['consents.newsletter'],
  },
});

/**
 * Registration: mandatory fields marked *, the phone with its international prefix,
 * password and confirmation (at least 6 characters and a digit, checked here and by the server),
 * terms and privacy consents (mandatory) and the newsletter (optional).
 */
export function RegistrationForm({
  submitting,
  failure,
  onSubmit,
}: {
  submitting: boolean;
  failure: Failure | null;
  onSubmit: (body: RegistrationBody) => void;
}) {
  const t = useT();
  const { country } = useConfig();
  const { lang } = useLanguage();
  const { termsUrl } = useLegalLinks();
  const form = useForm(initial, failure);
  const language = lang.toUpperCase() as Language;
  const text = (name: 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'password' | 'passwordConfirmation') => ({
    ...form.field(name),
    required: true,
  });
  const termsLink = (chunks: ReactNode[]) =>
    termsUrl ? (
      <a href={termsUrl} target="_blank" rel="noopener noreferrer">
        {chunks}
      </a>
    ) : (
      chunks
    );
  const privacyLink = (chunks: ReactNode[]) => <AppLink to={paths.gdpr}>{chunks}</AppLink>;

  return (
    <FormFrame
      form={form}
      label={t('registration.title')}
      mandatoryNote
      validate={async (v) => ({
        ...(await registration.validate(toBody(v, language))),
        ...confirmationErrors(v.password, v.passwordConfirmation),
      })}
      preload={registration.preload}
      onValid={(v) => onSubmit(registration.parse(toBody(v, language)))}
      busy={submitting}
      submitLabel={<FormattedMessage id="auth.registration.submit" />}
    >
      <div className="form__row">
        <TextField {...text('firstName')} autoComplete="given-name" label={t('auth.field.firstName')} />
        <TextField {...text('lastName')} autoComplete="family-name" label={t('auth.field.lastName')} />
      </div>
      <TextField {...text('email')} type="email" inputMode="email" autoComplete="email" label={t('auth.field.email')} />
      <TextField
        {...text('phoneNumber')}
        type="tel"
        autoComplete="tel"
        label={t('auth.field.phoneNumber')}
        placeholder={phoneExample(country)}
        hint={t('auth.form.phoneHint', { example: phoneExample(country) })}
      />
      <TextField
        {...text('password')}
        type="password"
        autoComplete="new-password"
        label={t('auth.field.password')}
        hint={t('auth.form.passwordRule')}
      />
      <TextField
        {...text('passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        label={t('auth.field.passwordConfirmation')}
      />
      <fieldset>
        <legend>
          <FormattedMessage id="auth.registration.consents" />
        </legend>
        <CheckboxField
          {...form.checkbox('consents.termsAccepted')}
          required
          label={<FormattedMessage id="auth.registration.terms" values={{ link: termsLink }} />}
        />
        <CheckboxField
          {...form.checkbox('consents.privacyAccepted')}
          required
          label={<FormattedMessage id="auth.registration.privacy" values={{ link: privacyLink }} />}
        />
        <CheckboxField {...form.checkbox('consents.newsletter')} label={t('auth.registration.newsletter')} />
      </fieldset>
    </FormFrame>
  );
}
