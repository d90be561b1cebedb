import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { useConfig } from '@shared/config/ConfigContext';
import { SessionDialogs } from '@shared/session/SessionDialogs';
import { CookieConsentRoot } from './cookies/CookieConsentRoot';
import { ChatRoot } from './chat/ChatRoot';
import { useDevice } from '@shared/device/DeviceContext';
import { ApologyPage } from '@shared/errors/ApologyPage';
import { useApologyShown } from '@shared/errors/apologyStore';
import { ErrorBoundary } from '@shared/errors/ErrorBoundary';
import { Header } from './header/Header';
import { useLimitedView } from '@shared/navigation/AppLink';
import { usePageSettled, useSeen } from '@shared/layout/useSeen';
import { AppRoutes } from './AppRoutes';
import { useAccountLanguage } from './account/useAccountLanguage';
import { useDefaultTitle } from '@shared/routing/documentTitle';
import { lazyWithMessages } from '@shared/routing/routeDef';
import { focusPageHeading } from '@shared/routing/routeFocus';
import { paths } from '@shared/routing/paths';
import { PageLoading } from '@shared/layout/PageLoading';

// Below the fold and heavy with artwork: loaded after the page itself.
const Footer = lazyWithMessages(() => import('./footer/Footer'), ['footer']);
// Everything under /admin: the operator console (src/features/admin), never on a customer's page.
const ConsoleRoot = lazy(() => import('@features/admin/routes'));
// Rendered only while the site is down for maintenance.
const MaintenancePage = lazyWithMessages<object>(
  () => import('@shared/layout/MaintenancePage').then((m) => ({ default: m.MaintenancePage })),
  ['maintenance'],
);

/**
 * The page frame: cookie bar, skip link, top bar, the routed screen and footer. Maintenance
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
  useAccountLanguage();

  // After client-side navigation (not on the first load, where the browser starts at the top of the
  // document), start at the top and move focus to the new page's heading for screen readers. The
  // canonical link the server wrote names the first page: phones' share menus share a page under
  // it, so it goes, and the page is shared under its own address.
  useEffect(() => {
    if (path === firstPath.current) return;
    firstPath.current = '';
    window.scrollTo?.(0, 0);
    document.querySelector('link[rel="canonical"]')?.remove();
    return mainRef.current ? focusPageHeading(mainRef.current) : undefined;
  }, [path]);

  if (maintenance) {
    return (
      <Suspense fallback={null}>
        <MaintenancePage />
      </Suspense>
    );
  }
  // The operator console has a frame of its own and is downloaded only here (its own chunk).
  if (path === paths.admin || path.startsWith(`${paths.admin}/`)) {
    return (
      <Suspense fallback={<PageLoading />}>
        <ConsoleRoot />
      </Suspense>
    );
  }
  const headerHidden = isWebview && path === paths.webview;
  return (
    <ErrorBoundary fallback={<ApologyPage />}>
      {/* Shown at the bottom, but first in the focus order: a keyboard user decides before the page. */}
      <CookieConsentRoot />
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
      {!limited && <FooterWhenNear page={mainRef} />}
      <SessionDialogs />
      {/* Last in the focus order: a corner button beside the page, not part of it. */}
      <ChatRoot />
    </ErrorBoundary>
  );
}

/**
 * The footer is downloaded when the visitor comes within a screen's height of it (scrolling, or
 * tabbing through the page, which scrolls), not with the page: many first visits never reach it,
 * and its code is about 3 kB of the landing's JavaScript. It is watched only once the page has
 * settled (a search's results in, not still loading), so a short page that is about to grow does
 * not fetch it.
 */
function FooterWhenNear({ page }: { page: RefObject<HTMLElement | null> }) {
  const marker = useRef<HTMLDivElement>(null);
  const near = useSeen(marker, '100% 0px', usePageSettled(page));
  return near ? (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  ) : (
    <div ref={marker} className="footer-marker" />
  );
}
