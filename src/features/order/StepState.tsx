import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ErrorCode } from '@contract/errors';

/** While a step's data loads: announced, and the spinner of the page loader. */
export function StepLoading({ messageId = 'common.loading' }: { messageId?: string }) {
  return (
    <div className="order-loading" role="status" data-loading>
      <span className="page-loading__spinner" aria-hidden="true" />
      <FormattedMessage id={messageId} />
    </div>
  );
}

/** A step that could not go on: the catalogue's message and where to go from here. */
export function StepProblem({ code, children }: { code: ErrorCode; children?: ReactNode }) {
  return (
    <div className="notice notice--error order-problem" role="alert">
      <p>
        <FormattedMessage id={`errors.${code}`} />
      </p>
      {children && <div className="order-problem__actions">{children}</div>}
    </div>
  );
}
