import type { LatLng } from './primitives';

/** Preset map locations of the search screen: two in Bratislava, four in Prague. */
export interface MapPreset extends LatLng {
  id: string;
  label: string;
  city: 'Bratislava' | 'Praha';
}

export const mapPresets: readonly MapPreset[] = [
  { id: 'ba-ruzinov', label: 'Bratislava – Ružinov', city: 'Bratislava', lat: 48.1566, lng: 17.1688 },
  { id: 'ba-petrzalka', label: 'Bratislava – Petržalka', city: 'Bratislava', lat: 48.1125, lng: 17.1093 },
  { id: 'praha-holesovice', label: 'Praha – Holešovice', city: 'Praha', lat: 50.1036, lng: 14.4475 },
  { id: 'praha-smichov', label: 'Praha – Smíchov', city: 'Praha', lat: 50.0706, lng: 14.4035 },
  { id: 'praha-vysocany', label: 'Praha – Vysočany', city: 'Praha', lat: 50.1105, lng: 14.4997 },
  { id: 'praha-chodov', label: 'Praha – Chodov', city: 'Praha', lat: 50.0316, lng: 14.4912 },
];

/** Default map centre: Bratislava old town. */
export const defaultMapCentre: LatLng = { lat: 48.1486, lng: 17.1077 };
/** Great-circle distances use this earth radius in metres (the server's search and the map agree on it). */
export const EARTH_RADIUS_M = 6_378_000;
