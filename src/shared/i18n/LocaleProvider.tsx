import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { LocaleTag } from '../../../contract/appConfig';
import { reloadOnceForChunkError } from '../routing/chunkReload';
import { useConfig } from '../config/ConfigContext';
import { StaticApology } from '../errors/ApologyPage';
import { storageKeys } from '../storage/keys';
import { local } from '../storage/safeStorage';
import { browserLanguages, detectLanguage } from './detectLanguage';
import { loadMessages, type Messages } from './loadMessages';
import { pageLanguage } from './pageLanguage';

interface LanguageState {
  lang: LocaleTag;
  offered: readonly LocaleTag[];
  setLang: (lang: LocaleTag) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);

export function useLanguage(): LanguageState {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage outside LocaleProvider');
  return value;
}

/**
 * Loads the active language's messages and provides react-intl. Nothing renders until the first
 * messages arrive (one small chunk), so no raw message ids flash. While switching, the previous
 * language stays on screen until the new one is loaded.
 * `lang` forces a language (stories, tests); otherwise it is detected and the choice persisted.
 */
export function LocaleProvider({ lang: forced, children }: { lang?: LocaleTag; children: ReactNode }) {
  const config = useConfig();
  const [wanted, setWanted] = useState<LocaleTag>(
    () => forced ?? detectLanguage({ stored: local.get(storageKeys.lang), browserLanguages: browserLanguages(), offered: config.locales }),
  );
  const [loaded, setLoaded] = useState<{ lang: LocaleTag; messages: Messages } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (forced) setWanted(forced);
  }, [forced]);

  useEffect(() => {
    let current = true;
    loadMessages(wanted).then(
      (result) => {
        if (!current) return;
        // Calls made from now on ask the server for this language (see pageLanguage).
        pageLanguage.set(result.lang);
        setLoaded(result);
      },
      // A missing chunk after a deployment: reload once; if that does not help, apologise.
      () => current && !reloadOnceForChunkError() && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  useEffect(() => {
    if (loaded) document.documentElement.lang = loaded.lang;
  }, [loaded]);

  const setLang = useCallback((lang: LocaleTag) => {
    local.set(storageKeys.lang, lang);
    setWanted(lang);
  }, []);

  const value = useMemo(() => ({ lang: wanted, offered: config.locales, setLang }), [wanted, config.locales, setLang]);
  if (!loaded) return failed ? <StaticApology /> : null;
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={loaded.lang} messages={loaded.messages} defaultLocale="en" onError={reportIntlError}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

// A missing message shows its id; say so in development, stay quiet in production.
function reportIntlError(error: Error) {
  if (import.meta.env.DEV) console.warn(error.message);
}
