import { paths } from '@shared/routing/paths';
import { lazyScreen, type RouteDef } from '@shared/routing/routeDef';

export const serviceAccessRoutes: RouteDef[] = [
  {
    path: paths.serviceAccess,
    access: 'public',
    Screen: lazyScreen(() => import('./ServiceAccessScreen'), ['serviceAccess', 'locks', 'forms', 'errors']),
  },
];
