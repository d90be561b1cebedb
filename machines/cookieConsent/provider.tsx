import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { inspect } from '../inspect';
import { cookieConsentMachine } from './machine';
import type { CookieConsentEffects } from './effects';
import { parseStoredConsent, serialiseConsent, type StoredConsent } from './storage';

export type { CookieConsentEffects } from './effects';

export const CookieConsentContext = createActorContext(cookieConsentMachine);

/** The consent machine with its effects filled in. */
export function provideCookieConsentMachine(effects: CookieConsentEffects) {
  return cookieConsentMachine.provide({
    actions: {
      persist: (_, { marketing }) => effects.writeStored(serialiseConsent(marketing)),
      applyConsent: (_, { marketing }) => effects.applyConsent(marketing),
    },
  });
}

/** Runs the cookie-consent machine for the app; stories and tests pass fake effects. */
export function CookieConsentProvider({
  effects,
  stored,
  children,
}: {
  effects: CookieConsentEffects;
  stored?: StoredConsent | null;
  children: ReactNode;
}) {
  // Built once per mount: new logic on every render would restart the machine.
  const [logic] = useState(() => provideCookieConsentMachine(effects));
  const [input] = useState(() => ({
    stored: stored !== undefined ? stored : parseStoredConsent(effects.readStored()),
  }));
  return (
    <CookieConsentContext.Provider logic={logic} options={{ input, inspect }}>
      {children}
    </CookieConsentContext.Provider>
  );
}
