import { forwardRef, useCallback, type AnchorHTMLAttributes } from 'react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { isLimitedView, withLimitedView } from './limitedView';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

/** Internal link that keeps `limitedView=true`. Use it instead of wouter's Link. */
export const AppLink = forwardRef<HTMLAnchorElement, AnchorProps & { to: string; replace?: boolean }>(function AppLink(
  { to, ...props },
  ref,
) {
  const limited = isLimitedView(useSearch());
  return <Link ref={ref} to={withLimitedView(to, limited)} {...props} />;
});

/** Redirect that keeps `limitedView=true`; replaces the history entry. */
export function AppRedirect({ to }: { to: string }) {
  const limited = isLimitedView(useSearch());
  return <Redirect to={withLimitedView(to, limited)} replace />;
}

/** Programmatic navigation that keeps `limitedView=true`. */
export function useAppNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const [, navigate] = useLocation();
  const limited = isLimitedView(useSearch());
  return useCallback((to, options) => navigate(withLimitedView(to, limited), options), [navigate, limited]);
}

export const useLimitedView = (): boolean => isLimitedView(useSearch());
