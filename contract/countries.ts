import { z } from 'zod';

import { currencies, iso3166Alpha3 } from './countryCodes';
import { operatingCountries } from './operatingCountries';

export { alpha2Of, currencies, currencyOfCountry, iso3166Alpha3, vatPercentOfCountry } from './countryCodes';

export { operatingCountries, isOperatingCountry } from './operatingCountries';
export const OperatingCountry = z.enum(operatingCountries);
export type OperatingCountry = z.infer<typeof OperatingCountry>;

export const Currency = z.enum(currencies);
export type Currency = z.infer<typeof Currency>;

export const CountryCode = z.enum(iso3166Alpha3);
export type CountryCode = z.infer<typeof CountryCode>;
