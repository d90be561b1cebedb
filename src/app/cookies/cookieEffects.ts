import type { CookieConsentEffects } from '@machines/cookieConsent/effects';
import { loadGoogleTag, pushConsentDefaults } from '@shared/analytics/googleTag';
import { local } from '@shared/storage/safeStorage';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Google consent mode update: with marketing accepted, ad and analytics storage are granted,
 * otherwise denied. gtag expects the `arguments` object itself on the data layer.
 */
export function pushConsentUpdate(marketing: boolean, target: Window = window): void {
  const state = marketing ? 'granted' : 'denied';
  target.dataLayer = target.dataLayer ?? [];
  const dataLayer = target.dataLayer;
  (function gtag(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: gtag reads a command only from an Arguments object, not from an array.
    dataLayer.push(arguments);
  })('consent', 'update', {
    ad_storage: state,
    ad_user_data: state,
    ad_personalization: state,
    analytics_storage: state,
  });
}

/**
 * The consent machine's effects in the browser: local storage under `storageKey`, the consent update
 * on the data layer and, with analytics ids configured, Google's tag loaded only once marketing
 * consent is given (its consent defaults, all denied, are on the data layer from the start).
 */
export function browserCookieEffects(storageKey: string, analyticsIds: readonly string[] = []): CookieConsentEffects {
  if (analyticsIds.length) pushConsentDefaults(window, analyticsIds);
  return {
    readStored: () => local.get(storageKey),
    // Not remembered (private mode, full quota): the bar shows again next time, the safe default.
    writeStored: (value) => local.set(storageKey, value),
    applyConsent: (marketing) => {
      pushConsentUpdate(marketing);
      if (marketing && analyticsIds.length) loadGoogleTag(analyticsIds);
    },
  };
}
