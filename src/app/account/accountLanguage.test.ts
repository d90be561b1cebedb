import { describe, expect, it } from 'vitest';
import { accountLanguageOf, needsAccountLanguage } from './accountLanguage';

describe('the account language follows the page language', () => {
  const base = { userId: 7, userLanguage: 'EN' as const, pageLang: 'sk' as const, chosen: 'sk', lastSent: null };

  it('is sent when the customer chose a language other than the account’s', () => {
    expect(needsAccountLanguage(base)).toBe('7:SK');
    expect(accountLanguageOf('cs')).toBe('CS');
    expect(accountLanguageOf('uk')).toBe('UK');
  });

  it('is not sent for a language guessed from the browser, the same language, or twice', () => {
    expect(needsAccountLanguage({ ...base, chosen: null })).toBeNull();
    expect(needsAccountLanguage({ ...base, chosen: 'cs' })).toBeNull();
    expect(needsAccountLanguage({ ...base, userLanguage: 'SK' })).toBeNull();
    expect(needsAccountLanguage({ ...base, lastSent: '7:SK' })).toBeNull();
    expect(needsAccountLanguage({ ...base, userId: 8, lastSent: '7:SK' })).toBe('8:SK');
  });
});
