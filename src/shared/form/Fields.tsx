import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError } from './FieldError';
import type { FieldMessage } from './validation';
import '../layout/Field.css';
import './Form.css';

export interface FieldBase {
  name: string;
  label: ReactNode;
  error?: FieldMessage;
  /** Shows the `*` that marks a mandatory field; announced through aria-required. */
  required?: boolean;
  hint?: ReactNode;
}

/**
 * Ids of the hint and the error, and the attributes every kind of control carries: its id, whether
 * it is mandatory or invalid, and which texts describe it (read out with the field).
 */
export function useDescriptions(hint: ReactNode, error: FieldMessage | undefined, required: boolean | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control = {
    id,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  } as const;
  return { id, hintId, errorId, control };
}

const Required = () => (
  <span className="field__required" aria-hidden="true">
    {' '}
    *
  </span>
);

/** The field's label (with the mandatory mark) and its hint, the same for every kind of field. */
export function LabelAndHint({
  id,
  hintId,
  label,
  required,
  hint,
}: {
  id: string;
  hintId?: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
}) {
  return (
    <>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <Required />}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'required'>;

export function TextField({
  name,
  label,
  error,
  required,
  hint,
  value,
  onChange,
  ...input
}: FieldBase & InputProps & { value: string; onChange: (value: string) => void }) {
  const { id, hintId, errorId, control } = useDescriptions(hint, error, required);
  return (
    <div className="field">
      <LabelAndHint id={id} hintId={hintId} label={label} required={required} hint={hint} />
      <input
        {...input}
        {...control}
        name={name}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={errorId} code={error} />
    </div>
  );
}

export function CheckboxField({
  name,
  label,
  error,
  required,
  hint,
  checked,
  onChange,
}: FieldBase & { checked: boolean; onChange: (checked: boolean) => void }) {
  const { id, hintId, errorId, control } = useDescriptions(hint, error, required);
  return (
    <div className="field field--checkbox">
      <input
        {...control}
        name={name}
        type="checkbox"
        className="field__checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <LabelAndHint id={id} hintId={hintId} label={label} required={required} hint={hint} />
      <FieldError id={errorId} code={error} />
    </div>
  );
}

export function SelectField({
  name,
  label,
  error,
  required,
  hint,
  value,
  onChange,
  options,
}: FieldBase & { value: string; onChange: (value: string) => void; options: { value: string; label: string }[] }) {
  const { id, hintId, errorId, control } = useDescriptions(hint, error, required);
  return (
    <div className="field">
      <LabelAndHint id={id} hintId={hintId} label={label} required={required} hint={hint} />
      <select
        {...control}
        name={name}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} code={error} />
    </div>
  );
}
