import { render, screen } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import type { AppConfig, LocaleTag } from '@contract/appConfig';
import type { ClientUser } from '@contract/auth';
import type { CookieConsentEffects } from '@machines/cookieConsent/effects';
import type { SessionEffects } from '@machines/session/provider';
import { FailureError } from '@machines/shared/failure';
import { AppProviders } from '@app/AppProviders';
import { AppShell } from '@app/AppShell';
import type { Device } from '@shared/device/detectDevice';
import { tokenStore } from '@shared/api/tokenStore';
import { demoConfig } from '@machines/fixtures/user';

export interface RenderAppOptions {
  path?: string;
  config?: Partial<AppConfig>;
  device?: Partial<Device>;
  lang?: LocaleTag;
  /** A token in storage (signed in) and the user the server returns for it; `token-only`: the user cannot be loaded. */
  user?: ClientUser | 'token-only';
  /** Replaces single session effects (otherwise they call the faked network). */
  sessionEffects?: Partial<SessionEffects>;
  cookiesDecided?: boolean;
  menuOpen?: boolean;
  cookieEffects?: CookieConsentEffects;
}

export const silentCookies: CookieConsentEffects = {
  readStored: () => null,
  writeStored: () => undefined,
  applyConsent: () => undefined,
};

/** Renders the whole shell at `path` with an in-memory router whose history the test can read. */
export function renderApp(options: RenderAppOptions = {}) {
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  if (options.user) tokenStore.set('test-token');
  const user = options.user;
  const loadUser = (): Promise<ClientUser> =>
    user && user !== 'token-only' ? Promise.resolve(user) : Promise.reject(new FailureError(503, 'weApologize'));
  const utils = render(
    <AppProviders
      config={{ ...demoConfig, ...options.config }}
      device={{ isWebview: false, isAppleDevice: false, ...options.device }}
      location={location}
      lang={options.lang ?? 'en'}
      sessionEffects={user ? { loadUser, ...options.sessionEffects } : options.sessionEffects}
      cookieEffects={options.cookieEffects ?? silentCookies}
      cookieConsent={
        options.cookiesDecided === false ? null : { version: 1, marketing: false, decidedAt: '2024-01-01T00:00:00Z' }
      }
    >
      <AppShell menuOpen={options.menuOpen} />
    </AppProviders>,
  );
  return { ...utils, location };
}

/** The path (with query) the in-memory router is on now. */
export const currentPath = (location: ReturnType<typeof memoryLocation>): string => location.history?.at(-1) ?? '';

/** Waits until the lazily loaded screen's heading is there. */
export const findHeading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 20_000 });
