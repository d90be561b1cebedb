/**
 * Countries whose phone numbers the browser checks itself: where the warehouses are, their
 * neighbours and the countries most customers come from (Europe, Ukraine, Moldova, Turkey, North
 * America). Others are checked by the server alone.
 */
export const BROWSER_PHONE_COUNTRIES = [
  'SK',
  'CZ',
  'PL',
  'HU',
  'RO',
  'UA',
  'AT',
  'DE',
  'GB',
  'IE',
  'FR',
  'IT',
  'ES',
  'PT',
  'NL',
  'BE',
  'LU',
  'DK',
  'SE',
  'NO',
  'FI',
  'EE',
  'LV',
  'LT',
  'SI',
  'HR',
  'BG',
  'GR',
  'CY',
  'MT',
  'CH',
  'LI',
  'RS',
  'BA',
  'ME',
  'MK',
  'AL',
  'MD',
  'BY',
  'TR',
  'IS',
  'US',
  'CA',
];

export interface PhoneMetadata {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
  nonGeographic?: Record<string, unknown>;
}

/** libphonenumber-js metadata with only `countries` (and the calling codes they use). */
export function cutPhoneMetadata(metadata: PhoneMetadata, countries: readonly string[]): PhoneMetadata {
  const keep = new Set(countries);
  const callingCodes = Object.entries(metadata.country_calling_codes)
    .map(([code, list]): [string, string[]] => [code, list.filter((country) => keep.has(country))])
    .filter(([, list]) => list.length > 0);
  return {
    version: metadata.version,
    country_calling_codes: Object.fromEntries(callingCodes),
    countries: Object.fromEntries(Object.entries(metadata.countries).filter(([country]) => keep.has(country))),
    nonGeographic: {},
  };
}
