import { useId, type ReactNode } from 'react';
import { FieldError } from '@shared/form/FieldError';
import type { TextBinding } from '@shared/form/useForm';

/** A text of several lines, labelled and described like the other fields of the form. */
export function TextAreaField({
  name,
  value,
  onChange,
  error,
  label,
  required,
  rows = 5,
}: TextBinding & { label: ReactNode; required?: boolean; rows?: number }) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <textarea
        id={id}
        name={name}
        className="field__input"
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      />
      <FieldError id={errorId} code={error} />
    </div>
  );
}
