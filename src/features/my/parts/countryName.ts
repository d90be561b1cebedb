import { alpha2Of } from '../../../../contract/countryCodes';
import type { OperatingCountryCode as OperatingCountry } from '../../../../contract/operatingCountries';

/** A country's name in the page's language; the code itself where the browser has no names. */
export function countryName(country: OperatingCountry, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(alpha2Of[country]) ?? country;
  } catch {
    return country;
  }
}
