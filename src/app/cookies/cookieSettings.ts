import { createContext, useContext, useSyncExternalStore } from 'react';
import type { CookieConsentEffects } from '@machines/cookieConsent/effects';
import type { StoredConsent } from '@machines/cookieConsent/storage';
import { barFocus } from './barFocus';

/**
 * "Cookie settings" requests from anywhere (the footer link), counted, so the consent machine —
 * loaded only when needed — can open its preferences for each one.
 */
let requests = 0;
const listeners = new Set<() => void>();

export const cookieSettingsRequests = {
  request(): void {
    // Focus goes into the preferences and, when they close, back to the link that opened them.
    barFocus.rememberReturn(document.activeElement);
    barFocus.openingPanel(false);
    requests += 1;
    for (const listener of listeners) listener();
  },
  get: (): number => requests,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useCookieSettingsRequests = (): number =>
  useSyncExternalStore(cookieSettingsRequests.subscribe, cookieSettingsRequests.get, cookieSettingsRequests.get);

/** Where the consent is stored and applied; stories and tests pass fakes. */
export interface CookieSetup {
  effects: CookieConsentEffects;
  /** Overrides the stored choice (undefined: read it through `effects`). */
  stored?: StoredConsent | null;
}

export const CookieSetupContext = createContext<CookieSetup | null>(null);

export function useCookieSetup(): CookieSetup {
  const setup = useContext(CookieSetupContext);
  if (!setup) throw new Error('useCookieSetup outside AppProviders');
  return setup;
}
