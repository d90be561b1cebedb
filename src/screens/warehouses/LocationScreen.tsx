import { useState } from 'react';
import { WarehouseDetailProvider } from '../../../machines/warehouseDetail/provider';
import { warehouseApi } from '../../warehouses/warehouseApi';
import type { ScreenProps } from '../../app/routes';
import { createDetailEffects } from '../../warehouses/detail/detailEffects';
import { DetailFallback, WarehouseDetailPage } from '../../warehouses/detail/WarehouseDetailPage';

/** Warehouse detail (spec section 2): `/location/:id?display=boxes|plan`. */
export default function LocationScreen({ params }: ScreenProps) {
  const [effects] = useState(() => createDetailEffects(warehouseApi));
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return <DetailFallback status="notFound" onRetry={() => undefined} />;
  return (
    // A new id (an alternative was opened) starts a new machine.
    <WarehouseDetailProvider key={id} warehouseId={id} effects={effects}>
      <WarehouseDetailPage warehouseId={id} />
    </WarehouseDetailProvider>
  );
}
