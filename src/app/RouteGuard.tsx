import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useDevice } from '../device/DeviceContext';
import { AppRedirect, useAppNavigate } from '../navigation/AppLink';
import { useSession } from '../session/SessionContext';
import { storageKeys } from '../storage/keys';
import { session as sessionStore } from '../storage/safeStorage';
import { loginRedirect, paths } from './paths';
import type { Access } from './routes';

/**
 * The routing rules of spec section 2: `/my/*` needs a session (else login with a redirect back),
 * login/registration/reset pages need none (else home).
 */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const { signedIn } = useSession();
  const [path] = useLocation();
  const search = useSearch();
  if (access === 'signedIn' && !signedIn) return <AppRedirect to={loginRedirect(search ? `${path}?${search}` : path)} />;
  if (access === 'anonymous' && signedIn) return <AppRedirect to={paths.landing} />;
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
  return redirecting ? null : <>{children}</>;
}
