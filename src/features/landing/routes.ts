import { paths } from '@shared/routing/paths';
import { lazyScreen, type RouteDef } from '@shared/routing/routeDef';

export const landingRoutes: RouteDef[] = [
  { path: paths.landing, access: 'public', Screen: lazyScreen(() => import('./LandingScreen'), ['landing']) },
  {
    path: paths.webview,
    access: 'public',
    Screen: lazyScreen(() => import('./WebviewLandingScreen'), ['landing', 'webview']),
  },
];
