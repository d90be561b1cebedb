import { describe, expect, it } from 'vitest';
import { formattersFor } from './formatters';

describe('formatters', () => {
  it('formats money by the interface language, with the currency’s symbol', () => {
    const formatters = formattersFor('sk');
    expect(formatters.money({ minor: 123_450, currency: 'EUR' })).toBe('1\u00a0234,50\u00a0€');
    expect(formatters.money({ minor: 99_900, currency: 'CZK' })).toBe('999,00\u00a0Kč');
    expect(formattersFor('en').money({ minor: 123_450, currency: 'EUR' })).toBe('€1,234.50');
    expect(formattersFor('en').money({ minor: 99_900, currency: 'CZK' })).toBe('Kč\u00a0999.00');
  });

  it('shares one set of formatters per language', () => {
    expect(formattersFor('pl')).toBe(formattersFor('pl'));
    expect(formattersFor('pl')).not.toBe(formattersFor('hu'));
  });
});
