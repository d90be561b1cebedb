import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ErrorCode } from '@contract/errors';

/**
 * A refusal that concerns no single field, announced by screen readers as it appears. It lives
 * outside the form kit because lists and pages without a form show refusals too, and should not
 * download the form kit for it.
 */
export function ErrorAlert({ code, children }: { code: ErrorCode | null; children?: ReactNode }) {
  if (!code) return null;
  return (
    <div className="notice notice--error" role="alert">
      <FormattedMessage id={`errors.${code}`} />
      {children}
    </div>
  );
}
