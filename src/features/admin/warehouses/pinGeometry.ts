/**
 * The arithmetic of the console's pin plan: metres to degrees near a point, and where one point lies
 * from another. A flat approximation: exact to centimetres over the few kilometres the plan shows.
 */
export interface Point {
  lat: number;
  lng: number;
}

const METRES_PER_DEGREE = 111_320;

const metresPerDegreeLng = (lat: number) => METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180);

/** Degrees kept to six decimals (about 10 cm): finer digits mean nothing for a warehouse's door. */
export const sixDecimals = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** The point as numbers, when both coordinates are written and in range. */
export function pointOf(lat: string, lng: string): Point | null {
  const [y, x] = [Number(lat), Number(lng)];
  if (!lat.trim() || !lng.trim() || !Number.isFinite(y) || !Number.isFinite(x)) return null;
  return Math.abs(y) <= 90 && Math.abs(x) <= 180 ? { lat: y, lng: x } : null;
}

/** The point moved `east` and `north` metres (negative: west, south), to six decimals. */
export function moved(point: Point, east: number, north: number): Point {
  return {
    lat: sixDecimals(point.lat + north / METRES_PER_DEGREE),
    lng: sixDecimals(point.lng + east / metresPerDegreeLng(point.lat)),
  };
}

/** Where `point` lies from `origin`, in metres east and north. */
export function offsetOf(origin: Point, point: Point): { east: number; north: number } {
  return {
    east: (point.lng - origin.lng) * metresPerDegreeLng(origin.lat),
    north: (point.lat - origin.lat) * METRES_PER_DEGREE,
  };
}

export const compassPoints = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;
export type CompassPoint = (typeof compassPoints)[number];

/** How far `point` is from `origin` (metres) and in which of the eight directions. */
export function bearingOf(origin: Point, point: Point): { metres: number; direction: CompassPoint } {
  const { east, north } = offsetOf(origin, point);
  const degrees = ((Math.atan2(east, north) * 180) / Math.PI + 360) % 360;
  return { metres: Math.hypot(east, north), direction: compassPoints[Math.round(degrees / 45) % 8]! };
}
