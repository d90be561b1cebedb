import { useEffect, useRef } from 'react';
import { useLanguage } from '../../shared/i18n/LocaleProvider';
import { useSession } from '../../shared/session/SessionContext';
import { storageKeys } from '../../shared/storage/keys';
import { local } from '../../shared/storage/safeStorage';
import { needsAccountLanguage, sendAccountLanguage } from './accountLanguage';

/**
 * E-mails follow the interface language: when a signed-in customer picks a language (or signs in
 * after picking one), the account's language is stored with set-locale. A failed call is tried again
 * at the next change or page load; the page itself has already switched.
 */
export function useAccountLanguage(send: typeof sendAccountLanguage = sendAccountLanguage): void {
  const { lang } = useLanguage();
  const { user } = useSession();
  const lastSent = useRef<string | null>(null);
  useEffect(() => {
    if (!user) return;
    const key = needsAccountLanguage({ userId: user.id, userLanguage: user.userLanguage, pageLang: lang, chosen: local.get(storageKeys.lang), lastSent: lastSent.current });
    if (!key) return;
    lastSent.current = key;
    send(lang).catch(() => {
      if (lastSent.current === key) lastSent.current = null;
    });
  }, [user, lang, send]);
}
