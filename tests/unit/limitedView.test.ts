import { describe, expect, it } from 'vitest';
import { isLimitedView, withLimitedView } from '@shared/navigation/limitedView';

describe('limitedView links', () => {
  it('is on only for limitedView=true', () => {
    expect(isLimitedView('limitedView=true')).toBe(true);
    expect(isLimitedView('limitedView=1')).toBe(false);
    expect(isLimitedView('')).toBe(false);
  });

  it('adds the flag to internal paths, keeping query and hash', () => {
    expect(withLimitedView('/boxes', true)).toBe('/boxes?limitedView=true');
    expect(withLimitedView('/boxes?zoom=3#map', true)).toBe('/boxes?zoom=3&limitedView=true#map');
    expect(withLimitedView('/boxes?limitedView=true', true)).toBe('/boxes?limitedView=true');
  });

  it('leaves external links and normal pages alone', () => {
    expect(withLimitedView('https://example.com', true)).toBe('https://example.com');
    expect(withLimitedView('//cdn.example.com/x', true)).toBe('//cdn.example.com/x');
    expect(withLimitedView('/boxes', false)).toBe('/boxes');
  });
});
