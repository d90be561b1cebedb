import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { alpha2Of } from '../countryCodes';

/** Where no national pattern is known: letters, digits, spaces and dashes, 2 to 10 characters. */
const plausible = /^[A-Za-z0-9][A-Za-z0-9 -]{0,8}[A-Za-z0-9]$/;

/**
 * A postcode as the country writes it (`811 06` or `81106` in Slovakia, `00-950` in Poland), by
 * the address's ISO alpha-3 country; a country without a known pattern gets a sane length and charset.
 */
export function isValidPostcode(postcode: string, countryCode: string): boolean {
  const value = postcode.trim();
  const alpha2 = (alpha2Of as Record<string, string>)[countryCode];
  if (alpha2 && postcodeValidatorExistsForCountry(alpha2)) return postcodeValidator(value, alpha2);
  return plausible.test(value);
}
