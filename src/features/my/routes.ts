import { paths } from '../../shared/routing/paths';
import { lazyScreen, type RouteDef } from '../../shared/routing/routeDef';

/** The customer area: every page needs a session. */
export const myRoutes: RouteDef[] = [
  { path: paths.myContracts, access: 'signedIn', Screen: lazyScreen(() => import('./ContractsScreen'), ['my', 'sizeGuide', 'forms', 'errors']) },
  { path: '/my/contracts/:id', access: 'signedIn', Screen: lazyScreen(() => import('./ContractDetailScreen'), ['my', 'sizeGuide', 'forms', 'errors']) },
  { path: '/my/contracts/:id/cancel', access: 'signedIn', Screen: lazyScreen(() => import('./CancelContractScreen'), ['my', 'sizeGuide', 'forms', 'errors']) },
  { path: '/my/contracts/:id/eviction', access: 'signedIn', Screen: lazyScreen(() => import('./EvictionScreen'), ['my', 'sizeGuide', 'forms', 'errors']) },
  { path: paths.myBoxes, access: 'signedIn', Screen: lazyScreen(() => import('./MyBoxesScreen'), ['my', 'locks', 'sizeGuide', 'forms', 'errors']) },
  { path: paths.myRents, access: 'signedIn', Screen: lazyScreen(() => import('./RentsScreen'), ['my', 'sizeGuide', 'forms', 'errors']) },
  { path: '/my/rents/:id/payment', access: 'signedIn', Screen: lazyScreen(() => import('./RentPaymentScreen'), ['my', 'order', 'forms', 'errors']) },
];
