import type { LocaleTag } from '@contract/appConfig';
import { effectiveLanguage, loadMessageGroup, type Messages } from './loadMessages';
import type { MessageGroup } from './messageGroups';

export interface MessageSnapshot {
  lang: LocaleTag;
  messages: Messages;
}

export interface MessageStore {
  /** The messages on screen, or null until the first groups have arrived. */
  getSnapshot: () => MessageSnapshot | null;
  subscribe: (listener: () => void) => () => void;
  /** Resolves once `groups` of the current language are on screen (downloading what is missing). */
  ensure: (groups: readonly MessageGroup[]) => Promise<void>;
  /** Switches to `lang`: every group wanted so far is downloaded first, then swapped in at once. */
  setLanguage: (lang: LocaleTag) => Promise<void>;
}

type Load = (lang: LocaleTag, group: MessageGroup) => Promise<Messages>;

/**
 * The messages of one language, grown group by group. What is on screen changes only when every
 * wanted group of the wanted language has arrived, so a language switch never mixes two languages
 * and a page never shows a half-loaded set. Downloads are shared and kept; a failed one is retried
 * by the next call.
 */
export function createMessageStore(initialLang: LocaleTag, load: Load = loadMessageGroup): MessageStore {
  let target = effectiveLanguage(initialLang);
  const wanted = new Set<MessageGroup>();
  let shown: { lang: LocaleTag; groups: ReadonlySet<MessageGroup> } | null = null;
  let snapshot: MessageSnapshot | null = null;
  const listeners = new Set<() => void>();
  const downloads = new Map<string, Promise<Messages>>();

  const download = (lang: LocaleTag, group: MessageGroup) => {
    const key = `${lang}/${group}`;
    let pending = downloads.get(key);
    if (!pending) {
      pending = load(lang, group);
      pending.catch(() => downloads.delete(key));
      downloads.set(key, pending);
    }
    return pending;
  };

  // Publishes the wanted groups of the target language, unless either changed while downloading
  // (the newer call publishes then).
  const publish = async () => {
    const lang = target;
    const groups = [...wanted];
    const parts = await Promise.all(groups.map((group) => download(lang, group)));
    if (lang !== target || groups.length !== wanted.size) return;
    shown = { lang, groups: new Set(groups) };
    snapshot = { lang, messages: Object.assign({}, ...parts) as Messages };
    for (const listener of listeners) listener();
  };

  const showing = (groups: readonly MessageGroup[]) =>
    shown !== null && shown.lang === target && groups.every((group) => shown!.groups.has(group));

  const ensure = async (groups: readonly MessageGroup[]) => {
    for (const group of groups) wanted.add(group);
    while (!showing(groups)) await publish();
  };

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    ensure,
    setLanguage: (lang) => {
      target = effectiveLanguage(lang);
      return ensure([...wanted]);
    },
  };
}

// The app's store, for screens that are downloaded on demand (see lazyScreen). Stories and tests
// render without it: their LocaleProvider downloads every group at once.
let onDemandStore: MessageStore | null = null;

export const setOnDemandMessageStore = (store: MessageStore | null) => void (onDemandStore = store);

/** Downloads `groups` into the app's messages (nothing to do where every group is loaded anyway). */
export const ensureMessageGroups = (groups: readonly MessageGroup[]): Promise<void> =>
  onDemandStore?.ensure(groups) ?? Promise.resolve();
