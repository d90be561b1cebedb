import { describe, expect, it } from 'vitest';
import { sizeClassOfArea, sizeRange } from './sizeClasses';

describe('size class of an area', () => {
  it('follows the (sizeFrom, sizeTo] bounds of the contract', () => {
    expect(sizeClassOfArea(0.5)).toBe('XS');
    expect(sizeClassOfArea(1)).toBe('XS');
    expect(sizeClassOfArea(1.01)).toBe('SMALL');
    expect(sizeClassOfArea(3)).toBe('SMALL');
    expect(sizeClassOfArea(3.5)).toBe('MEDIUM');
    expect(sizeClassOfArea(6)).toBe('MEDIUM');
    expect(sizeClassOfArea(6.01)).toBe('LARGE');
    expect(sizeClassOfArea(40)).toBe('LARGE');
  });

  it('ignores floating-point noise of width × length', () => {
    expect(sizeClassOfArea(1.5 * 2)).toBe('SMALL');
    expect(sizeClassOfArea(0.1 * 3 * 10)).toBe('SMALL');
  });

  it('names the range of each class', () => {
    expect(sizeRange('XS')).toEqual({ id: 'sizeGuide.range.upTo', values: { from: 0, to: 1 } });
    expect(sizeRange('MEDIUM')).toEqual({ id: 'sizeGuide.range.between', values: { from: 3, to: 6 } });
    expect(sizeRange('LARGE')).toEqual({ id: 'sizeGuide.range.over', values: { from: 6, to: null } });
  });
});
