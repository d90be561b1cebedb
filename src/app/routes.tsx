import { accountRoutes } from '@features/account/routes';
import { franchisingRoutes } from '@features/franchising/routes';
import { infoRoutes, NotFoundScreen } from '@features/info/routes';
import { landingRoutes } from '@features/landing/routes';
import { myRoutes } from '@features/my/routes';
import { orderRoutes } from '@features/order/routes';
import { serviceAccessRoutes } from '@features/serviceAccess/routes';
import { warehouseRoutes } from '@features/warehouses/routes';
import type { RouteDef } from '@shared/routing/routeDef';

export type { Access, RouteDef } from '@shared/routing/routeDef';
export { NotFoundScreen };

/**
 * Every route of the product, in match order; each feature declares its own. Unknown paths under
 * `/reset-password/` and `/my/` still go through their access rule first, then are not found.
 */
export const routes: RouteDef[] = [
  ...landingRoutes,
  ...accountRoutes.filter((r) => r.access === 'anonymous'),
  { path: '/reset-password/*', access: 'anonymous', Screen: NotFoundScreen },
  ...warehouseRoutes,
  ...orderRoutes,
  ...infoRoutes,
  ...franchisingRoutes,
  ...myRoutes,
  ...accountRoutes.filter((r) => r.access === 'signedIn'),
  { path: '/my/*', access: 'signedIn', Screen: NotFoundScreen },
  ...serviceAccessRoutes,
];
