import type { MetadataJson, PhoneNumber } from 'libphonenumber-js/core';

type Parse = (text: string, metadata: MetadataJson) => PhoneNumber | undefined;

/**
 * The browser's check of a phone number, in place of phone.ts (the browser build swaps them; see
 * scripts/vite/phoneCheck.ts): the same rule with the same library, with two differences that keep
 * it off every page's first load (16 kB gzip, and most pages with the contract have no phone field):
 * - the library and its metadata are downloaded when a number is first checked; until they arrive,
 *   and for countries outside the metadata, a number passes with E.164's 8 to 15 digits and the
 *   server, which always checks it fully, has the last word (its answer shows on the field);
 * - the metadata is cut to BROWSER_PHONE_COUNTRIES (the whole world's is 19 kB gzip).
 * @public the browser build resolves `./phone` to this file, so it is imported under that name
 */
export const isValidPhoneNumber = phoneCheckWith(async () => {
  const { parse, metadata } = await import('./phoneLibrary.browser');
  return { parse, metadata: metadata as MetadataJson };
});

/** A phone check; `ready()` resolves once the library has arrived (or failed to). */
export type PhoneCheck = ((value: string) => boolean) & { ready: () => Promise<void> };

/** The check above with the given way to load the library (tests hand it a cut metadata). */
export function phoneCheckWith(load: () => Promise<{ parse: Parse; metadata: MetadataJson }>): PhoneCheck {
  let library: { parse: Parse; metadata: MetadataJson; callingCodes: string[] } | null = null;
  let loading: Promise<void> | null = null;
  const startLoading = () => {
    loading ??= load().then(
      ({ parse, metadata }) =>
        void (library = { parse, metadata, callingCodes: Object.keys(metadata.country_calling_codes) }),
      () => void (loading = null), // offline or a deploy in between: the next check tries again
    );
    return loading;
  };
  const check = (value: string) => {
    const v = value.trim();
    if (!/^\+[\d\s-]+$/.test(v)) return false;
    const digits = v.replace(/\D/g, '');
    if (!library) void startLoading();
    // Country calling codes are prefix-free: at most one can start the number.
    if (!library?.callingCodes.some((code) => digits.startsWith(code)))
      return digits.length >= 8 && digits.length <= 15;
    return library.parse(v, library.metadata)?.isValid() ?? false;
  };
  return Object.assign(check, { ready: startLoading });
}
