import { describe, expect, it } from 'vitest';
import { localeTags } from './appConfig';
import { currencies } from './countries';
import { formattersFor, formatLocales } from './format';

/** Expected strings are written with `·` for the no-break space (U+00A0) they must contain. */
const nbsp = (s: string) => s.replace(/·/g, '\u00a0');

// 1 234 567,89 of each currency, then 49,00 HUF (whole forints: no decimals), then the date 23 November 2026.
const table: Record<
  (typeof localeTags)[number],
  { EUR: string; CZK: string; PLN: string; HUF: string; RON: string; wholeHuf: string; date: string }
> = {
  sk: {
    EUR: '1·234·567,89·€',
    CZK: '1·234·567,89·Kč',
    PLN: '1·234·567,89·zł',
    HUF: '1·234·567,89·Ft',
    RON: '1·234·567,89·lei',
    wholeHuf: '12·345·Ft',
    date: '23. 11. 2026',
  },
  cs: {
    EUR: '1·234·567,89·€',
    CZK: '1·234·567,89·Kč',
    PLN: '1·234·567,89·zł',
    HUF: '1·234·567,89·Ft',
    RON: '1·234·567,89·lei',
    wholeHuf: '12·345·Ft',
    date: '23. 11. 2026',
  },
  en: {
    EUR: '€1,234,567.89',
    CZK: 'Kč·1,234,567.89',
    PLN: 'zł·1,234,567.89',
    HUF: 'Ft·1,234,567.89',
    RON: 'lei·1,234,567.89',
    wholeHuf: 'Ft·12,345',
    date: '23/11/2026',
  },
  uk: {
    EUR: '1·234·567,89·€',
    CZK: '1·234·567,89·Kč',
    PLN: '1·234·567,89·zł',
    HUF: '1·234·567,89·Ft',
    RON: '1·234·567,89·lei',
    wholeHuf: '12·345·Ft',
    date: '23.11.2026',
  },
  pl: {
    EUR: '1·234·567,89·€',
    CZK: '1·234·567,89·Kč',
    PLN: '1·234·567,89·zł',
    HUF: '1·234·567,89·Ft',
    RON: '1·234·567,89·lei',
    wholeHuf: '12·345·Ft',
    date: '23.11.2026',
  },
  hu: {
    EUR: '1·234·567,89·€',
    CZK: '1·234·567,89·Kč',
    PLN: '1·234·567,89·zł',
    HUF: '1·234·567,89·Ft',
    RON: '1·234·567,89·lei',
    wholeHuf: '12·345·Ft',
    date: '2026. 11. 23.',
  },
  ro: {
    EUR: '1.234.567,89·€',
    CZK: '1.234.567,89·Kč',
    PLN: '1.234.567,89·zł',
    HUF: '1.234.567,89·Ft',
    RON: '1.234.567,89·lei',
    wholeHuf: '12.345·Ft',
    date: '23.11.2026',
  },
};

describe('formats by the interface language', () => {
  for (const lang of localeTags) {
    const format = formattersFor(lang);
    const expected = table[lang];
    for (const currency of currencies) {
      it(`${lang}: ${currency} with its symbol`, () => {
        expect(format.money({ minor: 123_456_789, currency })).toBe(nbsp(expected[currency]));
      });
    }
    it(`${lang}: whole forints without decimals`, () => {
      expect(format.money({ minor: 1_234_500, currency: 'HUF' })).toBe(nbsp(expected.wholeHuf));
    });
    it(`${lang}: a calendar date, the same from an ISO date and an ISO instant`, () => {
      expect(format.date('2026-11-23')).toBe(expected.date);
      expect(format.date('2026-11-23T00:00:00.000Z')).toBe(expected.date);
      expect(format.date(new Date(2026, 10, 23, 12))).toBe(expected.date);
    });
  }

  it('writes no narrow no-break space and no ISO code', () => {
    for (const lang of localeTags)
      for (const currency of currencies) {
        const s = formattersFor(lang).money({ minor: 123_456_789, currency });
        expect(s).not.toMatch(/\u202f|EUR|CZK|PLN|HUF|RON/);
      }
  });

  it('numbers, negative amounts and date-times', () => {
    expect(formattersFor('sk').number(1234.5)).toBe(nbsp('1·234,5'));
    expect(formattersFor('en').number(2.25)).toBe('2.25');
    expect(formattersFor('pl').number(0.123456, 2)).toBe('0,12');
    expect(formattersFor('en').money({ minor: -4900, currency: 'EUR' })).toBe('-€49.00');
    expect(formattersFor('sk').money({ minor: -4900, currency: 'EUR' })).toBe(nbsp('-49,00·€'));
    expect(formattersFor('en').dateTime(new Date(2026, 10, 23, 14, 5, 9))).toBe('23/11/2026, 14:05:09');
    expect(formattersFor('sk').dateTime(new Date(2026, 10, 23, 14, 5, 9))).toBe('23. 11. 2026 14:05:09');
  });

  it('takes the API language codes and full tags, falls back to English, and builds each language once', () => {
    expect(formattersFor('SK')).toBe(formattersFor('sk'));
    expect(formattersFor('cs-CZ')).toBe(formattersFor('cs'));
    expect(formattersFor('de')).toBe(formattersFor('en'));
    expect(formattersFor('pl')).not.toBe(formattersFor('hu'));
    expect(formattersFor('hu').locale).toBe(formatLocales.hu);
  });
});
