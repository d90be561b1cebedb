import { useSearch } from 'wouter';
import { WarehouseDetailContext } from '@machines/warehouseDetail/provider';
import {
  selectDetailStatus,
  selectLoaded,
  selectRecommended,
  selectSelectedBoxId,
} from '@machines/warehouseDetail/selectors';
import { useDocumentTitle } from '@shared/routing/documentTitle';
import { paths } from '@shared/routing/paths';
import { useT } from '@shared/i18n/useT';
import { useAppNavigate } from '@shared/navigation/AppLink';
import { DetailFallback } from './DetailFallback';
import { tabOfDisplay, withDisplay } from './DetailTabs';
import { WarehouseDetailView } from './WarehouseDetailView';
import './Detail.css';

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

  if (status !== 'ready' || !loaded)
    return <DetailFallback status={status === 'ready' ? 'loading' : status} onRetry={() => send({ type: 'retry' })} />;
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
