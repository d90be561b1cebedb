import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Warehouse } from '@contract/warehouse';
import type { LoadedWarehouse } from '@machines/warehouseDetail/types';
import type { SubscribeEffect } from '@machines/notifyMe/provider';
import { paths } from '@shared/routing/paths';
import { AppLink } from '@shared/navigation/AppLink';
import { FloorPlanView } from '../floorPlan/FloorPlan';
import { lazyWithMessages } from '@shared/routing/routeDef';
import type { NotifyMeSection as NotifyMeSectionShape } from '../notifyMe/NotifyMeSection';
import { sizeClassOfArea } from '../shared/sizeClasses';
import { BoxTable } from './BoxTable';
import { DetailTabs, type DetailTab } from './DetailTabs';
import { PhotoGallery } from './PhotoGallery';
import { RecommendedList } from './RecommendedList';
import { SelectedBox } from './SelectedBox';
import { SizeGuide } from './SizeGuide';
import { WarehouseHeader } from './WarehouseHeader';
import './Detail.css';

// Only a full warehouse shows it: its form, machine and the form kit are downloaded when one does
// (a page the server sent rendered with it downloads them before the app takes over: LocationBody).
export const NotifyMeSection = lazyWithMessages<Parameters<typeof NotifyMeSectionShape>[0]>(
  () => import('../notifyMe/NotifyMeSection').then((m) => ({ default: m.NotifyMeSection })),
  ['forms'],
);

/** A warehouse that takes orders but has no free box: notify-me instead of choosing a box. */
export const isFull = ({ detail, boxes }: LoadedWarehouse) =>
  !detail.deactivation.deactivated && !boxes.some((b) => b.free);

export interface WarehouseDetailViewProps {
  loaded: LoadedWarehouse;
  recommended: Warehouse[];
  selectedBoxId: number | null;
  onSelect: (boxId: number) => void;
  tab: DetailTab;
  onTab: (tab: DetailTab) => void;
  /** Stories and tests replace the notify-me call. */
  subscribe?: SubscribeEffect;
}

/**
 * One warehouse: header and features, its photos, notify-me when it is full, the Boxes and Floor plan tabs, the
 * size guide (the selected box's class marked) and alternatives nearby. A deactivated warehouse
 * takes no orders: no order buttons, nothing selectable, alternatives instead.
 */
export function WarehouseDetailView({
  loaded,
  recommended,
  selectedBoxId,
  onSelect,
  tab,
  onTab,
  subscribe,
}: WarehouseDetailViewProps) {
  const { detail, boxes, floorPlan } = loaded;
  const orderable = !detail.deactivation.deactivated;
  const full = isFull(loaded);
  const selected = boxes.find((b) => b.id === selectedBoxId) ?? null;
  return (
    <div className="container page warehouse-detail">
      <WarehouseHeader detail={detail} />
      <PhotoGallery name={detail.name} photos={detail.photos} />
      {full && (
        <Suspense fallback={null}>
          <NotifyMeSection warehouseId={detail.id} subscribe={subscribe} />
        </Suspense>
      )}
      <DetailTabs current={tab} onChange={onTab}>
        {tab === 'boxes' ? (
          <BoxTable boxes={boxes} orderable={orderable} />
        ) : (
          <>
            <FloorPlanView
              plan={floorPlan}
              boxes={boxes}
              selectedBoxId={selectedBoxId}
              onSelect={onSelect}
              orderable={orderable}
            />
            {orderable && !full && <SelectedBox box={selected} />}
          </>
        )}
      </DetailTabs>
      <SizeGuide highlight={selected ? sizeClassOfArea(selected.area) : null} />
      <RecommendedList warehouses={recommended} />
      <p className="warehouse-detail__back">
        <AppLink to={paths.boxes}>
          <FormattedMessage id="location.allWarehouses" />
        </AppLink>
      </p>
    </div>
  );
}
