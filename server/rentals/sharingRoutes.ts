import type { contract } from '@contract/index';
import type { AppContext } from '../config/context';
import { languageOfRequest } from '../http/language';
import type { ApiHandlers } from '../http/registerApi';
import { clientOf } from '../identity/bearer';
import { shareBox, sharedBoxesOf, unshareBox } from './sharing';

type SharingRoutes = ApiHandlers<typeof contract.my, 'addBoxSharing' | 'removeBoxSharing' | 'sharedBoxes'>;

/** Box sharing in /api/client/my: each call answers the caller's shares, given and received. */
export const boxSharingRoutes = (ctx: AppContext): SharingRoutes => ({
  addBoxSharing: async ({ body, request }) => ({
    status: 200,
    body: await shareBox(ctx, clientOf(request).userId, body, languageOfRequest(request)),
  }),
  removeBoxSharing: async ({ body, request }) => ({
    status: 200,
    body: await unshareBox(ctx, clientOf(request).userId, body, languageOfRequest(request)),
  }),
  sharedBoxes: async ({ request }) => ({
    status: 200,
    body: await sharedBoxesOf(ctx.db, clientOf(request).userId, languageOfRequest(request)),
  }),
});
