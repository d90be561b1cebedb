import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A phone number written with its international prefix (`+421 900 123 456`), whose length fits
 * its country's numbering plan. The small ("min") metadata checks lengths per country, which is
 * what a typing mistake breaks, at a fraction of the full metadata's size in the browser.
 */
export function isValidPhoneNumber(value: string): boolean {
  const v = value.trim();
  if (!/^\+[\d\s-]+$/.test(v)) return false;
  return parsePhoneNumberFromString(v)?.isValid() ?? false;
}
