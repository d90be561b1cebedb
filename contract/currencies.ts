import type { OperatingCountryCode } from './operatingCountries';

/**
 * The currencies of the operating countries and their VAT rates as plain values, without zod and
 * apart from the table of every country (countryCodes.ts): a stored order draft is read on pages
 * that name no country.
 */
export const currencies = ['EUR', 'CZK', 'PLN', 'HUF', 'RON'] as const;
export type CurrencyCode = (typeof currencies)[number];

export const currencyOfCountry: Record<OperatingCountryCode, CurrencyCode> = {
  SVK: 'EUR',
  CZE: 'CZK',
  POL: 'PLN',
  HUN: 'HUF',
  ROU: 'RON',
};

/** Standard VAT rate in percent per operating country. */
export const vatPercentOfCountry: Record<OperatingCountryCode, number> = {
  SVK: 23,
  CZE: 21,
  POL: 23,
  HUN: 27,
  ROU: 21,
};
