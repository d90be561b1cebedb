import { paths } from '../../shared/routing/paths';
import { lazyScreen, type RouteDef } from '../../shared/routing/routeDef';

/** Sign-in, registration and password reset are for visitors; the profile pages need a session. */
export const accountRoutes: RouteDef[] = [
  { path: paths.login, access: 'anonymous', Screen: lazyScreen(() => import('./auth/LoginScreen')) },
  { path: paths.registration, access: 'anonymous', Screen: lazyScreen(() => import('./auth/RegistrationScreen')) },
  { path: paths.resetRequest, access: 'anonymous', Screen: lazyScreen(() => import('./auth/ResetRequestScreen')) },
  { path: paths.resetChange, access: 'anonymous', Screen: lazyScreen(() => import('./auth/ResetChangeScreen')) },
  { path: paths.myProfile, access: 'signedIn', Screen: lazyScreen(() => import('./profile/ProfileScreen')) },
  { path: paths.myProfileDelete, access: 'signedIn', Screen: lazyScreen(() => import('./profile/ProfileDeleteScreen')) },
  { path: paths.myPasswordChange, access: 'signedIn', Screen: lazyScreen(() => import('./profile/ChangePasswordScreen')) },
];
