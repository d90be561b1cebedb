import { lazy, Suspense } from 'react';
import { importWithReload } from '../../shared/routing/chunkReload';
import type { ScreenProps } from '../../shared/routing/routeDef';
import { DetailFallback } from './detail/DetailFallback';

// XState, the API client and the detail views arrive in their own chunk: the page's heading and the
// room held for it paint without them (as on /boxes).
const LocationBody = lazy(importWithReload(() => import('./detail/LocationBody')));

/** Warehouse detail: `/location/:id?display=boxes|plan`. */
export default function LocationScreen({ params }: ScreenProps) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return <DetailFallback status="notFound" onRetry={() => undefined} />;
  return (
    <Suspense fallback={<DetailFallback status="loading" onRetry={() => undefined} />}>
      <LocationBody warehouseId={id} />
    </Suspense>
  );
}
