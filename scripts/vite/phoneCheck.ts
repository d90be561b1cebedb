import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Countries whose phone numbers the browser checks itself: where the warehouses are, their
 * neighbours and the countries most customers come from (Europe, Ukraine, Moldova, Turkey, North
 * America). Others are checked by the server alone.
 */
export const BROWSER_PHONE_COUNTRIES = [
  'SK', 'CZ', 'PL', 'HU', 'RO', 'UA', 'AT', 'DE', 'GB', 'IE', 'FR', 'IT', 'ES', 'PT', 'NL', 'BE', 'LU', 'DK', 'SE', 'NO', 'FI', 'EE',
  'LV', 'LT', 'SI', 'HR', 'BG', 'GR', 'CY', 'MT', 'CH', 'LI', 'RS', 'BA', 'ME', 'MK', 'AL', 'MD', 'BY', 'TR', 'IS', 'US', 'CA',
];

interface PhoneMetadata {
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

/**
 * The browser build checks phone numbers with contract/validation/phone.browser.ts instead of
 * phone.ts, and cuts the metadata it imports to BROWSER_PHONE_COUNTRIES. The server, the tests and
 * the typecheck keep phone.ts and the whole world's metadata.
 */
export function browserPhoneCheck(root: string): Plugin {
  const serverCheck = path.join(root, 'contract/validation/phone.ts');
  const browserCheck = path.join(root, 'contract/validation/phone.browser.ts');
  return {
    name: 'browser-phone-check',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.endsWith('/validation/phone')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === serverCheck ? browserCheck : null;
    },
    // The package exports its metadata as metadata.min.json.js (an ES module of the .json beside it).
    transform(_code, id) {
      if (!id.endsWith('/libphonenumber-js/metadata.min.json.js')) return null;
      const metadata = JSON.parse(readFileSync(id.replace(/\.js$/, ''), 'utf8')) as PhoneMetadata;
      return { code: `export default ${JSON.stringify(cutPhoneMetadata(metadata, BROWSER_PHONE_COUNTRIES))};`, map: null };
    },
  };
}
