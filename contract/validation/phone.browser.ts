import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/metadata.min.json';

/**
 * The browser's check of a phone number, in place of phone.ts (the browser build swaps them; see
 * scripts/vite/phoneCheck.ts). The same rule with the same library, but the metadata the browser
 * downloads is cut to the countries in BROWSER_PHONE_COUNTRIES (the whole world's is 19 kB gzip on
 * every page with a form). A number whose calling code is outside them passes here when it has
 * E.164's 8 to 15 digits, and the server, which holds every country's metadata, decides.
 */
export const isValidPhoneNumber = phoneCheckWith(metadata as MetadataJson);

/** The check above with the given metadata (tests hand it a cut one). */
export function phoneCheckWith(metadata: MetadataJson): (value: string) => boolean {
  const callingCodes = Object.keys(metadata.country_calling_codes);
  return (value) => {
    const v = value.trim();
    if (!/^\+[\d\s-]+$/.test(v)) return false;
    const digits = v.replace(/\D/g, '');
    // Country calling codes are prefix-free: at most one can start the number.
    if (!callingCodes.some((code) => digits.startsWith(code))) return digits.length >= 8 && digits.length <= 15;
    return parsePhoneNumberFromString(v, metadata)?.isValid() ?? false;
  };
}
