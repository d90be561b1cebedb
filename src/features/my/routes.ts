import { paths } from '@shared/routing/paths';
import { lazyScreen, type RouteDef } from '@shared/routing/routeDef';

/** The customer area: every page needs a session. */
export const myRoutes: RouteDef[] = [
  {
    path: paths.myContracts,
    access: 'signedIn',
    Screen: lazyScreen(() => import('./ContractsScreen'), ['my', 'myBoxes', 'errors']),
  },
  {
    path: '/my/contracts/:id',
    access: 'signedIn',
    Screen: lazyScreen(() => import('./ContractDetailScreen'), ['my', 'myBoxes', 'forms', 'errors']),
  },
  {
    path: '/my/contracts/:id/cancel',
    access: 'signedIn',
    Screen: lazyScreen(() => import('./CancelContractScreen'), ['my', 'forms', 'errors']),
  },
  {
    path: '/my/contracts/:id/eviction',
    access: 'signedIn',
    Screen: lazyScreen(() => import('./EvictionScreen'), ['my', 'forms', 'errors']),
  },
  {
    path: paths.myBoxes,
    access: 'signedIn',
    Screen: lazyScreen(() => import('./MyBoxesScreen'), ['myBoxes', 'locks', 'errors']),
  },
  { path: paths.myRents, access: 'signedIn', Screen: lazyScreen(() => import('./RentsScreen'), ['my', 'errors']) },
  {
    path: '/my/rents/:id/payment',
    access: 'signedIn',
    Screen: lazyScreen(() => import('./RentPaymentScreen'), ['my', 'payment', 'forms', 'errors']),
  },
];
