import { paths } from '../../shared/routing/paths';
import { lazyScreen, type RouteDef } from '../../shared/routing/routeDef';

/** Sign-in, registration and password reset are for visitors; the profile pages need a session. */
export const accountRoutes: RouteDef[] = [
  { path: paths.login, access: 'anonymous', Screen: lazyScreen(() => import('./auth/LoginScreen'), ['auth', 'forms', 'errors']) },
  { path: paths.registration, access: 'anonymous', Screen: lazyScreen(() => import('./auth/RegistrationScreen'), ['auth', 'forms', 'errors']) },
  { path: paths.resetRequest, access: 'anonymous', Screen: lazyScreen(() => import('./auth/ResetRequestScreen'), ['auth', 'forms', 'errors']) },
  { path: paths.resetChange, access: 'anonymous', Screen: lazyScreen(() => import('./auth/ResetChangeScreen'), ['auth', 'forms', 'errors']) },
  { path: paths.myProfile, access: 'signedIn', Screen: lazyScreen(() => import('./profile/ProfileScreen'), ['profile', 'auth', 'forms', 'errors']) },
  { path: paths.myProfileDelete, access: 'signedIn', Screen: lazyScreen(() => import('./profile/ProfileDeleteScreen'), ['profile', 'forms', 'errors']) },
  { path: paths.myPasswordChange, access: 'signedIn', Screen: lazyScreen(() => import('./profile/ChangePasswordScreen'), ['profile', 'auth', 'forms', 'errors']) },
];
