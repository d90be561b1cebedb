import { FormattedMessage } from 'react-intl';
import './PageLoading.css';

/** While a screen's chunk loads. The spinner appears only after a moment, so fast loads do not flicker. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" data-loading>
      <span className="page-loading__spinner" aria-hidden="true" />
      <span className="visually-hidden">
        <FormattedMessage id="common.loading" />
      </span>
    </div>
  );
}
