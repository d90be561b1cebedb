import { FormattedMessage } from 'react-intl';
import type { DetailStatus } from '@machines/warehouseDetail/selectors';
import { useDocumentTitle } from '@shared/routing/documentTitle';
import { paths } from '@shared/routing/paths';
import { useT } from '@shared/i18n/useT';
import { AppLink } from '@shared/navigation/AppLink';
import './Detail.css';

/** Until the warehouse is there: the generic heading, and room held for the page (no layout jump). */
export function DetailFallback({ status, onRetry }: { status: Exclude<DetailStatus, 'ready'>; onRetry: () => void }) {
  const t = useT();
  useDocumentTitle(t('title.location', { name: t('location.title') }));
  return (
    <div className="container page warehouse-detail">
      <h1 className="page__title">
        <FormattedMessage id="location.title" />
      </h1>
      {status === 'loading' && (
        <div className="warehouse-detail__loading" role="status">
          <span className="visually-hidden">
            <FormattedMessage id="common.loading" />
          </span>
        </div>
      )}
      {status === 'notFound' && (
        <p className="notice">
          <FormattedMessage id="warehouse.notFound" />
        </p>
      )}
      {status === 'failed' && (
        <div className="notice notice--error" role="alert">
          <p>
            <FormattedMessage id="warehouse.failed" />
          </p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            <FormattedMessage id="search.retry" />
          </button>
        </div>
      )}
      {status !== 'loading' && (
        <p>
          <AppLink to={paths.boxes} className="button button--primary">
            <FormattedMessage id="location.allWarehouses" />
          </AppLink>
        </p>
      )}
    </div>
  );
}
