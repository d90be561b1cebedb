import { lazy, Suspense, useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { useConfig } from '../config/ConfigContext';
import { SessionDialogs } from '../account/SessionDialogs';
import { CookieConsentRoot } from '../cookies/CookieConsentRoot';
import { useDevice } from '../device/DeviceContext';
import { ApologyPage } from '../errors/ApologyPage';
import { useApologyShown } from '../errors/apologyStore';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { Header } from '../layout/header/Header';
import { useLimitedView } from '../navigation/AppLink';
import { AppRoutes } from './AppRoutes';
import { useDefaultTitle } from './documentTitle';
import { importWithReload } from './chunkReload';
import { paths } from './paths';

// Below the fold and heavy with artwork: loaded after the page itself.
const Footer = lazy(importWithReload(() => import('../layout/footer/Footer')));
// Rendered only while the site is down for maintenance.
const MaintenancePage = lazy(importWithReload(() => import('../layout/MaintenancePage').then((m) => ({ default: m.MaintenancePage }))));

/**
 * The page frame: skip link, top bar, the routed screen, footer and cookie bar. Maintenance
 * replaces everything; an unhandled error replaces the screen with the apology page.
 */
export function AppShell({ menuOpen = false }: { menuOpen?: boolean }) {
  const { maintenance } = useConfig();
  const { isWebview } = useDevice();
  const limited = useLimitedView();
  const apology = useApologyShown();
  const [path] = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(path);
  useDefaultTitle();

  // After client-side navigation, start at the top and move focus to the new page for screen readers.
  useEffect(() => {
    if (path === firstPath.current) return;
    firstPath.current = '';
    window.scrollTo?.(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [path]);

  if (maintenance) {
    return (
      <Suspense fallback={null}>
        <MaintenancePage />
      </Suspense>
    );
  }
  const headerHidden = isWebview && path === paths.webview;
  return (
    <ErrorBoundary fallback={<ApologyPage />}>
      <a className="skip-link" href="#main">
        <FormattedMessage id="common.skipToContent" />
      </a>
      {!headerHidden && <Header limited={limited} menuOpen={menuOpen} />}
      <main id="main" ref={mainRef} tabIndex={-1}>
        {apology ? (
          <ApologyPage />
        ) : (
          <ErrorBoundary fallback={<ApologyPage />} resetKey={path}>
            <AppRoutes />
          </ErrorBoundary>
        )}
      </main>
      {!limited && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <CookieConsentRoot />
      <SessionDialogs />
    </ErrorBoundary>
  );
}
