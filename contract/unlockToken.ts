import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { WarehouseSummary } from './entities';
import { withErrors } from './errors';
import { Email, Id, IdParam, IsoDateTime } from './primitives';
import { Unlocked, UnlockLocation, unlockErrorStatuses } from './lock';
import { bearer } from './routeMeta';

const c = initContract();

/**
 * Unlock tokens (service access): a contract owner generates a time-limited token for an e-mail;
 * the holder opens the warehouse entrance and the box without an account, from the e-mailed link
 * (/service-access?email=…&token=…). Our design: the spec shows only the paths and email/token.
 */
export const UnlockTokenValue = z.string().trim().min(16).max(200);
export const UnlockTokenState = z.enum(['NOT_YET_VALID', 'VALID', 'EXPIRED']);

export const UnlockTokenQuery = z.object({ email: Email, token: UnlockTokenValue });

/** What a token opens and when; given even when not valid yet or expired, so the page can say so. */
export const UnlockTokenValidity = z.object({
  email: Email,
  validFrom: IsoDateTime,
  validTo: IsoDateTime,
  state: UnlockTokenState,
  warehouses: z.array(WarehouseSummary),
  boxes: z.array(z.object({ id: Id, name: z.string(), warehouseId: Id })),
});
export type UnlockTokenValidity = z.infer<typeof UnlockTokenValidity>;

/** `:id` is the warehouse id (warehouse-unlock) or box id (box-unlock) the token opens. */
export const UnlockTokenPathParams = IdParam.extend({ email: Email, token: UnlockTokenValue });

export const GenerateUnlockTokenRequest = z
  .object({
    contractId: Id,
    email: Email,
    validFrom: IsoDateTime,
    validTo: IsoDateTime,
  })
  .refine((v) => Date.parse(v.validTo) > Date.parse(v.validFrom), {
    message: 'revalid/rule/basic/regex',
    path: ['validTo'],
  });

/** A token as its generator sees it. */
export const UnlockTokenInfo = z.object({
  id: Id,
  contractId: Id,
  boxName: z.string(),
  warehouseName: z.string(),
  email: Email,
  token: z.string(),
  /** The service-access link e-mailed to the holder. */
  link: z.string().url(),
  validFrom: IsoDateTime,
  validTo: IsoDateTime,
  state: UnlockTokenState,
  createdAt: IsoDateTime,
});
export type UnlockTokenInfo = z.infer<typeof UnlockTokenInfo>;

/**
 * Token unlock errors: 404 `service-access/invalid-link` for an unknown email/token pair or an id
 * the token does not open; 403 `service-access/token-expired` / `service-access/token-not-yet-valid`;
 * 400 lock-v2 errors as for signed-in unlocks; 429.
 */
export const unlockTokenContract = c.router(
  {
    validity: {
      method: 'GET',
      path: '/auth/unlock-token',
      query: UnlockTokenQuery,
      responses: withErrors({ 200: UnlockTokenValidity }, 404, 429),
      summary: 'Check an e-mailed unlock token: validity window, state and what it opens',
    },
    unlockWarehouse: {
      method: 'POST',
      path: '/auth/unlock-token/warehouse-unlock/:id/:email/:token',
      pathParams: UnlockTokenPathParams,
      body: UnlockLocation,
      responses: withErrors({ 200: Unlocked }, ...unlockErrorStatuses),
      summary: 'Open a warehouse entrance with an unlock token, without login',
    },
    unlockBox: {
      method: 'POST',
      path: '/auth/unlock-token/box-unlock/:id/:email/:token',
      pathParams: UnlockTokenPathParams,
      body: UnlockLocation,
      responses: withErrors({ 200: Unlocked }, ...unlockErrorStatuses),
      summary: 'Open a box with an unlock token, without login',
    },
    myTokens: {
      method: 'GET',
      path: '/api/common/unlock-token',
      responses: withErrors({ 200: z.array(UnlockTokenInfo) }, 401),
      summary: 'Unlock tokens I generated, newest first',
      metadata: bearer,
    },
    generate: {
      method: 'POST',
      path: '/api/common/unlock-token/generate-unlock-token',
      body: GenerateUnlockTokenRequest,
      // 403 on a contract only shared with me; 409 when the contract is not ACTIVE/TERMINATING.
      responses: withErrors({ 201: UnlockTokenInfo }, 401, 403, 404, 409, 429),
      summary: 'Generate a time-limited unlock token for my contract and e-mail it to a person',
      metadata: bearer,
    },
  },
  { strictStatusCodes: true },
);
