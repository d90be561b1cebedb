import type { contract } from '@contract/index';
import type { AppContext } from '../config/context';
import type { ApiRoutes } from '../http/registerApi';
import { clientOf } from '../identity/bearer';
import { lockAccessPin } from './lockPin';
import {
  cancellationWasRequested,
  confirmEviction,
  firstPossibleCancellationDays,
  requestCancellation,
} from './termination';

/**
 * Operations on one contract: lock PIN, termination and eviction. Every call finds the contract by
 * id for the signed-in user only (see access.ts): another user's contract answers 404 like an unknown id.
 */
export const rentalContractRoutes = (ctx: AppContext): ApiRoutes<typeof contract.rentalContract> => ({
  lockAccessPin: async ({ params, request }) => ({
    status: 200,
    body: { value: await lockAccessPin(ctx.db, clientOf(request).userId, params.id) },
  }),
  firstPossibleCancellationDate: async ({ params, request }) => ({
    status: 200,
    body: await firstPossibleCancellationDays(ctx, clientOf(request).userId, params.id),
  }),
  cancellationWasRequested: async ({ params, request }) => ({
    status: 200,
    body: { value: await cancellationWasRequested(ctx, clientOf(request).userId, params.id) },
  }),
  requestCancellation: async ({ params, body, request }) => {
    await requestCancellation(ctx, clientOf(request).userId, params.id, body);
    return { status: 200, body: { value: true } };
  },
  evict: async ({ params, request }) => {
    await confirmEviction(ctx, clientOf(request).userId, params.id);
    return { status: 200, body: { value: true } };
  },
});
