import { useState } from 'react';
import { WarehouseDetailProvider } from '@machines/warehouseDetail/provider';
import type { LoadedWarehouse } from '@machines/warehouseDetail/types';
import { readPageData } from '@shared/routing/pageData';
import { warehouseApi } from '../warehouseApi';
import { createDetailEffects } from './detailEffects';
import { WarehouseDetailPage } from './WarehouseDetailPage';
import { isFull, NotifyMeSection } from './WarehouseDetailView';

/**
 * A rendered page of a full warehouse shows notify-me from the start: its code comes before the takeover.
 * @public read from the loaded module by the route's preloading, not imported by name
 */
export const preloadParts = async () => {
  const loaded = readPageData(document)?.data as LoadedWarehouse | undefined;
  if (loaded?.detail && loaded.boxes && isFull(loaded)) await NotifyMeSection.preload();
};

/** The detail machine with the app's API client, around the detail page (its own chunk: see LocationScreen). */
export default function LocationBody({
  warehouseId,
  loaded = null,
}: {
  warehouseId: number;
  loaded?: LoadedWarehouse | null;
}) {
  const [effects] = useState(() => createDetailEffects(warehouseApi));
  return (
    // A new id (an alternative was opened) starts a new machine.
    <WarehouseDetailProvider key={warehouseId} warehouseId={warehouseId} loaded={loaded} effects={effects}>
      <WarehouseDetailPage warehouseId={warehouseId} />
    </WarehouseDetailProvider>
  );
}
