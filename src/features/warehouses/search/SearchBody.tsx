import { useState } from 'react';
import { GeolocationProvider } from '@machines/geolocation/provider';
import { WarehouseSearchProvider } from '@machines/warehouseSearch/provider';
import { warehouseApi } from '../warehouseApi';
import { browserGeolocationEffects } from './geolocationEffects';
import { useConfig } from '@shared/config/ConfigContext';
import { storageKeys } from '@shared/storage/keys';
import { secondaryHosts } from './mergeHostResults';
import { placeFinder } from './placeFinder';
import { SearchPage } from './SearchPage';
import { pointLocation } from './searchUrl';
import { useSearchSetup } from './searchSetup';
import { useSearchAddress } from './useSearchAddress';
import { createWarehouseSearch } from './warehouseFetchers';

/** The machines of the search (warehouse search, geolocation) with their effects, and the place search, around the search page. */
export default function SearchBody() {
  const setup = useSearchSetup();
  const { proxyList } = useConfig();
  const { state, go } = useSearchAddress();
  const [searchEffects] = useState(
    () =>
      setup.searchEffects ?? createWarehouseSearch({ api: warehouseApi, secondaryHosts: secondaryHosts(proxyList) }),
  );
  const [geolocationEffects] = useState(
    () => setup.geolocationEffects ?? browserGeolocationEffects(storageKeys.geoPosition),
  );
  const [findPlaces] = useState(() => setup.findPlaces ?? placeFinder(warehouseApi));
  return (
    <WarehouseSearchProvider effects={searchEffects}>
      <GeolocationProvider
        effects={geolocationEffects}
        // "My location": search around the fix, across every branch, keeping the size.
        onPosition={(position) =>
          go({ location: pointLocation(position.lat, position.lng), zoom: null, country: null, size: state.size })
        }
      >
        <SearchPage state={state} go={go} findPlaces={findPlaces} />
      </GeolocationProvider>
    </WarehouseSearchProvider>
  );
}
