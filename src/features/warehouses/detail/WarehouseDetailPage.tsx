import { FormattedMessage } from 'react-intl';
import { useSearch } from 'wouter';
import { WarehouseDetailContext } from '../../../../machines/warehouseDetail/provider';
import { selectDetailStatus, selectLoaded, selectRecommended, selectSelectedBoxId, type DetailStatus } from '../../../../machines/warehouseDetail/selectors';
import { useDocumentTitle } from '../../../shared/routing/documentTitle';
import { paths } from '../../../shared/routing/paths';
import { useT } from '../../../shared/i18n/useT';
import { AppLink, useAppNavigate } from '../../../shared/navigation/AppLink';
import { tabOfDisplay, withDisplay } from './DetailTabs';
import { WarehouseDetailView } from './WarehouseDetailView';
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

/** The detail machine's states as pages; the tab lives in the address (`?display=boxes|plan`). */
export function WarehouseDetailPage({ warehouseId }: { warehouseId: number }) {
  const t = useT();
  const search = useSearch();
  const navigate = useAppNavigate();
  const status = WarehouseDetailContext.useSelector(selectDetailStatus);
  const loaded = WarehouseDetailContext.useSelector(selectLoaded);
  const recommended = WarehouseDetailContext.useSelector(selectRecommended);
  const selectedBoxId = WarehouseDetailContext.useSelector(selectSelectedBoxId);
  const { send } = WarehouseDetailContext.useActorRef();
  useDocumentTitle(t('title.location', { name: loaded?.detail.name ?? t('location.title') }));

  if (status !== 'ready' || !loaded) return <DetailFallback status={status === 'ready' ? 'loading' : status} onRetry={() => send({ type: 'retry' })} />;
  return (
    <WarehouseDetailView
      loaded={loaded}
      recommended={recommended}
      selectedBoxId={selectedBoxId}
      onSelect={(boxId) => send({ type: 'select-box', boxId })}
      tab={tabOfDisplay(search)}
      // Switching tabs replaces the entry: Back leaves the page rather than flipping tabs.
      onTab={(tab) => navigate(`${paths.location(warehouseId)}?${withDisplay(search, tab)}`, { replace: true })}
    />
  );
}
