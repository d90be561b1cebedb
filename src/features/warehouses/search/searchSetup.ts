import { createContext, useContext } from 'react';
import type { GeolocationEffects } from '../../../../machines/geolocation/effects';
import type { GeolocationActors } from '../../../../machines/geolocation/provider';
import type { WarehouseSearchEffects } from '../../../../machines/warehouseSearch/provider';

/**
 * What the search screen would otherwise take from the browser: location access and storage, and
 * the search calls. Empty in the app; stories and tests fill in what they fake.
 */
export interface SearchSetup {
  geolocationActors?: GeolocationActors;
  geolocationEffects?: GeolocationEffects;
  searchEffects?: WarehouseSearchEffects;
}

export const SearchSetupContext = createContext<SearchSetup>({});

export const useSearchSetup = (): SearchSetup => useContext(SearchSetupContext);
