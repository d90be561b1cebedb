import { paths } from '@shared/routing/paths';
import { lazyScreen, type RouteDef } from '@shared/routing/routeDef';

export const warehouseRoutes: RouteDef[] = [
  {
    path: '/location/:id',
    access: 'public',
    Screen: lazyScreen(() => import('./LocationScreen'), ['warehouses', 'sizeGuide', 'errors']),
  },
  {
    path: paths.boxes,
    access: 'public',
    Screen: lazyScreen(() => import('./BoxesScreen'), ['warehouses', 'sizeGuide', 'errors']),
  },
];
