import type { LocaleTag } from '../../../contract/appConfig';
import type { MessageGroup } from './messageGroups';

export type Messages = Record<string, string>;

type Module = { default: Messages };
type Loaders = Record<string, () => Promise<Module>>;

// One lazy chunk per language and message group (the build cuts locales/<lang>.json by the `group`
// query; without that build step the whole file is returned, which is only larger). Globs rather
// than template imports let a missing translation fall back to English instead of failing the build.
const loaders: Record<MessageGroup, Loaders> = {
  core: import.meta.glob<Module>('../../../locales/*.json', { query: '?group=core' }),
  errors: import.meta.glob<Module>('../../../locales/*.json', { query: '?group=errors' }),
  forms: import.meta.glob<Module>('../../../locales/*.json', { query: '?group=forms' }),
  landing: import.meta.glob<Module>('../../../locales/*.json', { query: '?group=landing' }),
  warehouses: import.meta.glob<Module>('../../../locales/*.json', { query: '?group=warehouses' }),
  sizeGuide: import.meta.glob<Module>('../../../locales/*.json', { query: '?group=sizeGuide' }),
  auth: import.meta.glob<Module>('../../../locales/*.json', { query: '?group=auth' }),
  profile: import.meta.glob<Module>('../../../locales/*.json', { query: '?group=profile' }),
  order: import.meta.glob<Module>('../../../locales/*.json', { query: '?group=order' }),
  my: import.meta.glob<Module>('../../../locales/*.json', { query: '?group=my' }),
  serviceAccess: import.meta.glob<Module>('../../../locales/*.json', { query: '?group=serviceAccess' }),
  help: import.meta.glob<Module>('../../../locales/*.json', { query: '?group=help' }),
  gdpr: import.meta.glob<Module>('../../../locales/*.json', { query: '?group=gdpr' }),
  storePolicy: import.meta.glob<Module>('../../../locales/*.json', { query: '?group=storePolicy' }),
  franchising: import.meta.glob<Module>('../../../locales/*.json', { query: '?group=franchising' }),
  footer: import.meta.glob<Module>('../../../locales/*.json', { query: '?group=footer' }),
  sessionDialogs: import.meta.glob<Module>('../../../locales/*.json', { query: '?group=sessionDialogs' }),
  chat: import.meta.glob<Module>('../../../locales/*.json', { query: '?group=chat' }),
  diagnostics: import.meta.glob<Module>('../../../locales/*.json', { query: '?group=diagnostics' }),
};

const fileOf = (lang: string) => `../../../locales/${lang}.json`;

export const hasLocaleFile = (lang: LocaleTag): boolean => fileOf(lang) in loaders.core;

/** The language whose files are used for `lang`: itself, or English while its file does not exist. */
export const effectiveLanguage = (lang: LocaleTag): LocaleTag => (hasLocaleFile(lang) ? lang : 'en');

/** One group of messages of `lang` (or of English when that locale file does not exist yet). */
export async function loadMessageGroup(lang: LocaleTag, group: MessageGroup): Promise<Messages> {
  const load = loaders[group][fileOf(effectiveLanguage(lang))];
  if (!load) throw new Error('locales/en.json is missing');
  return (await load()).default;
}
