import type { BoxSize } from '@contract/enums';
import { sizeClassBounds } from '@contract/enumValues';

export const boxSizes: readonly BoxSize[] = ['XS', 'SMALL', 'MEDIUM', 'LARGE'];

export { sizeClassOfArea } from '@contract/boxSizes';

/** Message id of a class's short name (`XS`, `S`, `M`, `L`) and of its area range. */
export const sizeNameId = (size: BoxSize) => `sizeGuide.name.${size}`;

export function sizeRange(size: BoxSize): { id: string; values: { from: number; to: number | null } } {
  const { sizeFrom, sizeTo } = sizeClassBounds[size];
  const id =
    sizeFrom === 0 ? 'sizeGuide.range.upTo' : sizeTo === null ? 'sizeGuide.range.over' : 'sizeGuide.range.between';
  return { id, values: { from: sizeFrom, to: sizeTo } };
}
