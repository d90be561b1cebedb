import { lazy, Suspense } from 'react';
import type { LatLng } from '@contract/primitives';
import { importWithReload } from '@shared/chunks/chunkReload';
import { PlaceSearch } from './PlaceSearch';
import { zoomForPlace, type FindPlaces } from './placeFinder';

// Only with a maps key, in its own chunk with @react-google-maps/api.
const GooglePlaceSearch = lazy(importWithReload(() => import('../map/GooglePlaceSearch')));

/**
 * The place search of /boxes: the bundled gazetteer and the warehouses (works without a maps key,
 * the default), or Google Places autocomplete once the maps script has loaded with a key.
 */
export function PlaceSearchField({
  mapsKey,
  language,
  find,
  onMove,
}: {
  mapsKey: string;
  language: string;
  find: FindPlaces;
  onMove: (at: LatLng, zoom: number) => void;
}) {
  const own = <PlaceSearch find={find} onChoose={(place) => onMove(place.location, zoomForPlace(place))} />;
  if (!mapsKey) return own;
  return (
    <Suspense fallback={own}>
      <GooglePlaceSearch apiKey={mapsKey} language={language} fallback={own} onMove={onMove} />
    </Suspense>
  );
}
