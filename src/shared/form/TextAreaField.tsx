import { FieldError } from './FieldError';
import { type FieldBase, LabelAndHint, useDescriptions } from './Fields';

/**
 * A text of several lines (a message, a note), labelled and described like the other fields. A module of its
 * own, outside the form kit's chunk: only the screens with a note or a message (notice, franchising)
 * download it.
 */
export function TextAreaField({
  name,
  label,
  error,
  required,
  hint,
  value,
  onChange,
  rows = 5,
}: FieldBase & { value: string; onChange: (value: string) => void; rows?: number }) {
  const { id, hintId, errorId, control } = useDescriptions(hint, error, required);
  return (
    <div className="field">
      <LabelAndHint id={id} hintId={hintId} label={label} required={required} hint={hint} />
      <textarea
        {...control}
        name={name}
        className="field__input"
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={errorId} code={error} />
    </div>
  );
}
