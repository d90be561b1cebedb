import type { contract } from '@contract/index';
import type { ApiRoutes } from '../../http/registerApi';
import { languageOfRequest } from '../../http/language';
import { clientOf } from '../../identity/bearer';
import type { LockAccessContext } from '../access/attempt';
import { generateUnlockToken } from './generate';
import { linkValidity, unlockWithLink } from './holderCalls';
import { myGrants, revokeGrant } from './myGrants';

/**
 * Unlock tokens: granters (signed in) generate, list and revoke them; holders (no account) check a
 * link and open its doors with the e-mail and token from the link. The paths carry the token, so the
 * request log shows them redacted (http/redactUrl.ts).
 */
export const unlockTokenRoutes = (ctx: LockAccessContext): ApiRoutes<typeof contract.unlockToken> => ({
  validity: async ({ query, request }) => ({
    status: 200,
    body: await linkValidity(ctx, { ...query, clientAddress: request.ip }, languageOfRequest(request)),
  }),
  unlockWarehouse: async ({ params, body, request }) => ({
    status: 200,
    body: await unlockWithLink(
      ctx,
      { email: params.email, token: params.token, clientAddress: request.ip },
      { kind: 'entrance', warehouseId: params.id },
      body,
    ),
  }),
  unlockWarehouseBackup: async ({ params, body, request }) => ({
    status: 200,
    body: await unlockWithLink(
      ctx,
      { email: params.email, token: params.token, clientAddress: request.ip },
      { kind: 'backup', warehouseId: params.id },
      body,
    ),
  }),
  unlockBox: async ({ params, body, request }) => ({
    status: 200,
    body: await unlockWithLink(
      ctx,
      { email: params.email, token: params.token, clientAddress: request.ip },
      { kind: 'box', boxId: params.id },
      body,
    ),
  }),
  myTokens: async ({ request }) => ({ status: 200, body: await myGrants(ctx, clientOf(request).userId) }),
  generate: async ({ body, request }) => ({
    status: 201,
    body: await generateUnlockToken(ctx, clientOf(request).userId, body),
  }),
  revoke: async ({ params, request }) => ({
    status: 200,
    body: await revokeGrant(ctx, clientOf(request).userId, params.id),
  }),
});
