import { Autocomplete } from '@react-google-maps/api';
import { useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { LatLng } from '@contract/primitives';
import { loadGoogleMaps } from '@shared/places/googleMapsLoader';
import { MapsLoaderContext } from '@shared/places/mapsLoaderContext';

/** Google's suggestions are limited to the five countries of the network. */
const options: google.maps.places.AutocompleteOptions = {
  componentRestrictions: { country: ['sk', 'cz', 'pl', 'hu', 'ro'] },
  fields: ['geometry', 'name', 'types'],
};

/** Street level for an address, town level for a locality, wider for a region. */
function zoomOf(place: google.maps.places.PlaceResult): number {
  const types = place.types ?? [];
  if (types.includes('street_address') || types.includes('route') || types.includes('premise')) return 15;
  if (types.includes('locality') || types.includes('sublocality')) return 12;
  return 10;
}

/**
 * With a maps key: Google Places autocomplete in place of the gazetteer search, once the maps
 * script (with its `places` library) has loaded; until then, and for good if it cannot load, the
 * gazetteer search (`fallback`) stays.
 */
export default function GooglePlaceSearch({
  apiKey,
  language,
  fallback,
  onMove,
}: {
  apiKey: string;
  language: string;
  fallback: ReactNode;
  onMove: (at: LatLng, zoom: number) => void;
}) {
  const load = useContext(MapsLoaderContext) ?? loadGoogleMaps;
  const [ready, setReady] = useState(false);
  const autocomplete = useRef<google.maps.places.Autocomplete | null>(null);
  const id = useId();
  useEffect(() => {
    let alive = true;
    load(apiKey, language).then(
      () => alive && typeof google !== 'undefined' && Boolean(google.maps.places) && setReady(true),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [apiKey, language, load]);
  if (!ready) return <>{fallback}</>;
  return (
    <div className="place-search">
      <label htmlFor={id} className="place-search__label">
        <FormattedMessage id="search.place.label" />
      </label>
      <Autocomplete
        options={options}
        onLoad={(instance) => (autocomplete.current = instance)}
        onPlaceChanged={() => {
          const place = autocomplete.current?.getPlace();
          const location = place?.geometry?.location;
          if (place && location) onMove({ lat: location.lat(), lng: location.lng() }, zoomOf(place));
        }}
      >
        <input id={id} className="place-search__input" type="text" />
      </Autocomplete>
    </div>
  );
}
