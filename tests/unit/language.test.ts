import { describe, expect, it } from 'vitest';
import { localeTags } from '@contract/appConfig';
import { detectLanguage } from '@shared/i18n/detectLanguage';
import { effectiveLanguage, hasLocaleFile, loadMessageGroup } from '@shared/i18n/loadMessages';

const offered = [...localeTags];

describe('language detection', () => {
  it('maps a regional browser language to its language: sk-SK → sk', () => {
    expect(detectLanguage({ stored: null, browserLanguages: ['sk-SK', 'en-US'], offered })).toBe('sk');
  });

  it('falls back to English for languages not offered: de-DE → en', () => {
    expect(detectLanguage({ stored: null, browserLanguages: ['de-DE', 'fr'], offered })).toBe('en');
  });

  it('takes the first offered language of the list', () => {
    expect(detectLanguage({ stored: null, browserLanguages: ['de-DE', 'hu-HU', 'pl'], offered })).toBe('hu');
  });

  it('lets a stored choice win over the browser', () => {
    expect(detectLanguage({ stored: 'ro', browserLanguages: ['sk-SK'], offered })).toBe('ro');
  });

  it('ignores a stored choice that is no longer offered', () => {
    expect(detectLanguage({ stored: 'uk', browserLanguages: ['cs-CZ'], offered: ['sk', 'cs', 'en'] })).toBe('cs');
  });

  it('respects the configured locales', () => {
    expect(detectLanguage({ stored: null, browserLanguages: ['pl-PL'], offered: ['sk', 'en'] })).toBe('en');
  });

  it('accepts the legacy cz tag as Czech', () => {
    expect(detectLanguage({ stored: null, browserLanguages: ['cz'], offered })).toBe('cs');
  });
});

describe('message loading', () => {
  it('loads English', async () => {
    const messages = await loadMessageGroup('en', 'core');
    expect(messages['app.name']).toBe('Self Storage');
  });

  it('falls back to English when a locale file is missing', async () => {
    const missing = localeTags.find((tag) => !hasLocaleFile(tag));
    if (!missing) return; // every translation exists: nothing to fall back from
    expect(effectiveLanguage(missing)).toBe('en');
  });
});
