import { formattersFor } from '@contract/format';

/** Distances as people say them: metres below a kilometre, one decimal below ten kilometres (`locale`: the interface language's). */
export function formatDistance(metres: number, locale: string): string {
  if (metres < 1000) {
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(
      Math.round(metres / 10) * 10,
    );
  }
  const km = metres / 1000;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km);
}

/**
 * Square metres with at most two decimals in the interface language's format (`locale`: the
 * page's `useFormatters().locale`): `2,25 m²` in Slovak, `2.25 m²` in English, as the rental
 * agreement writes it.
 */
export const formatArea = (m2: number, locale: string): string => `${formattersFor(locale).number(m2, 2)} m²`;

/** Metres with at most two decimals (box dimensions), in the interface language's format. */
export const formatLength = (m: number, locale: string): string => formattersFor(locale).number(m, 2);

/**
 * An ISO calendar date (`YYYY-MM-DD`) as a local date. `new Date('2026-03-01')` would be UTC
 * midnight, which is the previous day west of Greenwich.
 */
export function localDate(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}
