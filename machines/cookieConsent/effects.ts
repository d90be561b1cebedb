/**
 * What the consent machine needs from outside: where the choice is stored and how it is applied
 * (the consent mode update on the data layer). The app passes the browser's (src/app/cookies/
 * cookieEffects.ts), stories and tests fakes.
 */
export interface CookieConsentEffects {
  readStored: () => string | null;
  writeStored: (value: string) => void;
  applyConsent: (marketing: boolean) => void;
}
