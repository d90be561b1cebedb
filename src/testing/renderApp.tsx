import { render, screen } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import type { AppConfig, LocaleTag } from '../../contract/appConfig';
import type { ClientUser } from '../../contract/auth';
import type { CookieConsentEffects } from '../../machines/cookieConsent/effects';
import { AppProviders } from '../app/AppProviders';
import { AppShell } from '../app/AppShell';
import type { Device } from '../device/detectDevice';
import { tokenStore } from '../session/tokenStore';
import { demoConfig } from './fixtures';

export interface RenderAppOptions {
  path?: string;
  config?: Partial<AppConfig>;
  device?: Partial<Device>;
  lang?: LocaleTag;
  /** A token in storage (signed in) and the user the server returns for it. */
  user?: ClientUser | 'token-only';
  cookiesDecided?: boolean;
  menuOpen?: boolean;
  cookieEffects?: CookieConsentEffects;
}

export const silentCookies: CookieConsentEffects = { readStored: () => null, writeStored: () => undefined, applyConsent: () => undefined };

/** Renders the whole shell at `path` with an in-memory router whose history the test can read. */
export function renderApp(options: RenderAppOptions = {}) {
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  if (options.user) tokenStore.set('test-token');
  const user = options.user === 'token-only' ? null : (options.user ?? null);
  const utils = render(
    <AppProviders
      config={{ ...demoConfig, ...options.config }}
      device={{ isWebview: false, isAppleDevice: false, ...options.device }}
      location={location}
      lang={options.lang ?? 'en'}
      loadUser={async () => user}
      cookieEffects={options.cookieEffects ?? silentCookies}
      cookieConsent={options.cookiesDecided === false ? null : { version: 1, marketing: false, decidedAt: '2024-01-01T00:00:00Z' }}
    >
      <AppShell menuOpen={options.menuOpen} />
    </AppProviders>,
  );
  return { ...utils, location };
}

/** The path (with query) the in-memory router is on now. */
export const currentPath = (location: ReturnType<typeof memoryLocation>): string => location.history?.at(-1) ?? '';

/** Waits until the lazily loaded screen's heading is there. */
export const findHeading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
