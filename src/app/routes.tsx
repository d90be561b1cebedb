import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { importWithReload } from './chunkReload';
import { paths } from './paths';

/** Who may see a route: anyone, only a signed-in client (`/my/*`), or only a visitor (login pages). */
export type Access = 'public' | 'signedIn' | 'anonymous';

export type ScreenProps = { params: Record<string, string | undefined> };

export interface RouteDef {
  path: string;
  access: Access;
  Screen: LazyExoticComponent<ComponentType<ScreenProps>>;
}

// One chunk per screen (React.lazy), so the landing downloads only its own code.
const screen = (load: () => Promise<{ default: ComponentType<ScreenProps> }>) => lazy(importWithReload(load));

export const NotFoundScreen = screen(() => import('../screens/notFound/NotFoundScreen'));

/** The route table of spec section 2, in match order. */
export const routes: RouteDef[] = [
  { path: paths.landing, access: 'public', Screen: screen(() => import('../screens/landing/LandingScreen')) },
  { path: paths.webview, access: 'public', Screen: screen(() => import('../screens/landing/WebviewLandingScreen')) },
  { path: paths.login, access: 'anonymous', Screen: screen(() => import('../screens/auth/LoginScreen')) },
  { path: paths.registration, access: 'anonymous', Screen: screen(() => import('../screens/auth/RegistrationScreen')) },
  { path: paths.resetRequest, access: 'anonymous', Screen: screen(() => import('../screens/auth/ResetRequestScreen')) },
  { path: paths.resetChange, access: 'anonymous', Screen: screen(() => import('../screens/auth/ResetChangeScreen')) },
  { path: '/reset-password/*', access: 'anonymous', Screen: NotFoundScreen },
  { path: '/location/:id', access: 'public', Screen: screen(() => import('../screens/warehouses/LocationScreen')) },
  { path: paths.boxes, access: 'public', Screen: screen(() => import('../screens/warehouses/BoxesScreen')) },
  { path: paths.orderFirst, access: 'public', Screen: screen(() => import('../screens/order/OrderFirstScreen')) },
  { path: paths.orderDetails, access: 'public', Screen: screen(() => import('../screens/order/OrderDetailsScreen')) },
  { path: paths.orderSummary, access: 'public', Screen: screen(() => import('../screens/order/OrderSummaryScreen')) },
  { path: paths.orderStatus, access: 'public', Screen: screen(() => import('../screens/order/OrderStatusScreen')) },
  { path: paths.help, access: 'public', Screen: screen(() => import('../screens/info/HelpScreen')) },
  { path: paths.gdpr, access: 'public', Screen: screen(() => import('../screens/info/GdprScreen')) },
  { path: paths.storePolicy, access: 'public', Screen: screen(() => import('../screens/info/StorePolicyScreen')) },
  { path: paths.franchising, access: 'public', Screen: screen(() => import('../screens/franchising/FranchisingScreen')) },
  { path: paths.myContracts, access: 'signedIn', Screen: screen(() => import('../screens/my/ContractsScreen')) },
  { path: '/my/contracts/:id', access: 'signedIn', Screen: screen(() => import('../screens/my/ContractDetailScreen')) },
  { path: '/my/contracts/:id/cancel', access: 'signedIn', Screen: screen(() => import('../screens/my/CancelContractScreen')) },
  { path: '/my/contracts/:id/eviction', access: 'signedIn', Screen: screen(() => import('../screens/my/EvictionScreen')) },
  { path: paths.myProfile, access: 'signedIn', Screen: screen(() => import('../screens/my/ProfileScreen')) },
  { path: paths.myProfileDelete, access: 'signedIn', Screen: screen(() => import('../screens/my/ProfileDeleteScreen')) },
  { path: paths.myPasswordChange, access: 'signedIn', Screen: screen(() => import('../screens/my/ChangePasswordScreen')) },
  { path: paths.myBoxes, access: 'signedIn', Screen: screen(() => import('../screens/my/MyBoxesScreen')) },
  { path: paths.myRents, access: 'signedIn', Screen: screen(() => import('../screens/my/RentsScreen')) },
  // Unknown paths under /my/ still need a session first, then they are not found.
  { path: '/my/*', access: 'signedIn', Screen: NotFoundScreen },
  { path: paths.serviceAccess, access: 'public', Screen: screen(() => import('../screens/serviceAccess/ServiceAccessScreen')) },
];
