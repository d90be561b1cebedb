import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { WarehouseSummary } from './entities';
import { withErrors } from './errors';
import { Email, Id, IdParam, IsoDateTime, Language } from './primitives';
import { Unlocked, UnlockLocation, unlockErrorStatuses } from './lock';
import { bearer } from './routeMeta';
import { UNLOCK_TOKEN_LENGTH } from './unlockTokenValues';

const c = initContract();

/**
 * Unlock tokens (service access): a contract owner generates a time-limited token for an e-mail;
 * the holder opens the warehouse entrance and the box without an account, from the e-mailed link
 * (/service-access?email=…&token=…). Our design: the spec shows only the paths and email/token.
 */
export const UnlockTokenValue = z.string().trim().min(UNLOCK_TOKEN_LENGTH.min).max(UNLOCK_TOKEN_LENGTH.max);
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

/**
 * A grant: a customer names their contract (the token opens its box and its warehouse's entrances);
 * an operator (owner or admin user) names a warehouse (its entrances only). Exactly one of the two.
 * The window may start now or later and lasts at most UNLOCK_TOKEN_MAX_DAYS; the e-mail to the
 * holder is written in `language` (the granter's choice, else the granter's own language).
 */
export const GenerateUnlockTokenRequest = z
  .object({
    contractId: Id.optional(),
    warehouseId: Id.optional(),
    email: Email,
    validFrom: IsoDateTime,
    validTo: IsoDateTime,
    language: Language.optional(),
  })
  .refine((v) => (v.contractId === undefined) !== (v.warehouseId === undefined), {
    message: 'revalid/rule/basic/not-null',
    path: ['contractId'],
  })
  .refine((v) => Date.parse(v.validTo) > Date.parse(v.validFrom), {
    message: 'unlock-token/window-invalid',
    path: ['validTo'],
  });
export type GenerateUnlockTokenRequest = z.infer<typeof GenerateUnlockTokenRequest>;

/**
 * A grant as its granter sees it. The token itself and its link exist only in the answer that
 * created it (and the holder's e-mail): the server keeps a hash, so the list shows them as null.
 */
export const UnlockTokenInfo = z.object({
  id: Id,
  contractId: Id.nullable(),
  warehouseId: Id,
  boxName: z.string().nullable(),
  warehouseName: z.string(),
  email: Email,
  token: z.string().nullable(),
  /** The service-access link e-mailed to the holder. */
  link: z.string().url().nullable(),
  validFrom: IsoDateTime,
  validTo: IsoDateTime,
  state: UnlockTokenState,
  revokedAt: IsoDateTime.nullable(),
  createdAt: IsoDateTime,
});
export type UnlockTokenInfo = z.infer<typeof UnlockTokenInfo>;

/**
 * Token unlock errors: 404 `service-access/invalid-link` for an unknown or revoked email/token pair
 * or an id the token does not open; 403 `service-access/token-expired` / `service-access/token-not-yet-valid`;
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
    unlockWarehouseBackup: {
      method: 'POST',
      path: '/auth/unlock-token/warehouse-unlock-backup/:id/:email/:token',
      pathParams: UnlockTokenPathParams,
      body: UnlockLocation,
      responses: withErrors({ 200: Unlocked }, ...unlockErrorStatuses),
      // At a barrier-free warehouse the backup entrance is the step-free door movers with trolleys need.
      summary: 'Open a warehouse backup entrance with an unlock token, without login',
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
      // 403 on a contract only shared with me, or a warehouse grant by a client user; 409 when the
      // contract is not ACTIVE/TERMINATING; 429 too many grants (each sends an e-mail).
      responses: withErrors({ 201: UnlockTokenInfo }, 401, 403, 404, 409, 429),
      summary:
        'Generate a time-limited unlock token for my contract (or, as an operator, a warehouse) and e-mail it to a person',
      metadata: bearer,
    },
    revoke: {
      method: 'DELETE',
      path: '/api/common/unlock-token/:id',
      pathParams: IdParam,
      body: c.noBody(),
      // 404 for a grant that is not mine, like an unknown id; revoking twice answers the grant again.
      responses: withErrors({ 200: UnlockTokenInfo }, 401, 404),
      summary: 'Revoke an unlock token I generated: it opens nothing from now on',
      metadata: bearer,
    },
  },
  { strictStatusCodes: true },
);
