import { initContract } from '@ts-rest/core';
import { adminContract } from './admin';
import { authContract } from './auth';
import { chatContract } from './chat';
import { franchisingContract } from './franchising';
import { lockContract } from './lock';
import { metaContract } from './meta';
import { myContract } from './my';
import { orderContract } from './order';
import { placesContract } from './places';
import { rentalContractContract } from './rental';
import { unlockTokenContract } from './unlockToken';
import { warehouseContract } from './warehouse';

const c = initContract();

/**
 * The single description of every call of the customers' API; `contract` below adds the operator
 * console's. The SPA client, the server and the tests all use it. Grouped by capability; each group lives in its own file. Routes that need the
 * bearer token carry `metadata: { auth: 'bearer' }` (see routeMeta.ts).
 *
 * Documented additions to the 58 calls of the original API (contract.test.ts lists them, so none is silent):
 * - `POST /api/user/verify-email`: confirms the e-mail address from the registration link.
 * - `POST /api/client/order/:orderId/retry-payment`: the status page's "retry payment" starts a new
 *   card payment for the same order while its box is still held.
 * - `GET /api/client/places`: the search field of /boxes finds towns of the five countries (a bundled
 *   gazetteer) and warehouses by name or street, so a place can be searched without a maps key.
 * - `POST /auth/logout`: ends the session server-side, so a copied token stops working after logout.
 * - `GET /api/client/my/rents/:id/payment-status`: where the card payment of a rent stands, for the
 *   page the card gateway returns to after "Pay" in My rents.
 */
export const customerContract = c.router({
  meta: metaContract,
  warehouse: warehouseContract,
  places: placesContract,
  chat: chatContract,
  auth: authContract,
  order: orderContract,
  my: myContract,
  rentalContract: rentalContractContract,
  franchising: franchisingContract,
  lock: lockContract,
  unlockToken: unlockTokenContract,
});

/**
 * The whole API: the customers' calls and the operator console's (`admin`, see contract/admin). The
 * server, the OpenAPI document and the tests read this one; the customer pages' clients read
 * `customerContract`, so no byte of the console's calls reaches a customer page.
 */
export const contract = c.router({ ...customerContract, admin: adminContract });

export type Contract = typeof contract;

export * from './errors';
export * from './countries';
export * from './primitives';
export * from './enums';
export * from './routeMeta';
export * from './meta';
export * from './warehouse';
export * from './places';
export * from './entities';
export * from './invoicing';
export * from './chat';
export * from './auth';
export * from './order';
export * from './profile';
export * from './my';
export * from './rental';
export * from './franchising';
export * from './lock';
export * from './unlockToken';
export * from './admin';
