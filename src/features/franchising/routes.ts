import { paths } from '@shared/routing/paths';
import { lazyScreen, type RouteDef } from '@shared/routing/routeDef';

export const franchisingRoutes: RouteDef[] = [
  {
    path: paths.franchising,
    access: 'public',
    Screen: lazyScreen(() => import('./FranchisingScreen'), ['franchising', 'forms', 'errors']),
  },
];
