/** The earth radius the distance rule uses, in metres (the equatorial radius, as the app has always used). */
export const EARTH_RADIUS_METRES = 6_378_000;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance between two points, in metres. */
export function greatCircleMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Whether a reported position proves the caller stands at the warehouse: within `radiusMetres` of it
 * and with an accuracy radius no worse than `maxAccuracyMetres` (a coarse fix proves nothing).
 */
export function isNearEnough(
  distanceMetres: number,
  accuracyMetres: number,
  radiusMetres: number,
  maxAccuracyMetres: number,
): boolean {
  return distanceMetres <= radiusMetres && accuracyMetres <= maxAccuracyMetres;
}
