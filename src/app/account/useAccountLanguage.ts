import { useEffect, useRef } from 'react';
import type { Language } from '@contract/primitives';
import { useLanguage } from '@shared/i18n/LocaleProvider';
import { useSession } from '@shared/session/SessionContext';
import { storageKeys } from '@shared/storage/keys';
import { local } from '@shared/storage/safeStorage';
import { sendAccountLanguage, wantedAccountLanguage } from './accountLanguage';

/**
 * E-mails follow the interface language: when a signed-in customer picks a language (or signs in
 * after picking one), the account's language is stored with set-locale. The session's user is not
 * reloaded for it, so what was sent is remembered as the account's language; a failed call is tried
 * again at the next change or page load (the page itself has already switched).
 */
export function useAccountLanguage(send: typeof sendAccountLanguage = sendAccountLanguage): void {
  const { lang } = useLanguage();
  const { user } = useSession();
  const known = useRef<{ user: object; language: Language } | null>(null);
  useEffect(() => {
    if (!user) return;
    // A newly loaded user brings the stored language; otherwise the last one sent stands.
    if (known.current?.user !== user) known.current = { user, language: user.userLanguage };
    const entry = known.current;
    const wanted = wantedAccountLanguage({
      known: entry.language,
      pageLang: lang,
      chosen: local.get(storageKeys.lang),
    });
    if (!wanted) return;
    const before = entry.language;
    entry.language = wanted;
    send(wanted).catch(() => {
      if (entry.language === wanted) entry.language = before;
    });
  }, [user, lang, send]);
}
