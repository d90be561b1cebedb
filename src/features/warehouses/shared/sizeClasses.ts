import type { BoxSize } from '@contract/enums';
import { sizeClassBounds } from '@contract/enumValues';

export const boxSizes: readonly BoxSize[] = ['XS', 'SMALL', 'MEDIUM', 'LARGE'];

/**
 * The size class of a floor area in m²: the class whose (sizeFrom, sizeTo] holds it (the rule of
 * contract/warehouse.ts, which the server applies to every box). Rounding noise is ignored, so a
 * box of 1.5 m × 2 m is SMALL, not MEDIUM.
 */
export function sizeClassOfArea(areaM2: number): BoxSize {
  const area = Math.round(areaM2 * 10_000) / 10_000;
  for (const size of boxSizes) {
    const { sizeTo } = sizeClassBounds[size];
    if (sizeTo === null || area <= sizeTo) return size;
  }
  return 'LARGE';
}

/** Message id of a class's short name (`XS`, `S`, `M`, `L`) and of its area range. */
export const sizeNameId = (size: BoxSize) => `sizeGuide.name.${size}`;

export function sizeRange(size: BoxSize): { id: string; values: { from: number; to: number | null } } {
  const { sizeFrom, sizeTo } = sizeClassBounds[size];
  const id =
    sizeFrom === 0 ? 'sizeGuide.range.upTo' : sizeTo === null ? 'sizeGuide.range.over' : 'sizeGuide.range.between';
  return { id, values: { from: sizeFrom, to: sizeTo } };
}
