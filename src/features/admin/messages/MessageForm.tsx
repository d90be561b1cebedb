import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminMessage, MessageInput } from '@contract/admin/messages';
import { messageAudiences } from '@contract/admin/messageValues';
import { operatingCountries, type OperatingCountryCode } from '@contract/operatingCountries';
import { languages } from '@contract/primitiveValues';
import type { Failure } from '@machines/shared/failure';
import { countryName } from '@shared/countries/countryName';
import { CheckboxField, SelectField, TextField } from '@shared/form/Fields';
import { FormFrame } from '@shared/form/FormFrame';
import { lazyValidator } from '@shared/form/lazyValidator';
import { TextAreaField } from '@shared/form/TextAreaField';
import { useForm } from '@shared/form/useForm';
import { useT } from '@shared/i18n/useT';
import { MessagePreview } from './MessagePreview';
import { bodyOf, emptyMessage, languageName, textField, textsOf, valuesOf } from './messageValues';

const input = lazyValidator(() => import('@contract/admin/messages').then((m) => m.MessageInput));

/**
 * A message's form: a text per language (one not written is marked so, and its readers get the
 * fallback the preview shows), important, who reads it and when, with the customer's view beside it.
 */
export function MessageForm({
  message,
  failure,
  busy,
  onSubmit,
  label,
  submitLabel,
}: {
  message?: AdminMessage;
  failure: Failure | null;
  busy: boolean;
  onSubmit: (body: MessageInput) => void;
  label: string;
  submitLabel: string;
}) {
  const t = useT();
  const { locale } = useIntl();
  const form = useForm(message ? valuesOf(message) : emptyMessage(), failure);
  const { values } = form;
  const texts = textsOf(values);
  const body = (v: typeof values) => bodyOf(v, message);
  return (
    <>
      <FormFrame
        form={form}
        label={label}
        validate={async (v) => {
          // The schema names a text `texts.SK`, and no text at all `texts`: each goes to its field.
          const errors = await input.validate(body(v));
          return Object.fromEntries(
            Object.entries(errors).map(([key, error]) => [
              key === 'texts' ? textField(languages[0]) : key.replace(/^texts\.(\w+)$/, 'text$1'),
              error,
            ]),
          );
        }}
        preload={input.preload}
        onValid={(v) => onSubmit(input.parse(body(v)))}
        busy={busy}
        submitLabel={submitLabel}
      >
        <fieldset className="field">
          <legend className="field__label">
            <FormattedMessage id="admin.messages.field.texts" />
          </legend>
          <p className="field__hint">
            <FormattedMessage id="admin.messages.hint.texts" />
          </p>
          {languages.map((language) => (
            <TextAreaField
              key={language}
              {...form.field(textField(language))}
              rows={3}
              label={
                texts[language].trim()
                  ? languageName(language, locale)
                  : t('admin.messages.missingLanguage', { language: languageName(language, locale) })
              }
            />
          ))}
        </fieldset>
        <CheckboxField
          {...form.checkbox('fallback')}
          label={t('admin.messages.field.fallback')}
          hint={t('admin.messages.hint.fallback')}
        />
        <CheckboxField
          {...form.checkbox('important')}
          label={t('admin.messages.field.important')}
          hint={t('admin.messages.hint.important')}
        />
        <SelectField
          {...form.field('audience')}
          required
          label={t('admin.messages.field.audience')}
          options={messageAudiences.map((value) => ({ value, label: t(`admin.messages.audience.${value}`) }))}
        />
        {values.audience === 'COUNTRY' && (
          <SelectField
            {...form.field('country')}
            required
            label={t('admin.messages.field.country')}
            hint={t('admin.messages.hint.country')}
            options={operatingCountries.map((value) => ({ value, label: countryName(value, locale) }))}
          />
        )}
        {values.audience === 'CUSTOMER' && (
          <TextField
            {...form.field('customerEmail')}
            required
            type="email"
            autoComplete="off"
            label={t('admin.messages.field.customerEmail')}
          />
        )}
        <TextField {...form.field('visibleFrom')} required type="datetime-local" label={t('admin.field.validFrom')} />
        <TextField
          {...form.field('visibleUntil')}
          type="datetime-local"
          label={t('admin.field.validUntil')}
          hint={t('admin.field.validUntilHint')}
        />
      </FormFrame>
      <MessagePreview
        texts={texts}
        important={values.important}
        fallback={values.fallback}
        country={values.audience === 'COUNTRY' ? (values.country as OperatingCountryCode) : null}
      />
    </>
  );
}
