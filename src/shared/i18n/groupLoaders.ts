import type { MessageGroup } from './messageGroups';
import type { Loaders, Module } from './messageTypes';

/** Every message group but the shell's and the landing's, per language file (see loadMessages.ts). */
export const groupLoaders: Record<Exclude<MessageGroup, 'core' | 'landing'>, Loaders> = {
  errors: import.meta.glob<Module>('../../../locales/*.json', { query: '?group=errors' }),
  forms: import.meta.glob<Module>('../../../locales/*.json', { query: '?group=forms' }),
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
  cookiePreferences: import.meta.glob<Module>('../../../locales/*.json', { query: '?group=cookiePreferences' }),
  webview: import.meta.glob<Module>('../../../locales/*.json', { query: '?group=webview' }),
  notFound: import.meta.glob<Module>('../../../locales/*.json', { query: '?group=notFound' }),
  maintenance: import.meta.glob<Module>('../../../locales/*.json', { query: '?group=maintenance' }),
};
