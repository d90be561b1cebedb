import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  BROWSER_PHONE_COUNTRIES,
  cutPhoneMetadata,
  type PhoneMetadata,
} from '../../contract/validation/browserPhoneMetadata';

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
      return {
        code: `export default ${JSON.stringify(cutPhoneMetadata(metadata, BROWSER_PHONE_COUNTRIES))};`,
        map: null,
      };
    },
  };
}
