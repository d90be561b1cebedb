/**
 * The size classes shown on the landing page, in m². They mirror `sizeClassBounds` of
 * contract/warehouse.ts (tests/unit/landingSizes.test.ts keeps them equal) without pulling the
 * warehouse contract's schemas into the landing chunk.
 */
export const landingSizes = [
  { id: 'small', values: { to: 3 } },
  { id: 'medium', values: { from: 3, to: 6 } },
  { id: 'large', values: { from: 6 } },
] as const;
