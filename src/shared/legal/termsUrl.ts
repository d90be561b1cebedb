import type { LocaleTag } from '@contract/appConfig';
import type { OperatingCountry } from '@contract/countries';

/** The trading-terms sites spell Czech `cz`, not the ISO language code `cs`. */
export const termsLanguage = (lang: LocaleTag): string => (lang === 'cs' ? 'cz' : lang);

/**
 * The trading-terms link from `config.termsUrlTemplate`:
 * `{lang}` becomes the language (CS becomes `cz`) and `{country}` the lower-case country code
 * (`svk`). The template must be absolute (contain `://`), and nothing may be left unreplaced —
 * neither a `{placeholder}` nor a `:param` path segment; both raise an Error, since a broken
 * legal link must be found, not silently shown.
 */
export function buildTermsUrl(template: string, lang: LocaleTag, country: OperatingCountry): string {
  if (!template.includes('://')) throw new Error(`Terms URL template is not an absolute URL: "${template}"`);
  const url = template.replaceAll('{lang}', termsLanguage(lang)).replaceAll('{country}', country.toLowerCase());
  const leftover = /\{[^}]*\}/.exec(url) ?? /\/:[A-Za-z_][\w-]*/.exec(url.slice(url.indexOf('://') + 3));
  if (leftover) throw new Error(`Terms URL template has an unreplaced parameter ${leftover[0]}: "${template}"`);
  return url;
}
