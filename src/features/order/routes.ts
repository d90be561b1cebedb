import { paths } from '@shared/routing/paths';
import { lazyScreen, type RouteDef } from '@shared/routing/routeDef';

/** The three order steps and the payment status page; ordering needs no account. */
export const orderRoutes: RouteDef[] = [
  {
    path: paths.orderFirst,
    access: 'public',
    Screen: lazyScreen(() => import('./OrderFirstScreen'), ['order', 'offer', 'forms', 'errors']),
  },
  {
    path: paths.orderDetails,
    access: 'public',
    Screen: lazyScreen(() => import('./OrderDetailsScreen'), ['order', 'details', 'forms', 'errors']),
  },
  {
    path: paths.orderSummary,
    access: 'public',
    Screen: lazyScreen(() => import('./OrderSummaryScreen'), ['order', 'checkout', 'forms', 'errors']),
  },
  {
    path: paths.orderStatus,
    access: 'public',
    Screen: lazyScreen(() => import('./OrderStatusScreen'), ['order', 'payment', 'errors']),
  },
];
