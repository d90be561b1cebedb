import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ErrorCode } from '@contract/errors';
import './RadioGroup.css';

export interface RadioOption<T> {
  value: T;
  label: ReactNode;
  /** Further detail (prices, coverage), read out with the option. */
  detail?: ReactNode;
}

/**
 * A group of radio buttons in a fieldset. The error is tied to every radio (aria-invalid,
 * aria-describedby), so "focus the first invalid field" lands on the group's first option.
 */
export function RadioGroup<T extends string | number>({
  name,
  legend,
  options,
  value,
  onChange,
  error,
  required,
}: {
  name: string;
  legend: ReactNode;
  options: RadioOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  error?: ErrorCode | null;
  required?: boolean;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className="radio-group">
      <legend className="radio-group__legend">
        {legend}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      {options.map((option, index) => {
        const optionId = `${id}-${index}`;
        const detailId = option.detail ? `${optionId}-detail` : undefined;
        return (
          <div
            key={String(option.value)}
            className={`radio-group__option${option.value === value ? ' is-checked' : ''}`}
          >
            {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a native radio exposes aria-required, and screen readers announce it on each button; a fieldset cannot carry it as a plain group */}
            <input
              id={optionId}
              type="radio"
              name={name}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              aria-required={required || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={[detailId, errorId].filter(Boolean).join(' ') || undefined}
            />
            <label htmlFor={optionId} className="radio-group__label">
              {option.label}
            </label>
            {option.detail && (
              <p id={detailId} className="radio-group__detail">
                {option.detail}
              </p>
            )}
          </div>
        );
      })}
      {error && (
        <p id={errorId} className="field__error">
          <FormattedMessage id={`errors.${error}`} />
        </p>
      )}
    </fieldset>
  );
}
