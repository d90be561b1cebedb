import { eq } from 'drizzle-orm';
import type { contract } from '@contract/index';
import type { AppContext } from '../config/context';
import { appUser } from '../db/schema';
import type { ApiHandlers } from '../http/registerApi';
import { clientOf } from '../identity/bearer';
import { changePassword } from './changePassword';
import { currentUser, loadProfile, updateProfile } from './profile';
import { registerClient, verifyEmail } from './register';
import { removeAccount } from './removeAccount';

type AccountAuthRoutes = ApiHandlers<typeof contract.auth, 'register' | 'verifyEmail' | 'currentUser'>;
type MyAccountRoutes = ApiHandlers<
  typeof contract.my,
  'profile' | 'updateProfile' | 'changePassword' | 'setLocale' | 'removeAccount'
>;

/** Registration, e-mail confirmation and the current user (auth group of the contract). */
export const accountAuthRoutes = (ctx: AppContext): AccountAuthRoutes => ({
  register: async ({ body, request }) => ({ status: 201, body: await registerClient(ctx, body, request.ip) }),
  verifyEmail: async ({ body, request }) => ({ status: 200, body: await verifyEmail(ctx.db, body.token, request.ip) }),
  currentUser: async ({ request }) => ({ status: 200, body: await currentUser(ctx.db, clientOf(request).userId) }),
});

/** The account part of /api/client/my: profile, password, language, cancellation. */
export const myAccountRoutes = (ctx: AppContext): MyAccountRoutes => ({
  profile: async ({ request }) => ({ status: 200, body: await loadProfile(ctx, clientOf(request).userId) }),
  updateProfile: async ({ body, request }) => ({
    status: 200,
    body: await updateProfile(ctx, clientOf(request).userId, body),
  }),
  changePassword: async ({ body, request }) => ({
    status: 200,
    body: await changePassword(ctx, clientOf(request), body),
  }),
  setLocale: async ({ body, request }) => {
    await ctx.db
      .update(appUser)
      .set({ language: body.userLanguage })
      .where(eq(appUser.id, clientOf(request).userId));
    return { status: 200, body: { userLanguage: body.userLanguage } };
  },
  removeAccount: async ({ request }) => ({ status: 200, body: await removeAccount(ctx, clientOf(request).userId) }),
});
