import type { LocaleTag } from '../../../contract/appConfig';

export type Messages = Record<string, string>;

// One lazy chunk per locale file: only the active language is downloaded. A glob (rather than a
// template import) lets a missing translation fall back to English instead of failing the build.
const loaders = import.meta.glob<{ default: Messages }>('../../../locales/*.json');

const loaderOf = (lang: string) => loaders[`../../../locales/${lang}.json`];

export const hasLocaleFile = (lang: LocaleTag): boolean => loaderOf(lang) !== undefined;

/** Messages of `lang`, or English when that locale file does not exist (yet). */
export async function loadMessages(lang: LocaleTag): Promise<{ lang: LocaleTag; messages: Messages }> {
  const load = loaderOf(lang) ?? loaderOf('en');
  if (!load) throw new Error('locales/en.json is missing');
  const module = await load();
  return { lang: loaderOf(lang) ? lang : 'en', messages: module.default };
}
