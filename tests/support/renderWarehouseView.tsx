import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '@app/AppProviders';
import { demoConfig } from '@machines/fixtures/user';
import { silentCookies } from './renderApp';

/** Renders one warehouse view with the app's providers (English, demo config) on an in-memory router. */
export function renderWarehouseView(ui: ReactNode, path = '/') {
  const location = memoryLocation({ path, record: true });
  const utils = render(
    <AppProviders
      config={demoConfig}
      device={{ isWebview: false, isAppleDevice: false }}
      location={location}
      lang="en"
      cookieEffects={silentCookies}
    >
      {ui}
    </AppProviders>,
  );
  return { ...utils, location };
}
