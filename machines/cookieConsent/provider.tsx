import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { inspect } from '../inspect';
import { cookieConsentMachine } from './machine';
import type { CookieConsentEffects } from './effects';
import { parseStoredConsent, serialiseConsent, type StoredConsent } from './storage';

export type { CookieConsentEffects } from './effects';

export const CookieConsentContext = createActorContext(cookieConsentMachine);

/** Runs the cookie-consent machine for the app; stories and tests pass fake effects. */
export function CookieConsentProvider({ effects, stored, children }: { effects: CookieConsentEffects; stored?: StoredConsent | null; children: ReactNode }) {
  const logic = cookieConsentMachine.provide({
    actions: {
      persist: (_, { marketing }) => effects.writeStored(serialiseConsent(marketing)),
      applyConsent: (_, { marketing }) => effects.applyConsent(marketing),
    },
  });
  const input = { stored: stored !== undefined ? stored : parseStoredConsent(effects.readStored()) };
  return (
    <CookieConsentContext.Provider logic={logic} options={{ input, inspect }}>
      {children}
    </CookieConsentContext.Provider>
  );
}
