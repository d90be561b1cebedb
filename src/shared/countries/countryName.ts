import { alpha2OfOperating, type OperatingCountryCode } from '@contract/operatingCountries';

/** An operating country's name in the page's language, from the browser's own data (no messages needed); the code itself where the browser has no names. */
export function countryName(country: OperatingCountryCode, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(alpha2OfOperating[country]) ?? country;
  } catch {
    return country;
  }
}
