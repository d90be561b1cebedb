import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { IntlProvider } from 'react-intl';
import type { LocaleTag } from '@contract/appConfig';
import { reloadOnceForChunkError } from '../chunks/chunkReload';
import { useConfig } from '../config/ConfigContext';
import { storageKeys } from '../storage/keys';
import { local } from '../storage/safeStorage';
import { browserLanguages, detectLanguage } from './detectLanguage';
import { createMessageStore, setOnDemandMessageStore, type MessageStore } from './messageStore';
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

/** The language the app shows before anyone chooses: a stored choice, else the browser's, else English. */
export const detectAppLanguage = (offered: readonly LocaleTag[]): LocaleTag =>
  detectLanguage({ stored: local.get(storageKeys.lang), browserLanguages: browserLanguages(), offered });

/**
 * The app's messages of `lang`. Calls made from the moment a language is on screen ask the server
 * for it (see pageLanguage): this listener runs ahead of React's.
 */
export function createAppMessageStore(lang: LocaleTag): MessageStore {
  const store = createMessageStore(lang);
  store.subscribe(() => pageLanguage.set(store.getSnapshot()!.lang));
  return store;
}

// The table of message groups is needed only by stories and tests (which show every group) and when
// a screen shows a message of a group it did not declare: it stays out of the app's first code.
const ensureEveryGroup = (store: MessageStore) =>
  import('./messageGroups').then((groups) => store.ensure(groups.allMessageGroups));
const ensureGroupOf = (store: MessageStore, id: string) =>
  import('./messageGroups').then((groups) => store.ensure([groups.groupOfMessage(id)]));

/**
 * Provides react-intl with the active language's messages. Nothing renders until the first
 * messages arrive (one small chunk), so no raw message ids flash. While switching, the previous
 * language stays on screen until the new one is loaded.
 * `lang` forces a language (stories, tests); otherwise it is detected and the choice persisted.
 * `onDemand` (the app) starts with the shell's messages and lets each screen bring its own groups
 * (lazyScreen); otherwise every group is loaded at once, as stories and tests expect.
 * `messages`: a store whose first groups are already there (created with createAppMessageStore for
 * the language `lang` or detectAppLanguage names), so the first render shows the page at once: the
 * server's rendering and the app replacing a server-rendered page.
 * `failure`: shown instead when the messages cannot be loaded even after a reload, so it needs none
 * (the app passes its static apology; i18n sits below the error pages and cannot import it).
 */
export function LocaleProvider({
  lang: forced,
  onDemand = false,
  messages,
  failure = null,
  children,
}: {
  lang?: LocaleTag;
  onDemand?: boolean;
  messages?: MessageStore;
  failure?: ReactNode;
  children: ReactNode;
}) {
  const config = useConfig();
  const [wanted, setWanted] = useState<LocaleTag>(() => forced ?? detectAppLanguage(config.locales));
  const [store] = useState(() => messages ?? createAppMessageStore(wanted));
  const loaded = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (forced) setWanted(forced);
  }, [forced]);

  useEffect(() => {
    if (!onDemand) return;
    setOnDemandMessageStore(store);
    return () => setOnDemandMessageStore(null);
  }, [onDemand, store]);

  useEffect(() => {
    let current = true;
    // A missing chunk after a deployment: reload once; if that does not help, apologise.
    const fail = () => current && !reloadOnceForChunkError() && setFailed(true);
    if (store.getSnapshot() === null && !onDemand) {
      // Every group is wanted before the language is set, or the first render would show none.
      ensureEveryGroup(store)
        .then(() => (current ? store.setLanguage(wanted) : undefined))
        .catch(fail);
    } else {
      if (store.getSnapshot() === null) store.ensure(['core']).catch(fail);
      store.setLanguage(wanted).catch(fail);
    }
    return () => {
      current = false;
    };
  }, [wanted, store, onDemand]);

  useEffect(() => {
    if (!loaded) return;
    document.documentElement.lang = loaded.lang;
  }, [loaded]);

  const setLang = useCallback((lang: LocaleTag) => {
    local.set(storageKeys.lang, lang);
    setWanted(lang);
  }, []);

  // A message of a group the screen did not declare: fetch that group (the id shows meanwhile).
  const onError = useCallback(
    (error: Error & { code?: string; descriptor?: { id?: unknown } }) => {
      const id = error.descriptor?.id;
      if (error.code === 'MISSING_TRANSLATION' && typeof id === 'string')
        void ensureGroupOf(store, id).catch(() => undefined);
      reportIntlError(error);
    },
    [store],
  );

  const value = useMemo(() => ({ lang: wanted, offered: config.locales, setLang }), [wanted, config.locales, setLang]);
  if (!loaded) return failed ? failure : null;
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={loaded.lang} messages={loaded.messages} defaultLocale="en" onError={onError}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

// A missing message shows its id; say so in development, stay quiet in production.
function reportIntlError(error: Error) {
  if (import.meta.env.DEV) console.warn(error.message);
}
