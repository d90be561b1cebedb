import type { LocaleTag } from '@contract/appConfig';
import type { Language } from '@contract/primitives';

/** The account's language code for a page language (`cs` → `CS`). */
export const accountLanguageOf = (lang: LocaleTag): Language => lang.toUpperCase() as Language;

/**
 * The language the account should be told, or null: only when the customer chose the page language
 * themselves (a stored choice, not a guess from the browser) and the account's language as last
 * known (loaded, or sent since) differs.
 */
export function wantedAccountLanguage({
  known,
  pageLang,
  chosen,
}: {
  known: Language;
  pageLang: LocaleTag;
  chosen: string | null;
}): Language | null {
  if (chosen !== pageLang) return null;
  const wanted = accountLanguageOf(pageLang);
  return wanted === known ? null : wanted;
}

/** Stores the account's language with the full API client, which is loaded only for this. */
export async function sendAccountLanguage(language: Language): Promise<void> {
  const { api } = await import('@shared/api/client');
  const res = await api.my.setLocale({ body: { userLanguage: language } });
  if (res.status !== 200) throw new Error(`set-locale answered ${res.status}`);
}
