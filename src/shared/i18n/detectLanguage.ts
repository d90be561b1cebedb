import { isLocaleTag, type LocaleTag } from '../../../contract/appConfig';

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
  const offered = new Set(input.offered);
  const pick = (tag: string | null | undefined): LocaleTag | null => {
    if (!tag) return null;
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    const normalised = primary === 'cz' ? 'cs' : primary;
    return isLocaleTag(normalised) && offered.has(normalised) ? normalised : null;
  };
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
