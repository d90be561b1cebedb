import type { BoxSize } from '@contract/enums';
import { mapPresets } from '@contract/mapPresets';
import { isOperatingCountry, type OperatingCountryCode } from '@contract/operatingCountries';

/** Where to search: one of the preset places, or a point (the visitor's location, a moved map). */
export type SearchLocation = { kind: 'preset'; presetId: string } | { kind: 'point'; lat: number; lng: number };

/**
 * The search as the address carries it, so a search can be shared and the back button works.
 * The address names `location` (a preset id or `lat,lng`) and `zoom`; the branch (country) and
 * size filters travel along as `country` and `size`, because they are part of what was searched.
 */
export interface SearchUrlState {
  location: SearchLocation | null;
  zoom: number | null;
  country: OperatingCountryCode | null;
  size: BoxSize | null;
}

export const emptySearch: SearchUrlState = { location: null, zoom: null, country: null, size: null };

export const minZoom = 3;
export const maxZoom = 19;
const boxSizes: readonly string[] = ['XS', 'SMALL', 'MEDIUM', 'LARGE'];
const ownParams = ['location', 'zoom', 'country', 'size'];

/** Five decimals are about a metre: enough for a search, short enough for a shared link. */
const roundCoordinate = (value: number) => Math.round(value * 1e5) / 1e5;

export const pointLocation = (lat: number, lng: number): SearchLocation => ({
  kind: 'point',
  lat: roundCoordinate(lat),
  lng: roundCoordinate(lng),
});

function parseLocation(value: string | null): SearchLocation | null {
  if (!value) return null;
  if (mapPresets.some((preset) => preset.id === value)) return { kind: 'preset', presetId: value };
  const match = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(value.trim());
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? pointLocation(lat, lng) : null;
}

function parseZoom(value: string | null): number | null {
  if (!value || !/^\d{1,2}$/.test(value)) return null;
  const zoom = Number(value);
  return zoom >= minZoom && zoom <= maxZoom ? zoom : null;
}

/** Reads the search from a query string; anything malformed is ignored rather than trusted. */
export function parseSearchUrl(search: string): SearchUrlState {
  const params = new URLSearchParams(search);
  const country = params.get('country');
  const size = params.get('size');
  return {
    location: parseLocation(params.get('location')),
    zoom: parseZoom(params.get('zoom')),
    country: isOperatingCountry(country) ? country : null,
    size: size && boxSizes.includes(size) ? (size as BoxSize) : null,
  };
}

const locationValue = (location: SearchLocation) =>
  location.kind === 'preset' ? location.presetId : `${location.lat},${location.lng}`;

/**
 * The query string (without `?`) of a search. Other parameters of the current address (such as
 * `limitedView`) are kept after ours. Commas stay readable: `location=48.1486,17.1077`.
 */
export function serialiseSearchUrl(state: SearchUrlState, current = ''): string {
  const parts: string[] = [];
  if (state.location)
    parts.push(`location=${locationValue(state.location).split(',').map(encodeURIComponent).join(',')}`);
  if (state.zoom !== null) parts.push(`zoom=${state.zoom}`);
  if (state.country) parts.push(`country=${state.country}`);
  if (state.size) parts.push(`size=${state.size}`);
  for (const [key, value] of new URLSearchParams(current)) {
    if (!ownParams.includes(key)) parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  }
  return parts.join('&');
}
