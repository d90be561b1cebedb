import { alpha2Of, type OperatingCountry } from '../../../../contract/countries';

/** A country's name in the page's language; the code itself where the browser has no names. */
export function countryName(country: OperatingCountry, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(alpha2Of[country]) ?? country;
  } catch {
    return country;
  }
}
