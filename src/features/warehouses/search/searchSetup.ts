import { createContext, useContext } from 'react';
import type { GeolocationEffects } from '@machines/geolocation/effects';
import type { WarehouseSearchEffects } from '@machines/warehouseSearch/effects';
import type { FindPlaces } from './placeFinder';

/**
 * What the search screen would otherwise take from the browser: location access, storage and the
 * clock (one effects object of the geolocation machine), the search calls and the place search. Empty in the app; stories and tests fill in what they fake.
 */
export interface SearchSetup {
  geolocationEffects?: GeolocationEffects;
  searchEffects?: WarehouseSearchEffects;
  findPlaces?: FindPlaces;
}

export const SearchSetupContext = createContext<SearchSetup>({});

export const useSearchSetup = (): SearchSetup => useContext(SearchSetupContext);
