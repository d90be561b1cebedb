import { paths } from '@shared/routing/paths';
import { lazyScreen, type RouteDef } from '@shared/routing/routeDef';

/** Sign-in, registration and password reset are for visitors; the profile pages need a session. */
export const accountRoutes: RouteDef[] = [
  {
    path: paths.login,
    access: 'anonymous',
    Screen: lazyScreen(() => import('./auth/LoginScreen'), ['auth', 'authFields', 'forms', 'errors']),
  },
  {
    path: paths.registration,
    access: 'anonymous',
    Screen: lazyScreen(() => import('./auth/RegistrationScreen'), ['auth', 'authFields', 'forms', 'errors']),
  },
  {
    path: paths.resetRequest,
    access: 'anonymous',
    Screen: lazyScreen(() => import('./auth/ResetRequestScreen'), ['auth', 'authFields', 'forms', 'errors']),
  },
  {
    path: paths.resetChange,
    access: 'anonymous',
    Screen: lazyScreen(() => import('./auth/ResetChangeScreen'), ['auth', 'authFields', 'forms', 'errors']),
  },
  {
    path: paths.myProfile,
    access: 'signedIn',
    Screen: lazyScreen(() => import('./profile/ProfileScreen'), ['profile', 'authFields', 'forms', 'errors']),
  },
  {
    path: paths.myProfileDelete,
    access: 'signedIn',
    Screen: lazyScreen(() => import('./profile/ProfileDeleteScreen'), ['profile', 'forms', 'errors']),
  },
  {
    path: paths.myPasswordChange,
    access: 'signedIn',
    Screen: lazyScreen(
      () => import('./profile/ChangePasswordScreen'),
      ['profile', 'auth', 'authFields', 'forms', 'errors'],
    ),
  },
];
