import type { LocaleTag } from '@contract/appConfig';
import type { MessageGroup } from './messageGroups';

import type { Loaders, Messages, Module } from './messageTypes';

export type { Messages };

// One lazy chunk per language and message group (the build cuts locales/<lang>.json by the `group`
// query; without that build step the whole file is returned, which is only larger). Globs rather
// than template imports let a missing translation fall back to English instead of failing the build.
// The shell's own group and the landing's are listed here; the others come through a small map of
// the language's own files (`?groups`, scripts/vite/localeMessages.ts), fetched with the first screen
// that needs one, so the landing downloads no file names and no page those of other languages.
// Patterns from the project root ("/locales/…"), so each map's keys are "/locales/<lang>.json".
const coreLoaders: Loaders = import.meta.glob<Module>('/locales/*.json', { query: '?group=core' });
const landingLoaders: Loaders = import.meta.glob<Module>('/locales/*.json', { query: '?group=landing' });
type LaterGroups = Record<Exclude<MessageGroup, 'core' | 'landing'>, () => Promise<Module>>;
const laterLoaders = import.meta.glob<{ default: LaterGroups }>('/locales/*.json', { query: '?groups' });

// The browser keeps an imported module, and imports again one that failed: no cache of our own.
async function loaderOf(file: string, group: MessageGroup): Promise<(() => Promise<Module>) | undefined> {
  if (group === 'core') return coreLoaders[file];
  if (group === 'landing') return landingLoaders[file];
  return (await laterLoaders[file]?.())?.default[group];
}

const fileOf = (lang: string) => `/locales/${lang}.json`;

export const hasLocaleFile = (lang: LocaleTag): boolean => fileOf(lang) in coreLoaders;

/** The language whose files are used for `lang`: itself, or English while its file does not exist. */
export const effectiveLanguage = (lang: LocaleTag): LocaleTag => (hasLocaleFile(lang) ? lang : 'en');

/** One group of messages of `lang` (or of English when that locale file does not exist yet). */
export async function loadMessageGroup(lang: LocaleTag, group: MessageGroup): Promise<Messages> {
  const load = await loaderOf(fileOf(effectiveLanguage(lang)), group);
  if (!load) throw new Error('locales/en.json is missing');
  return (await load()).default;
}
