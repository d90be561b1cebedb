import { alpha2Of } from '../../../../contract/countries';
import type { OperatingCountryCode } from '../../../../contract/operatingCountries';

/** Distances as people say them: metres below a kilometre, one decimal below ten kilometres. */
export function formatDistance(metres: number, formatLocale: string): string {
  if (metres < 1000) {
    return new Intl.NumberFormat(formatLocale, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(Math.round(metres / 10) * 10);
  }
  const km = metres / 1000;
  return new Intl.NumberFormat(formatLocale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}

/** Square metres with at most two decimals: `2,25 m²` in Slovak format. */
export const formatArea = (m2: number, formatLocale: string): string =>
  `${new Intl.NumberFormat(formatLocale, { maximumFractionDigits: 2 }).format(m2)} m²`;

/** Metres with at most two decimals (box dimensions). */
export const formatLength = (m: number, formatLocale: string): string => new Intl.NumberFormat(formatLocale, { maximumFractionDigits: 2 }).format(m);

/**
 * An ISO calendar date (`YYYY-MM-DD`) as a local date. `new Date('2026-03-01')` would be UTC
 * midnight, which is the previous day west of Greenwich.
 */
export function localDate(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** The country's name in the interface language, from the browser's own data (no messages needed). */
export function countryName(country: OperatingCountryCode, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(alpha2Of[country]) ?? country;
  } catch {
    return country;
  }
}
