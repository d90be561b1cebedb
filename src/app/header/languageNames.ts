import type { LocaleTag } from '@contract/appConfig';

/**
 * Each language named in itself, so a visitor finds their own language whatever the page shows.
 * Not messages on purpose: these never change with the interface language.
 */
export const languageNames: Record<LocaleTag, string> = {
  sk: 'Slovenčina',
  cs: 'Čeština',
  en: 'English',
  uk: 'Українська',
  pl: 'Polski',
  hu: 'Magyar',
  ro: 'Română',
};
