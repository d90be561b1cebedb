import type { LocaleTag } from '../../../contract/appConfig';
import type { MessageGroup } from './messageGroups';

import type { Loaders, Messages, Module } from './messageTypes';

export type { Messages };

// One lazy chunk per language and message group (the build cuts locales/<lang>.json by the `group`
// query; without that build step the whole file is returned, which is only larger). Globs rather
// than template imports let a missing translation fall back to English instead of failing the build.
// The shell's own group and the landing's are listed here; the others, over a hundred file names,
// come with the first screen that needs one (groupLoaders.ts), so the landing does not download them.
const coreLoaders: Loaders = import.meta.glob<Module>('../../../locales/*.json', { query: '?group=core' });
const landingLoaders: Loaders = import.meta.glob<Module>('../../../locales/*.json', { query: '?group=landing' });

let groupLoaders: Promise<Record<Exclude<MessageGroup, 'core' | 'landing'>, Loaders>> | null = null;

async function loadersOf(group: MessageGroup): Promise<Loaders> {
  if (group === 'core') return coreLoaders;
  if (group === 'landing') return landingLoaders;
  groupLoaders ??= import('./groupLoaders').then(
    (module) => module.groupLoaders,
    (error: unknown) => {
      groupLoaders = null;
      throw error;
    },
  );
  return (await groupLoaders)[group];
}

const fileOf = (lang: string) => `../../../locales/${lang}.json`;

export const hasLocaleFile = (lang: LocaleTag): boolean => fileOf(lang) in coreLoaders;

/** The language whose files are used for `lang`: itself, or English while its file does not exist. */
export const effectiveLanguage = (lang: LocaleTag): LocaleTag => (hasLocaleFile(lang) ? lang : 'en');

/** One group of messages of `lang` (or of English when that locale file does not exist yet). */
export async function loadMessageGroup(lang: LocaleTag, group: MessageGroup): Promise<Messages> {
  const load = (await loadersOf(group))[fileOf(effectiveLanguage(lang))];
  if (!load) throw new Error('locales/en.json is missing');
  return (await load()).default;
}
