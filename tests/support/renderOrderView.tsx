import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import type { LocaleTag } from '@contract/appConfig';
import type { ClientUser } from '@contract/auth';
import { AppProviders } from '@app/AppProviders';
import { tokenStore } from '@shared/api/tokenStore';
import { demoConfig } from '@machines/fixtures/user';
import { silentCookies } from './renderApp';

/** Renders one order view with the app's providers (English unless `lang` is given, demo config) on an in-memory router. */
export function renderOrderView(ui: ReactNode, options: { path?: string; user?: ClientUser; lang?: LocaleTag } = {}) {
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  if (options.user) tokenStore.set('test-token');
  const user = options.user;
  const wrap = (view: ReactNode) => (
    <AppProviders
      config={demoConfig}
      device={{ isWebview: false, isAppleDevice: false }}
      location={location}
      lang={options.lang ?? 'en'}
      cookieEffects={silentCookies}
      sessionEffects={user ? { loadUser: async () => user } : undefined}
    >
      {view}
    </AppProviders>
  );
  const utils = render(wrap(ui));
  return { ...utils, location, rerenderView: (view: ReactNode) => utils.rerender(wrap(view)) };
}

/** The texts an input's aria-describedby points at (hint and error). */
export const describedText = (element: HTMLElement): string =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
