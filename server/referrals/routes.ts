import type { contract } from '@contract/index';
import type { AppContext } from '../config/context';
import type { ApiHandlers } from '../http/registerApi';
import { clientOf } from '../identity/bearer';
import { referralInfo } from './info';

type ReferralRoutes = ApiHandlers<typeof contract.my, 'referralInfo'>;

/** The referral call of /api/client/my. */
export const referralRoutes = (ctx: AppContext): ReferralRoutes => ({
  referralInfo: async ({ request }) => ({ status: 200, body: await referralInfo(ctx, clientOf(request).userId) }),
});
