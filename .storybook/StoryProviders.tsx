import { useState, type ReactNode } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import type { AppConfig, LocaleTag } from '@contract/appConfig';
import type { ClientUser } from '@contract/auth';
import type { StoredConsent } from '@machines/cookieConsent/storage';
import { AppProviders } from '@app/AppProviders';
import type { Device } from '@shared/device/detectDevice';
import { demoConfig } from '@machines/fixtures/user';

/** Story parameters the shared decorator understands (all optional). */
export interface ShellParameters {
  /** Address the in-memory router starts at, e.g. `/help?limitedView=true`. */
  path?: string;
  config?: Partial<AppConfig>;
  device?: Partial<Device>;
  /** Signed in as this user (a token is stored and the user is "loaded"); otherwise the session calls `network`. */
  user?: ClientUser;
  /** Forces a language; otherwise the toolbar's choice. */
  lang?: LocaleTag;
  /** The stored cookie choice; `null` shows the bar. Default: decided, so the bar stays out of the way. */
  cookieConsent?: StoredConsent | null;
}

const decided: StoredConsent = { version: 1, marketing: false, decidedAt: '2024-01-01T00:00:00Z' };
const cookieEffects = { readStored: () => null, writeStored: () => undefined, applyConsent: () => undefined };

/** The app's providers around a story, with an in-memory router per story. */
export function StoryProviders({
  shell,
  lang,
  children,
}: {
  shell: ShellParameters;
  lang: LocaleTag;
  children: ReactNode;
}) {
  const [location] = useState(() => memoryLocation({ path: shell.path ?? '/', record: true }));
  return (
    <AppProviders
      config={{ ...demoConfig, ...shell.config }}
      device={{ isWebview: false, isAppleDevice: false, ...shell.device }}
      location={location}
      lang={shell.lang ?? lang}
      sessionEffects={shell.user ? { loadUser: async () => shell.user as ClientUser } : undefined}
      cookieEffects={cookieEffects}
      cookieConsent={shell.cookieConsent === undefined ? decided : shell.cookieConsent}
    >
      {children}
    </AppProviders>
  );
}
