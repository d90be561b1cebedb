import { paths } from '@shared/routing/paths';
import { lazyScreen, type RouteDef } from '@shared/routing/routeDef';

/** The page for any address no route matches (also for unknown paths under `/my/` once signed in). */
export const NotFoundScreen = lazyScreen(() => import('./NotFoundScreen'), ['notFound']);

export const infoRoutes: RouteDef[] = [
  { path: paths.help, access: 'public', Screen: lazyScreen(() => import('./HelpScreen'), ['help', 'landing']) },
  { path: paths.gdpr, access: 'public', Screen: lazyScreen(() => import('./GdprScreen'), ['gdpr']) },
  {
    path: paths.storePolicy,
    access: 'public',
    Screen: lazyScreen(() => import('./StorePolicyScreen'), ['storePolicy']),
  },
];
