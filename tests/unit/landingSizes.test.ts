import { expect, it } from 'vitest';
import { sizeClassBounds } from '@contract/warehouse';
import { landingSizes } from '@features/landing/sizes';

it('the landing shows the contract’s size classes', () => {
  const [small, medium, large] = landingSizes;
  expect(small.values.to).toBe(sizeClassBounds.SMALL.sizeTo);
  expect(medium.values).toEqual({ from: sizeClassBounds.MEDIUM.sizeFrom, to: sizeClassBounds.MEDIUM.sizeTo });
  expect(large.values.from).toBe(sizeClassBounds.LARGE.sizeFrom);
});
