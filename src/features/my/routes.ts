import { paths } from '../../shared/routing/paths';
import { lazyScreen, type RouteDef } from '../../shared/routing/routeDef';

/** The customer area: every page needs a session. */
export const myRoutes: RouteDef[] = [
  { path: paths.myContracts, access: 'signedIn', Screen: lazyScreen(() => import('./ContractsScreen')) },
  { path: '/my/contracts/:id', access: 'signedIn', Screen: lazyScreen(() => import('./ContractDetailScreen')) },
  { path: '/my/contracts/:id/cancel', access: 'signedIn', Screen: lazyScreen(() => import('./CancelContractScreen')) },
  { path: '/my/contracts/:id/eviction', access: 'signedIn', Screen: lazyScreen(() => import('./EvictionScreen')) },
  { path: paths.myBoxes, access: 'signedIn', Screen: lazyScreen(() => import('./MyBoxesScreen')) },
  { path: paths.myRents, access: 'signedIn', Screen: lazyScreen(() => import('./RentsScreen')) },
  { path: '/my/rents/:id/payment', access: 'signedIn', Screen: lazyScreen(() => import('./RentPaymentScreen')) },
];
