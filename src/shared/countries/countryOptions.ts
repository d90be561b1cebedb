import type { CountryCode } from '@contract/countries';
import { alpha2Of, iso3166Alpha3 } from '@contract/countryCodes';

export interface CountryOption {
  value: CountryCode;
  label: string;
}

/**
 * Every ISO alpha-3 country (about 249) with its name in `language`, sorted by that name the way
 * the language sorts. Without `Intl.DisplayNames` the code itself is the label.
 */
export function countryOptions(language: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  } catch {
    names = null;
  }
  const options = iso3166Alpha3.map((code) => ({ value: code, label: names?.of(alpha2Of[code]) ?? code }));
  return options.sort((a, b) => a.label.localeCompare(b.label, language));
}
