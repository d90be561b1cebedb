import { paths } from '@shared/routing/paths';
import { lazyScreen, type RouteDef } from '@shared/routing/routeDef';

/** A page of one contract or rent: its path with the router's parameter in place of the id. */
const byId = ':id';

/** The customer area: every page needs a session. */
export const myRoutes: RouteDef[] = [
  {
    path: paths.myContracts,
    access: 'signedIn',
    Screen: lazyScreen(() => import('./contracts/ContractsScreen'), ['my', 'myBoxes', 'errors']),
  },
  {
    path: paths.myContract(byId),
    access: 'signedIn',
    Screen: lazyScreen(() => import('./contracts/ContractDetailScreen'), ['my', 'myBoxes', 'forms', 'errors']),
  },
  {
    path: paths.myContractCancel(byId),
    access: 'signedIn',
    Screen: lazyScreen(() => import('./notice/CancelContractScreen'), ['my', 'forms', 'errors']),
  },
  {
    path: paths.myContractEviction(byId),
    access: 'signedIn',
    Screen: lazyScreen(() => import('./notice/EvictionScreen'), ['my', 'forms', 'errors']),
  },
  {
    path: paths.myBoxes,
    access: 'signedIn',
    Screen: lazyScreen(() => import('./boxes/MyBoxesScreen'), ['myBoxes', 'locks', 'errors']),
  },
  {
    path: paths.myRents,
    access: 'signedIn',
    Screen: lazyScreen(() => import('./rents/RentsScreen'), ['my', 'errors']),
  },
  {
    path: paths.myRentPayment(byId),
    access: 'signedIn',
    Screen: lazyScreen(() => import('./rents/RentPaymentScreen'), ['my', 'payment', 'forms', 'errors']),
  },
];
