import type { CookieConsentEffects } from './effects';

/** A first visit: nothing stored, and writing or applying a choice goes nowhere. Override single effects. */
export function fakeCookieConsentEffects(overrides: Partial<CookieConsentEffects> = {}): CookieConsentEffects {
  return {
    readStored: () => null,
    writeStored: () => undefined,
    applyConsent: () => undefined,
    ...overrides,
  };
}
