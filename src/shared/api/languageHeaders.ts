import type { LocaleTag } from '@contract/appConfig';
import { pageLanguage } from '../i18n/pageLanguage';

/**
 * The header that asks for answers in the page's language; empty while it is not known yet. Kept
 * out of pageLanguage.ts, which the first page loads, since only API calls need it.
 */
export function pageLanguageHeaders(lang: LocaleTag | null = pageLanguage.get()): Record<string, string> {
  return lang ? { 'accept-language': lang } : {};
}
