import type { contract } from '@contract/index';
import type { AppContext } from '../config/context';
import type { ApiHandlers } from '../http/registerApi';
import { clientOf } from '../identity/bearer';
import { revokeDeviceToken } from '../identity/deviceTokens';
import { endSession } from '../identity/sessions';
import { deviceLogin, login } from './login';
import { requestPasswordReset, resetPasswordWithToken } from './passwordReset';

type SignInRoutes = ApiHandlers<
  typeof contract.auth,
  'login' | 'deviceLogin' | 'logout' | 'revokeDeviceToken' | 'requestPasswordReset' | 'changePasswordWithToken'
>;

/** Sign-in calls of the auth group; registration and the current user live in accounts/routes.ts. */
export const authRoutes = (ctx: AppContext): SignInRoutes => ({
  login: async ({ body, request }) => ({ status: 200, body: await login(ctx, body, request.ip) }),
  deviceLogin: async ({ body, request }) => ({ status: 200, body: await deviceLogin(ctx, body, request.ip) }),
  logout: async ({ request }) => {
    await endSession(ctx.db, clientOf(request).sessionId);
    return { status: 200, body: { value: true as const } };
  },
  revokeDeviceToken: async ({ body }) => ({
    status: 200,
    body: { value: await revokeDeviceToken(ctx.db, body.deviceId, body.deviceToken) },
  }),
  requestPasswordReset: async ({ body, request }) => ({
    status: 202,
    body: await requestPasswordReset(ctx, body.email, request.ip),
  }),
  changePasswordWithToken: async ({ body, request }) => ({
    status: 200,
    body: await resetPasswordWithToken(ctx, body, request.ip),
  }),
});
