import { useId, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { waitFor } from 'xstate';
import type { Language } from '@contract/primitives';
import type { NotifyMeField } from '@machines/notifyMe/validation';
import { NotifyMeContext } from '@machines/notifyMe/provider';
import { selectFailure, selectFieldErrors, selectNotifyMeStatus, selectValues } from '@machines/notifyMe/selectors';
import { useConfig } from '@shared/config/ConfigContext';
import { FieldError } from '@shared/form/FieldError';
import { phoneExample } from '@shared/form/phoneExample';
import { useLanguage } from '@shared/i18n/LocaleProvider';
import { useT } from '@shared/i18n/useT';
import { boxSizes, sizeNameId, sizeRange } from '../shared/sizeClasses';
import '../shared/controls.css';

/**
 * Leave a contact to hear when the full warehouse has a free box: e-mail (mandatory), phone with
 * the international prefix and a size (both optional). The language is the interface language at
 * the moment of sending. Problems show next to their fields; a repeat is friendly information.
 */
export function NotifyMeForm() {
  const t = useT();
  const id = useId();
  const { lang } = useLanguage();
  const { country } = useConfig();
  const status = NotifyMeContext.useSelector(selectNotifyMeStatus);
  const values = NotifyMeContext.useSelector(selectValues);
  const errors = NotifyMeContext.useSelector(selectFieldErrors);
  const failure = NotifyMeContext.useSelector(selectFailure);
  const actor = NotifyMeContext.useActorRef();
  const { send } = actor;

  if (status === 'subscribed' || status === 'alreadyRegistered') {
    return (
      <p className="notice notify-me__done" role="status">
        <FormattedMessage
          id={status === 'subscribed' ? 'notifyMe.subscribed' : 'errors.notify-me/already-registered'}
        />{' '}
        <FormattedMessage id="notifyMe.whatNext" />
      </p>
    );
  }
  const change = (field: NotifyMeField) => (event: { target: { value: string } }) =>
    send({ type: 'change', field, value: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'submit', language: lang.toUpperCase() as Language });
    // Problems found before sending (once the check is done): take the visitor to the first one (its message is read with it).
    void waitFor(actor, (s) => !s.matches('Checking')).then((checked) => {
      const invalid = (['email', 'phoneNumber'] as const).find(
        (field) => checked.matches('Editing') && checked.context.fieldErrors[field],
      );
      if (invalid) document.getElementById(`${id}-${invalid === 'email' ? 'email' : 'phone'}`)?.focus();
    });
  };
  const describedBy = (field: NotifyMeField, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const busy = status === 'submitting';
  return (
    <form
      className="notify-me__form"
      noValidate
      onSubmit={submit}
      aria-describedby={failure ? `${id}-failure` : undefined}
    >
      {failure && (
        <p id={`${id}-failure`} className="notice notice--error" role="alert">
          {t(`errors.${failure}`)}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-email`}>
          <FormattedMessage id="notifyMe.email" />
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          aria-required="true"
          value={values.email}
          onChange={change('email')}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={describedBy('email')}
        />
        <FieldError id={`${id}-email-error`} code={errors.email} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-phone`}>
          <FormattedMessage id="notifyMe.phone" />
        </label>
        <input
          id={`${id}-phone`}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={phoneExample(country)}
          value={values.phoneNumber}
          onChange={change('phoneNumber')}
          aria-invalid={Boolean(errors.phoneNumber)}
          aria-describedby={describedBy('phoneNumber', `${id}-phone-hint`)}
        />
        <p id={`${id}-phone-hint`} className="field__hint">
          <FormattedMessage id="notifyMe.phoneHint" />
        </p>
        <FieldError id={`${id}-phoneNumber-error`} code={errors.phoneNumber} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-size`}>
          <FormattedMessage id="notifyMe.size" />
        </label>
        <select id={`${id}-size`} value={values.size} onChange={change('size')}>
          <option value="">{t('search.filters.anySize')}</option>
          {boxSizes.map((size) => {
            const range = sizeRange(size);
            return <option key={size} value={size}>{`${t(sizeNameId(size))} (${t(range.id, range.values)})`}</option>;
          })}
        </select>
      </div>
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        <FormattedMessage id={busy ? 'notifyMe.sending' : 'notifyMe.submit'} />
      </button>
    </form>
  );
}
