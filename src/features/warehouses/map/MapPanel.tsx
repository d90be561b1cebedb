import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { importWithReload } from '@shared/chunks/chunkReload';
import { useT } from '@shared/i18n/useT';
import type { WarehouseMapProps } from './WarehouseMap';

// Its own chunk with @react-google-maps/api: nothing of the map is on the first paint of /boxes.
const WarehouseMap = lazy(importWithReload(() => import('./WarehouseMap')));

/** The map's box: its size is reserved up front, so neither the chunk nor the script shifts the page. */
export function MapPanel(props: WarehouseMapProps) {
  const t = useT();
  return (
    <section className="map-panel" aria-label={t('search.map.label')}>
      <Suspense
        fallback={
          <div className="map-panel__placeholder" role="status">
            <FormattedMessage id="search.map.loading" />
          </div>
        }
      >
        <WarehouseMap {...props} />
      </Suspense>
    </section>
  );
}
