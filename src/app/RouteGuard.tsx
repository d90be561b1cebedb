import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useDevice } from '@shared/device/DeviceContext';
import { PageLoading } from '@shared/layout/PageLoading';
import { isVerificationStarted, loadVerifyWhileSignedIn } from '@features/account';
import { AppRedirect, useAppNavigate } from '@shared/navigation/AppLink';
import { redirectTarget } from '@shared/session/redirectTarget';
import { useSession } from '@shared/session/SessionContext';
import { storageKeys } from '@shared/storage/keys';
import { session as sessionStore } from '@shared/storage/safeStorage';
import { loginRedirect, paths } from '@shared/routing/paths';
import type { Access } from './routes';
import { lazyWithMessages } from '@shared/routing/routeDef';

const VerifyWhileSignedIn = lazyWithMessages(loadVerifyWhileSignedIn, ['auth', 'forms', 'errors']);

/**
 * Who may see which page: `/my/*` needs a session (else login with a redirect back;
 * while a remembered device is being signed in, it waits), login/registration/reset pages need
 * none (else home — or, on the login page, the `?redirect=` target, which is how a login returns
 * the user to where they were sent from). An e-mail confirmation link (`/login?verify=`) opened
 * while already signed in is confirmed first: redirecting would drop it. A token already sent from
 * this page (confirmed, then logged in here) does not count: that login redirects as usual.
 */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const { signedIn, restoring } = useSession();
  const [path] = useLocation();
  const search = useSearch();
  const [verifyOnArrival] = useState(() => {
    const token =
      access === 'anonymous' && signedIn && path === paths.login ? new URLSearchParams(search).get('verify') : null;
    return token && !isVerificationStarted(token) ? token : null;
  });
  if (access === 'signedIn' && !signedIn) {
    return restoring ? <PageLoading /> : <AppRedirect to={loginRedirect(search ? `${path}?${search}` : path)} />;
  }
  if (verifyOnArrival && signedIn) {
    return (
      <Suspense fallback={<PageLoading />}>
        <VerifyWhileSignedIn token={verifyOnArrival} next={redirectTarget(search, paths.landing)} />
      </Suspense>
    );
  }
  if (access === 'anonymous' && signedIn)
    return <AppRedirect to={path === paths.login ? redirectTarget(search, paths.landing) : paths.landing} />;
  return <>{children}</>;
}

/**
 * Inside the native app `/` shows the web-view landing instead. The first visit redirects and
 * sets `isRedirected` in session storage, so a deliberate later visit of `/` stays there and the
 * back button does not bounce. Render stays pure (the flag is written in the effect), so React's
 * strict-mode double render cannot skip the redirect.
 */
export function WebviewRedirect({ children }: { children: ReactNode }) {
  const { isWebview } = useDevice();
  const navigate = useAppNavigate();
  const [redirecting] = useState(() => isWebview && sessionStore.get(storageKeys.webviewRedirected) !== 'true');
  useEffect(() => {
    if (!redirecting) return;
    sessionStore.set(storageKeys.webviewRedirected, 'true');
    navigate(paths.webview, { replace: true });
  }, [redirecting, navigate]);
  return redirecting ? null : children;
}
