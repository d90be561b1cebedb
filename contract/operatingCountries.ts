/**
 * Countries the network operates in: Slovakia, Czechia, Poland, Hungary, Romania. Kept free of zod so the browser's first
 * paint (configuration, language) can use it without loading the validation library.
 */
export const operatingCountries = ['SVK', 'CZE', 'POL', 'HUN', 'ROU'] as const;
export type OperatingCountryCode = (typeof operatingCountries)[number];

/**
 * The ISO alpha-2 codes of the operating countries (what `Intl.DisplayNames` names countries by):
 * the pages that name only these five need not download the table of every country
 * (countryCodes.ts, which a test holds this against).
 */
export const alpha2OfOperating: Record<OperatingCountryCode, string> = {
  SVK: 'SK',
  CZE: 'CZ',
  POL: 'PL',
  HUN: 'HU',
  ROU: 'RO',
};

export const isOperatingCountry = (value: unknown): value is OperatingCountryCode =>
  typeof value === 'string' && (operatingCountries as readonly string[]).includes(value);

/** The countries with a franchising programme: the form and its call exist there only. */
export const franchisingCountries = ['SVK', 'CZE'] as const satisfies readonly OperatingCountryCode[];
