import { describe, expect, it } from 'vitest';
import { formattersFor } from './formatters';

describe('formatters', () => {
  it('formats money in the format locale, whatever the currency', () => {
    const formatters = formattersFor('sk-SK');
    expect(formatters.money({ minor: 123_450, currency: 'EUR' }).replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatters.money({ minor: 99_900, currency: 'CZK' }).replace(/\s/g, ' ')).toBe('999,00 CZK');
    expect(formattersFor('en-GB').money({ minor: 123_450, currency: 'EUR' })).toBe('€1,234.50');
  });

  it('shares one set of formatters per locale', () => {
    expect(formattersFor('pl-PL')).toBe(formattersFor('pl-PL'));
    expect(formattersFor('pl-PL')).not.toBe(formattersFor('hu-HU'));
  });
});
