import type { ReactNode } from 'react';
import { Router, type BaseLocationHook } from 'wouter';
import type { AppConfig, LocaleTag } from '@contract/appConfig';
import type { CookieConsentEffects } from '@machines/cookieConsent/effects';
import type { StoredConsent } from '@machines/cookieConsent/storage';
import type { SessionEffects } from '@machines/session/provider';
import { ConfigProvider } from '@shared/config/ConfigContext';
import { browserCookieEffects } from './cookies/cookieEffects';
import { CookieSetupContext } from './cookies/cookieSettings';
import { DeviceProvider } from '@shared/device/DeviceContext';
import { StaticApology } from '@shared/errors/ApologyPage';
import type { Device } from '@shared/device/detectDevice';
import { LocaleProvider } from '@shared/i18n/LocaleProvider';
import type { MessageStore } from '@shared/i18n/messageStore';
import { PageDataProvider, type PageData } from '@shared/routing/pageData';
import { SessionProvider } from '@shared/session/SessionContext';
import { OrderSlotProvider } from '@features/order';
import { storageKeys } from '@shared/storage/keys';

export interface AppProvidersProps {
  config: AppConfig;
  device: Device;
  /** Router location (wouter `memoryLocation().hook` in stories and tests); the browser's by default. */
  location?: { hook: BaseLocationHook; searchHook?: () => string };
  /** Forces a language instead of detecting it. */
  lang?: LocaleTag;
  /** Messages downloaded per screen (the app); stories and tests load them all at once. */
  messagesOnDemand?: boolean;
  /** Messages already downloaded, so the first render shows the page (see LocaleProvider). */
  messages?: MessageStore;
  /** The data a server-rendered first page was rendered with (see pageData.tsx). */
  pageData?: PageData | null;
  /** Replaces single effects of the session machine (tests, stories); the browser's by default. */
  sessionEffects?: Partial<SessionEffects>;
  cookieEffects?: CookieConsentEffects;
  /** Overrides the stored cookie choice (stories). */
  cookieConsent?: StoredConsent | null;
  children: ReactNode;
}

/** Everything the shell and its screens read from context, in one place for the app, stories and tests. */
export function AppProviders({
  config,
  device,
  location,
  lang,
  messagesOnDemand,
  messages,
  pageData = null,
  sessionEffects,
  cookieEffects,
  cookieConsent,
  children,
}: AppProvidersProps) {
  const withData = <PageDataProvider value={pageData}>{children}</PageDataProvider>;
  const routed = location ? (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {withData}
    </Router>
  ) : (
    withData
  );
  return (
    <ConfigProvider config={config}>
      <DeviceProvider device={device}>
        <LocaleProvider lang={lang} onDemand={messagesOnDemand} messages={messages} failure={<StaticApology />}>
          <SessionProvider effects={sessionEffects}>
            <CookieSetupContext.Provider
              value={{
                effects: cookieEffects ?? browserCookieEffects(storageKeys.cookieConsent, config.analyticsIds),
                stored: cookieConsent,
              }}
            >
              <OrderSlotProvider>{routed}</OrderSlotProvider>
            </CookieSetupContext.Provider>
          </SessionProvider>
        </LocaleProvider>
      </DeviceProvider>
    </ConfigProvider>
  );
}
