import { offeredLocaleOf, type LocaleTag } from '@contract/appConfig';

export const fallbackLanguage: LocaleTag = 'en';

/**
 * The interface language: a stored choice wins when it is still offered; then the
 * first browser language whose primary subtag is offered (`sk-SK` → `sk`); then English.
 * Czech browsers may still report the legacy `cz`, so it counts as `cs`.
 */
export function detectLanguage(input: {
  stored: string | null;
  browserLanguages: readonly string[];
  offered: readonly LocaleTag[];
}): LocaleTag {
  const pick = (tag: string | null | undefined) => offeredLocaleOf(tag, input.offered);
  const stored = pick(input.stored);
  if (stored) return stored;
  for (const tag of input.browserLanguages) {
    const found = pick(tag);
    if (found) return found;
  }
  return fallbackLanguage;
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}
