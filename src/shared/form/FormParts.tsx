import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import './Form.css';

/** Good news after a submission (polite: it does not interrupt). */
export function FormSuccess({ children }: { children: ReactNode }) {
  return (
    <div className="notice notice--success form__success" role="status">
      {children}
    </div>
  );
}

/** `busy`: sending (the label says so); `unavailable`: what would send has not loaded yet. */
export function SubmitButton({
  busy,
  unavailable = false,
  children,
}: {
  busy: boolean;
  unavailable?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className="button button--primary form__submit"
      disabled={busy || unavailable}
      aria-busy={busy || undefined}
    >
      {busy ? <FormattedMessage id="auth.form.sending" /> : children}
    </button>
  );
}

/** "Fields marked * are mandatory." above a form that has any. */
export function MandatoryNote() {
  return (
    <p className="form__note">
      <FormattedMessage id="auth.form.mandatoryNote" />
    </p>
  );
}
