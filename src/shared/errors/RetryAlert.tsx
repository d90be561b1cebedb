import type { ReactNode } from 'react';
import type { ErrorCode } from '@contract/errors';
import { ErrorAlert } from './ErrorAlert';

/**
 * What could not be loaded, told as a refusal, with the button that asks again. The button's words
 * are the screen's own (`label`), so they come with the message group the screen already loads.
 */
export function RetryAlert({ code, onRetry, label }: { code: ErrorCode; onRetry: () => void; label: ReactNode }) {
  return (
    <ErrorAlert code={code}>
      <p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {label}
        </button>
      </p>
    </ErrorAlert>
  );
}
