import { describe, expect, it } from 'vitest';
import { accountLanguageOf, wantedAccountLanguage } from './accountLanguage';

describe('the account language follows the page language', () => {
  const base = { known: 'EN' as const, pageLang: 'sk' as const, chosen: 'sk' };

  it('is sent when the customer chose a language other than the account’s', () => {
    expect(wantedAccountLanguage(base)).toBe('SK');
    expect(wantedAccountLanguage({ known: 'SK', pageLang: 'en', chosen: 'en' })).toBe('EN');
    expect(accountLanguageOf('cs')).toBe('CS');
    expect(accountLanguageOf('uk')).toBe('UK');
  });

  it('is not sent for a language guessed from the browser or the one the account has', () => {
    expect(wantedAccountLanguage({ ...base, chosen: null })).toBeNull();
    expect(wantedAccountLanguage({ ...base, chosen: 'cs' })).toBeNull();
    expect(wantedAccountLanguage({ ...base, known: 'SK' })).toBeNull();
  });
});
