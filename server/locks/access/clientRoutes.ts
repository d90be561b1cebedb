import type { contract } from '@contract/index';
import type { LockKind } from '@contract/lock';
import type { ApiRoutes } from '../../http/registerApi';
import { clientOf } from '../../identity/bearer';
import type { FastifyRequest } from 'fastify';
import { accessLogOfBox } from './accessLog';
import { attemptUnlock, type LockAccessContext } from './attempt';
import { clientUnlockTarget } from './clientTargets';

/**
 * The signed-in unlock calls: `:id` is the box id (box door) or the warehouse id (entrances). The
 * caller's right comes from a running contract they own or share (clientTargets.ts); every other rule is
 * attemptUnlock's, shared with the unlock-token calls.
 */
export const lockRoutes = (ctx: LockAccessContext): ApiRoutes<typeof contract.lock> => {
  const unlock = async (
    kind: LockKind,
    id: number,
    location: { lat: number; lng: number; accuracy: number },
    request: FastifyRequest,
  ) => {
    const { userId } = clientOf(request);
    const { target, contractId } = await clientUnlockTarget(ctx.db, userId, kind, id);
    return {
      status: 200 as const,
      body: await attemptUnlock(ctx, { actor: { via: 'ACCOUNT', userId }, target, contractId, location }),
    };
  };
  return {
    unlockBox: ({ params, body, request }) => unlock('BOX', params.id, body, request),
    unlockWarehouse: ({ params, body, request }) => unlock('ENTRANCE', params.id, body, request),
    unlockWarehouseBackup: ({ params, body, request }) => unlock('BACKUP_ENTRANCE', params.id, body, request),
    accessLog: async ({ params, request }) => ({
      status: 200,
      body: await accessLogOfBox(ctx.db, clientOf(request).userId, params.id),
    }),
  };
};
