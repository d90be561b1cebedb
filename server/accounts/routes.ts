import { eq } from 'drizzle-orm';
import { initServer } from '@ts-rest/fastify';
import { contract } from '../../contract';
import type { AppContext } from '../config/context';
import { appUser } from '../db/schema';
import { clientOf } from '../identity/bearer';
import { changePassword } from './changePassword';
import { currentUser, loadProfile, updateProfile } from './profile';
import { registerClient, verifyEmail } from './register';
import { removeAccount } from './removeAccount';

const s = initServer();
type AuthImpl = Parameters<typeof s.router<typeof contract.auth>>[1];
type MyImpl = Parameters<typeof s.router<typeof contract.my>>[1];

/** Registration, e-mail confirmation and the current user (auth group of the contract). */
export const accountAuthRoutes = (ctx: AppContext): Partial<AuthImpl> => ({
  register: async ({ body, request }) => ({ status: 201, body: await registerClient(ctx, body, request.ip) }),
  verifyEmail: async ({ body, request }) => ({ status: 200, body: await verifyEmail(ctx.db, body.token, request.ip) }),
  currentUser: async ({ request }) => ({ status: 200, body: await currentUser(ctx.db, clientOf(request).userId) }),
});

/** The account part of /api/client/my: profile, password, language, cancellation. */
export const myAccountRoutes = (ctx: AppContext): Partial<MyImpl> => ({
  profile: async ({ request }) => ({ status: 200, body: await loadProfile(ctx, clientOf(request).userId) }),
  updateProfile: async ({ body, request }) => ({ status: 200, body: await updateProfile(ctx, clientOf(request).userId, body) }),
  changePassword: async ({ body, request }) => ({ status: 200, body: await changePassword(ctx, clientOf(request), body) }),
  setLocale: async ({ body, request }) => {
    await ctx.db.update(appUser).set({ language: body.userLanguage }).where(eq(appUser.id, clientOf(request).userId));
    return { status: 200, body: { userLanguage: body.userLanguage } };
  },
  removeAccount: async ({ request }) => ({ status: 200, body: await removeAccount(ctx, clientOf(request).userId) }),
});
