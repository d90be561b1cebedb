import { Suspense } from 'react';
import type { LoadedWarehouse } from '@machines/warehouseDetail/types';
import { paths } from '@shared/routing/paths';
import { usePageData } from '@shared/routing/pageData';
import { lazyWithMessages, type ScreenProps } from '@shared/routing/routeDef';
import { DetailFallback } from './detail/DetailFallback';

// XState, the API client and the detail views arrive in their own chunk: the page's heading and the
// room held for it paint without them (as on /boxes). Its messages are the screen's own.
const LocationBody = lazyWithMessages(() => import('./detail/LocationBody'), []);

/**
 * What the screen shows at once besides itself, for a page the server sent rendered (see lazyWithMessages).
 * @public read from the loaded module by the route's preloading, not imported by name
 */
export const preloadParts = () => LocationBody.preload();

/** Warehouse detail: `/location/:id?display=boxes|plan`. */
export default function LocationScreen({ params }: ScreenProps) {
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  // The warehouse as the server rendered the page with it (first page only).
  const loaded = usePageData<LoadedWarehouse>(valid ? paths.location(id) : '');
  if (!valid) return <DetailFallback status="notFound" onRetry={() => undefined} />;
  return (
    <Suspense fallback={<DetailFallback status="loading" onRetry={() => undefined} />}>
      <LocationBody warehouseId={id} loaded={loaded} />
    </Suspense>
  );
}
