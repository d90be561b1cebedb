import { useState } from 'react';
import { browserGeolocationEffects } from '../../../machines/geolocation/effects';
import { GeolocationProvider } from '../../../machines/geolocation/provider';
import { WarehouseSearchProvider } from '../../../machines/warehouseSearch/provider';
import { api } from '../../api/client';
import { useDocumentTitle } from '../../app/documentTitle';
import { useConfig } from '../../config/ConfigContext';
import { useT } from '../../i18n/useT';
import { storageKeys } from '../../storage/keys';
import { secondaryHosts } from '../../warehouses/search/mergeHostResults';
import { SearchPage } from '../../warehouses/search/SearchPage';
import { pointLocation } from '../../warehouses/search/searchUrl';
import { useSearchSetup } from '../../warehouses/search/searchSetup';
import { useSearchAddress } from '../../warehouses/search/useSearchAddress';
import { createWarehouseSearch } from '../../warehouses/search/warehouseFetchers';

/** Warehouse search (spec section 2): `/boxes?location=…&zoom=…`, on the map or in the list. */
export default function BoxesScreen() {
  const t = useT();
  useDocumentTitle(t('title.boxes'));
  const setup = useSearchSetup();
  const { proxyList } = useConfig();
  const { state, go } = useSearchAddress();
  const [searchEffects] = useState(() => setup.searchEffects ?? createWarehouseSearch({ api, secondaryHosts: secondaryHosts(proxyList) }));
  const [geolocationEffects] = useState(() => setup.geolocationEffects ?? browserGeolocationEffects(storageKeys.geoPosition));
  return (
    <WarehouseSearchProvider effects={searchEffects}>
      <GeolocationProvider
        effects={geolocationEffects}
        actors={setup.geolocationActors}
        // "My location": search around the fix, across every branch, keeping the size.
        onPosition={(position) => go({ location: pointLocation(position.lat, position.lng), zoom: null, country: null, size: state.size })}
      >
        <SearchPage state={state} go={go} />
      </GeolocationProvider>
    </WarehouseSearchProvider>
  );
}
