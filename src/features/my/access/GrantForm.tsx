import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Language } from '@contract/primitives';
import { languages } from '@contract/primitiveValues';
import type { UnlockTokenInfo } from '@contract/unlockToken';
import { FormFrame } from '@shared/form/FormFrame';
import { SelectField, TextField } from '@shared/form/Fields';
import { useForm } from '@shared/form/useForm';
import { useFormSubmission } from '@shared/form/useFormSubmission';
import { lazyValidator } from '@shared/form/lazyValidator';
import { useT } from '@shared/i18n/useT';
import type { AccessGrantsEffects } from './accessGrantsEffects';
import { CreatedLink } from './CreatedLink';
import { defaultWindow, fromLocalInput } from './grantWindow';

/** Each language named in itself, as the person receiving the e-mail would look for it. */
const nameOf = (language: Language) => {
  const tag = language.toLowerCase();
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? language;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
};

const pageLanguage = (locale: string): Language => {
  const upper = locale.slice(0, 2).toUpperCase();
  return (languages as readonly string[]).includes(upper) ? (upper as Language) : 'EN';
};

const tokenRequest = lazyValidator(() => import('@contract/unlockToken').then((m) => m.GenerateUnlockTokenRequest));

/**
 * A new grant of one contract: the person's e-mail, the window (from now for one day unless
 * changed) and the e-mail's language (the page's). The created link is shown once, to copy.
 */
export function GrantForm({
  contractId,
  boxName,
  generate,
  onGranted,
}: {
  contractId: number;
  boxName: string;
  generate: AccessGrantsEffects['generate'];
  onGranted: () => void;
}) {
  const t = useT();
  const { locale } = useIntl();
  const submission = useFormSubmission(generate);
  const form = useForm(
    { email: '', ...defaultWindow(Date.now()), language: pageLanguage(locale) as string },
    submission.failure,
  );
  const body = (v: typeof form.values) => ({
    contractId,
    email: v.email,
    validFrom: fromLocalInput(v.validFrom),
    validTo: fromLocalInput(v.validTo),
    language: v.language,
  });

  useEffect(() => {
    if (submission.succeeded) onGranted();
  }, [submission.succeeded, onGranted]);

  const created = submission.result as UnlockTokenInfo | null;
  if (submission.succeeded && created)
    return (
      <CreatedLink
        grant={created}
        onAnother={() => {
          form.setValues({ email: '', ...defaultWindow(Date.now()), language: form.values.language });
          submission.reset();
        }}
      />
    );

  return (
    <FormFrame
      form={form}
      label={t('my.grants.formLabel', { box: boxName })}
      validate={(v) => tokenRequest.validate(body(v))}
      preload={tokenRequest.preload}
      onValid={(v) => submission.submit(tokenRequest.parse(body(v)))}
      busy={submission.submitting}
      submitLabel={<FormattedMessage id="my.grants.submit" />}
    >
      <TextField
        {...form.field('email')}
        type="email"
        autoComplete="off"
        required
        label={<FormattedMessage id="my.grants.email" />}
      />
      <TextField
        {...form.field('validFrom')}
        type="datetime-local"
        required
        label={<FormattedMessage id="my.grants.validFrom" />}
      />
      <TextField
        {...form.field('validTo')}
        type="datetime-local"
        required
        label={<FormattedMessage id="my.grants.validTo" />}
      />
      <SelectField
        {...form.field('language')}
        label={<FormattedMessage id="my.grants.language" />}
        options={languages.map((language) => ({ value: language, label: nameOf(language) }))}
      />
    </FormFrame>
  );
}
