import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { contract, customerContract } from './index';

/** Every route of the contract with its dotted key, found by walking nested routers. */
function walk(router: AppRouter, prefix = ''): { key: string; route: AppRoute }[] {
  return Object.entries(router).flatMap(([k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return isAppRoute(v) ? [{ key, route: v }] : walk(v as AppRouter, key);
  });
}

/** The 58 calls of the original API, in ts-rest `:param` form. */
const specCalls = [
  'GET /_info',
  'GET /api/info',
  'POST /api/ops/error',
  'POST /ask',
  'POST /auth/custom/login',
  'POST /auth/custom/device-login',
  'POST /auth/custom/revoke-device-token',
  'POST /api/user/register',
  'POST /auth/password/request-reset',
  'POST /auth/password/change',
  'GET /api/client/client-user/current',
  'GET /api/client/warehouse',
  'GET /api/client/warehouse/around',
  'GET /api/client/warehouse/:id',
  'GET /api/client/warehouse/:id/boxes',
  'GET /api/client/warehouse/:id/podorys',
  'GET /api/client/warehouse/:id/recommended',
  'PUT /api/client/warehouse/:id/subscribe/new-free-box',
  'GET /api/client/order/offer/:boxId',
  'PUT /api/client/order/offer/summary',
  'PUT /api/client/order/offer/verify-autoregistration-invoicing-details',
  'POST /api/client/order/place/with-login',
  'POST /api/client/order/place/without-login',
  'GET /api/client/order/status',
  'GET /api/client/my/contracts',
  'GET /api/client/my/contracts/:id',
  'GET /api/client/my/contracts/:id/rents',
  'GET /api/client/my/contract/firstAt',
  'GET /api/client/my/profile',
  'PUT /api/client/my/profile',
  'GET /api/client/my/rents',
  'GET /api/client/my/invoice-download/:id',
  'GET /api/client/my/legal-agreement-download/:id',
  'POST /api/client/manual-payment/:id',
  'POST /api/client/my/change-password',
  'GET /api/client/my/referral-info',
  'POST /api/client/my/set-locale',
  'POST /api/client/my/remove-account',
  'POST /api/client/camera/capture',
  'POST /api/client/my/add-box-sharing',
  'POST /api/client/my/remove-box-sharing',
  'GET /api/client/my/shared-boxes',
  'POST /api/client/my/subscribe-to-newsletter',
  'GET /api/client/my/is-subscribed-to-newsletter',
  'GET /api/client/contract/:id/lock-access-pin',
  'GET /api/client/contract/:id/cancellation/first-possible-date',
  'GET /api/client/contract/:id/cancelation/was-requested',
  'POST /api/client/contract/:id/cancellation/request',
  'POST /api/client/contract/:id/cancelation/evict',
  'POST /api/client/franchising/contact',
  'POST /api/client/lock-v2/box-unlock/:id',
  'POST /api/client/lock-v2/warehouse-unlock/:id',
  'POST /api/client/lock-v2/warehouse-unlock-backup/:id',
  'GET /auth/unlock-token',
  'POST /auth/unlock-token/warehouse-unlock/:id/:email/:token',
  'POST /auth/unlock-token/box-unlock/:id/:email/:token',
  'GET /api/common/unlock-token',
  'POST /api/common/unlock-token/generate-unlock-token',
];

/** Calls we added to the original 58, each documented in contract/index.ts. Nothing else may appear. */
const documentedAdditions = [
  'POST /api/user/verify-email',
  'POST /auth/logout',
  'POST /api/client/order/:orderId/retry-payment',
  'POST /api/client/order/:orderId/cancel',
  'GET /api/client/places',
  'GET /api/client/my/rents/:id/payment-status',
  // The owner's log of unlock attempts on their box, revoking an unlock token, and the backup entrance by a token link.
  'GET /api/client/lock-v2/access-log/:id',
  'DELETE /api/common/unlock-token/:id',
  'POST /auth/unlock-token/warehouse-unlock-backup/:id/:email/:token',
  // The operator console (contract/admin): staff set-up and sign-in, staff accounts, the audit log, the network.
  'POST /api/admin/setup/start',
  'POST /api/admin/setup/complete',
  'POST /api/admin/sign-in',
  'POST /api/admin/sign-in/code',
  'POST /api/admin/sign-out',
  'GET /api/admin/me',
  'GET /api/admin/staff',
  'POST /api/admin/staff',
  'PUT /api/admin/staff/:id/role',
  'PUT /api/admin/staff/:id/warehouses',
  'POST /api/admin/staff/:id/disable',
  'POST /api/admin/staff/:id/enable',
  'POST /api/admin/staff/:id/setup-link',
  'GET /api/admin/audit',
  'GET /api/admin/audit/export',
  'GET /api/admin/network',
  // The warehouse editor: one warehouse, the country's holidays, create, change, photos, deactivation.
  'GET /api/admin/warehouses/:warehouseId',
  'GET /api/admin/holidays',
  'POST /api/admin/warehouses',
  'PUT /api/admin/warehouses/:warehouseId',
  'POST /api/admin/warehouses/:warehouseId/photos',
  'PUT /api/admin/warehouses/:warehouseId/photos',
  'PUT /api/admin/warehouses/:warehouseId/deactivated',
  // A warehouse's floors and boxes (add a floor; add, change, block, offer again, delete a box) and its prices from a day.
  'GET /api/admin/warehouses/:warehouseId/layout',
  'POST /api/admin/warehouses/:warehouseId/floors',
  'POST /api/admin/warehouses/:warehouseId/boxes',
  'PUT /api/admin/boxes/:id',
  'POST /api/admin/boxes/:id/block',
  'POST /api/admin/boxes/:id/unblock',
  'DELETE /api/admin/boxes/:id',
  'GET /api/admin/warehouses/:warehouseId/prices',
  'POST /api/admin/warehouses/:warehouseId/prices',
  'POST /api/admin/price-changes/:id/withdraw',
  // Vouchers and informational messages: list, create, change, end now.
  'GET /api/admin/vouchers',
  'POST /api/admin/vouchers',
  'PUT /api/admin/vouchers/:id',
  'POST /api/admin/vouchers/:id/end',
  'GET /api/admin/messages',
  'POST /api/admin/messages',
  'PUT /api/admin/messages/:id',
  'POST /api/admin/messages/:id/end',
];

const routes = walk(contract);
const pairs = routes.map(({ route }) => `${route.method} ${route.path}`);

describe('contract', () => {
  it('lists the 58 spec calls once each, plus the documented additions', () => {
    expect(specCalls).toHaveLength(58);
    expect(new Set(specCalls).size).toBe(58);
    expect(specCalls.filter((call) => documentedAdditions.includes(call))).toEqual([]);
    const expected = 58 + documentedAdditions.length;
    expect(routes).toHaveLength(expected);
    expect(new Set(pairs).size).toBe(expected);
  });

  it('covers every call the product makes and no undocumented extra', () => {
    expect(specCalls.filter((call) => !pairs.includes(call))).toEqual([]);
    expect(pairs.filter((pair) => !specCalls.includes(pair) && !documentedAdditions.includes(pair))).toEqual([]);
    expect([...new Set(pairs)].sort()).toEqual([...specCalls, ...documentedAdditions].sort());
  });

  it('gives every route a summary', () => {
    const missing = routes.filter(({ route }) => !route.summary?.trim()).map(({ key }) => key);
    expect(missing).toEqual([]);
  });

  it('declares 401 on every route that needs the bearer token, and 401 and 403 on every console route', () => {
    const bad = routes
      .filter(({ route }) => (route.metadata as { auth?: string } | undefined)?.auth === 'bearer')
      .filter(({ route }) => !(401 in route.responses))
      .map(({ key }) => key);
    expect(bad).toEqual([]);
    const console = routes.filter(({ route }) => (route.metadata as { auth?: string } | undefined)?.auth === 'staff');
    expect(console.length).toBeGreaterThan(0);
    expect(
      console.filter(({ route }) => !(401 in route.responses && 403 in route.responses)).map(({ key }) => key),
    ).toEqual([]);
  });

  it('keeps the console out of the customers’ contract, which the customer pages’ clients read', () => {
    expect(walk(customerContract).filter(({ route }) => route.path.startsWith('/api/admin'))).toEqual([]);
    expect(
      routes.filter(({ route }) => route.path.startsWith('/api/admin')).every(({ key }) => key.startsWith('admin.')),
    ).toBe(true);
  });

  it('uses strict status codes and declares path params for every :param', () => {
    for (const { key, route } of routes) {
      expect(route.strictStatusCodes, key).toBe(true);
      if (route.path.includes(':')) expect(route.pathParams, key).toBeDefined();
    }
  });
});
