import { paths } from '../../shared/routing/paths';
import { lazyScreen, type RouteDef } from '../../shared/routing/routeDef';

/** The three order steps and the payment status page; ordering needs no account. */
export const orderRoutes: RouteDef[] = [
  { path: paths.orderFirst, access: 'public', Screen: lazyScreen(() => import('./OrderFirstScreen')) },
  { path: paths.orderDetails, access: 'public', Screen: lazyScreen(() => import('./OrderDetailsScreen')) },
  { path: paths.orderSummary, access: 'public', Screen: lazyScreen(() => import('./OrderSummaryScreen')) },
  { path: paths.orderStatus, access: 'public', Screen: lazyScreen(() => import('./OrderStatusScreen')) },
];
