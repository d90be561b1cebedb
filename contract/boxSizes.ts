import type { BoxSize } from './enums';
import { sizeClassBounds } from './enumValues';

/**
 * A box's size class, from its floor area in m²: the class whose (sizeFrom, sizeTo] holds it. The one
 * rule: the server names a box's class with it, the seed sorts its boxes by it, the warehouse page
 * marks the chosen box's class and the console shows it while dimensions are typed. Rounding noise
 * is ignored, so a box of 1.5 m × 2 m is SMALL, not MEDIUM. Apart from enumValues.ts, which every
 * page loads, so the pages that never measure a box do not carry it.
 */
export function sizeClassOfArea(areaM2: number): BoxSize {
  const area = Math.round(areaM2 * 10_000) / 10_000;
  for (const size of ['XS', 'SMALL', 'MEDIUM'] as const) {
    const { sizeTo } = sizeClassBounds[size];
    if (sizeTo !== null && area <= sizeTo) return size;
  }
  return 'LARGE';
}

/** Floor area in m² of a box measured in whole centimetres. */
export const areaM2OfCm = (widthCm: number, lengthCm: number) => (widthCm * lengthCm) / 10_000;
