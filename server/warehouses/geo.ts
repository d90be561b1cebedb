import { EARTH_RADIUS_M } from '../../contract/mapPresets';

const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDeg = (rad: number) => (rad * 180) / Math.PI;

/** Great-circle (haversine) distance in metres on a sphere of radius 6,378,000 m (spec section 9). */
export function greatCircleDistance(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface LatLngBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * The smallest lat/lng rectangle that surely contains every point within `radius` metres of the
 * centre. Near a pole or across the antimeridian it widens to all longitudes, which stays correct
 * (the exact distance filter follows) at the cost of a wider scan.
 */
export function boundingBox(centre: { lat: number; lng: number }, radius: number): LatLngBox {
  const angular = radius / EARTH_RADIUS_M;
  if (angular >= Math.PI) return { minLat: -90, maxLat: 90, minLng: -180, maxLng: 180 };
  // A hair of margin so float rounding never drops a point lying exactly on the circle.
  const dLat = toDeg(angular) * 1.000001;
  const minLat = Math.max(-90, centre.lat - dLat);
  const maxLat = Math.min(90, centre.lat + dLat);
  const cosLat = Math.cos(toRad(Math.max(Math.abs(minLat), Math.abs(maxLat))));
  const sinRatio = Math.sin(angular) / cosLat;
  if (maxLat >= 90 || minLat <= -90 || cosLat < 1e-9 || sinRatio >= 1) {
    return { minLat, maxLat, minLng: -180, maxLng: 180 };
  }
  const dLng = toDeg(Math.asin(sinRatio)) * 1.000001;
  const minLng = centre.lng - dLng;
  const maxLng = centre.lng + dLng;
  if (minLng < -180 || maxLng > 180) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  return { minLat, maxLat, minLng, maxLng };
}
