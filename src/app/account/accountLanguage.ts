import type { LocaleTag } from '../../../contract/appConfig';
import type { Language } from '../../../contract/primitives';

/** The account's language code for a page language (`cs` → `CS`). */
export const accountLanguageOf = (lang: LocaleTag): Language => lang.toUpperCase() as Language;

/**
 * Whether the account's stored language should follow the page: only when the customer chose the
 * page language themselves (a stored choice, not a guess from the browser) and it differs, and it
 * was not already sent for this account.
 */
export function needsAccountLanguage({ userId, userLanguage, pageLang, chosen, lastSent }: { userId: number; userLanguage: Language; pageLang: LocaleTag; chosen: string | null; lastSent: string | null }): string | null {
  if (chosen !== pageLang) return null;
  const wanted = accountLanguageOf(pageLang);
  const key = `${userId}:${wanted}`;
  return wanted === userLanguage || key === lastSent ? null : key;
}

/** Stores the account's language with the full API client, which is loaded only for this. */
export async function sendAccountLanguage(lang: LocaleTag): Promise<void> {
  const { api } = await import('../../shared/api/client');
  const res = await api.my.setLocale({ body: { userLanguage: accountLanguageOf(lang) } });
  if (res.status !== 200) throw new Error(`set-locale answered ${res.status}`);
}
