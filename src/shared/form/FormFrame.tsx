import type { ReactNode } from 'react';
import { ErrorAlert } from '../errors/ErrorAlert';
import { MandatoryNote, SubmitButton } from './FormParts';
import type { SubmittableForm, Validate } from './useForm';
import './Form.css';

interface FormFrameProps<V> {
  /** The form from useForm: its submit, its focus on the first invalid field and its alert. */
  form: SubmittableForm<V>;
  /** The form's accessible name (usually the page title). */
  label?: string;
  /** Two columns of fields on wide screens (profile, invoicing details). */
  wide?: boolean;
  /** "Fields marked * are mandatory." above the form. */
  mandatoryNote?: boolean;
  /** Checks run in the browser first; only values without a problem are sent. */
  validate: Validate<V>;
  /** Starts loading what `validate` checks with, when the user first focuses or types in the form. */
  preload?: () => void;
  onValid: (values: V) => void;
  busy: boolean;
  /** The submit button waits, disabled, for what sends the form (e.g. the session machine) to load. */
  unavailable?: boolean;
  submitLabel: ReactNode;
  /** Shown above the alert region (e.g. why the visitor is asked to sign in again). */
  notice?: ReactNode;
  /** A way out shown inside the alert with the refusal (e.g. a link to what blocks it). */
  alertAction?: ReactNode;
  children: ReactNode;
}

/**
 * Every form of the app the same way: browser checks off (the contract's own rules run instead,
 * with messages in the page language), the alert region for a refusal no field shows, the fields,
 * and a submit button that says it is sending.
 */
export function FormFrame<V>({
  form,
  label,
  wide,
  mandatoryNote,
  validate,
  preload,
  onValid,
  busy,
  unavailable,
  submitLabel,
  notice,
  alertAction,
  children,
}: FormFrameProps<V>) {
  return (
    <form
      ref={form.formRef}
      className={wide ? 'form form--wide' : 'form'}
      noValidate
      aria-label={label}
      onFocus={preload}
      onInput={preload}
      onSubmit={form.submitWith(validate, onValid)}
    >
      {mandatoryNote && <MandatoryNote />}
      {notice}
      <ErrorAlert code={form.general}>{alertAction}</ErrorAlert>
      {children}
      <SubmitButton busy={busy} unavailable={unavailable}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
