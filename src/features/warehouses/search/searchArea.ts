import { defaultMapCentre, mapPresets, type MapPreset } from '@contract/mapPresets';
import type { OperatingCountryCode } from '@contract/operatingCountries';
import type { LatLng } from '@contract/primitives';
import type { SearchLocation, SearchUrlState } from './searchUrl';

import type { SearchRequest } from '@machines/warehouseSearch/types';

/** The search the API answers is the search machine's request type. */
export type { SearchRequest };

/** A city-level view, as on the original map: the presets and the default centre open at this zoom. */
export const defaultZoom = 12;
/** A whole country fits at this zoom. */
export const countryZoom = 7;
/** All five countries fit at this zoom, around the default centre (Bratislava lies amid them). */
export const allCountriesZoom = 5;

/** Rough centres of the operating countries, where the map opens when only a branch is chosen. */
export const countryCentres: Record<OperatingCountryCode, LatLng> = {
  SVK: { lat: 48.67, lng: 19.7 },
  CZE: { lat: 49.82, lng: 15.47 },
  POL: { lat: 51.92, lng: 19.15 },
  HUN: { lat: 47.16, lng: 19.5 },
  ROU: { lat: 45.94, lng: 24.97 },
};

/** The presets are in Bratislava and Prague; choosing one also chooses its branch. */
export const countryOfPreset = (preset: MapPreset): OperatingCountryCode => (preset.city === 'Praha' ? 'CZE' : 'SVK');

export function locationCentre(location: SearchLocation): LatLng | null {
  if (location.kind === 'point') return { lat: location.lat, lng: location.lng };
  const preset = mapPresets.find((p) => p.id === location.presetId);
  return preset ? { lat: preset.lat, lng: preset.lng } : null;
}

/**
 * The searched radius in metres: half the width of a 640 px wide map at this zoom (web-Mercator
 * metres per pixel at the latitude), so the list covers about what the map shows.
 */
export function radiusForZoom(zoom: number, lat: number): number {
  const metresPerPixel = (156_543.033_92 * Math.cos((lat * Math.PI) / 180)) / 2 ** zoom;
  return Math.round(metresPerPixel * 320);
}

/** Where the map is centred and how far it is zoomed for a search in the address. */
export function mapViewOf(state: SearchUrlState): { centre: LatLng; zoom: number } {
  const centre = state.location ? locationCentre(state.location) : null;
  if (centre) return { centre, zoom: state.zoom ?? defaultZoom };
  if (state.country) return { centre: countryCentres[state.country], zoom: state.zoom ?? countryZoom };
  return { centre: defaultMapCentre, zoom: state.zoom ?? allCountriesZoom };
}

/**
 * The API request of a search: without a place, the whole chosen branch, or every branch when none
 * is chosen ("All countries"), free boxes first; with a place, the warehouses around it.
 */
export function searchRequestOf(state: SearchUrlState): SearchRequest {
  if (!state.location) return { kind: 'country', country: state.country, size: state.size };
  const { centre, zoom } = mapViewOf(state);
  return {
    kind: 'around',
    lat: centre.lat,
    lng: centre.lng,
    radius: radiusForZoom(zoom, centre.lat),
    country: state.country,
    size: state.size,
  };
}
