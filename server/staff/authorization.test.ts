import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract, type RouteMeta } from '@contract/index';
import { staffRoles, type StaffRole } from '@contract/admin/values';
import { registerConfirmed, signIn } from '../testing/accounts';
import { addWarehouse } from '../testing/fixtures';
import { signedInStaff, startStaffTestApp, type SignedInStaff, type StaffTestApp } from '../testing/staff';

/**
 * Who reaches the operator console, derived from the contract so a new console call cannot be
 * forgotten: every call marked `staffAuth(...roles)` refuses no token, a customer's token and a
 * staff token of another role, and opens to its roles; every customer call refuses a staff token;
 * and every console call open to OWNER that names a warehouse answers another owner's warehouse
 * exactly as a warehouse that does not exist.
 */
let t: StaffTestApp;
let customerToken: string;
const staff = {} as Record<StaffRole, SignedInStaff>;
let otherOwner: SignedInStaff;
let mine: number;
let theirs: number;
const UNKNOWN = 2_000_000_000;

type Named = { name: string; route: AppRoute };
const routesOf = (router: AppRouter, trail: string[] = []): Named[] =>
  Object.entries(router).flatMap(([key, node]) =>
    isAppRoute(node)
      ? [{ name: [...trail, key].join('.'), route: node }]
      : routesOf(node as AppRouter, [...trail, key]),
  );
const all = routesOf(contract);
const metaOf = (route: AppRoute) => route.metadata as RouteMeta | undefined;
const staffRoutes = all.filter(({ route }) => metaOf(route)?.auth === 'staff');
const rolesOf = (route: AppRoute) => {
  const meta = metaOf(route);
  return meta?.auth === 'staff' ? meta.roles : [];
};

/** A well-formed request of each console call (for a role it is open to, it gets past the guard and validation). */
const requests: Record<string, (ids: { staffId: number }) => { url: string; body?: unknown }> = {
  'admin.auth.signOut': () => ({ url: '/api/admin/sign-out' }),
  'admin.auth.me': () => ({ url: '/api/admin/me' }),
  'admin.staff.list': () => ({ url: '/api/admin/staff' }),
  'admin.staff.invite': () => ({
    url: '/api/admin/staff',
    body: {
      email: `invitee.${Date.now()}.${Math.random()}@example.com`,
      name: 'New',
      role: 'SUPPORT',
      warehouseIds: [],
    },
  }),
  'admin.staff.changeRole': ({ staffId }) => ({
    url: `/api/admin/staff/${staffId}/role`,
    body: { role: 'OWNER', reason: 'test' },
  }),
  'admin.staff.assignWarehouses': ({ staffId }) => ({
    url: `/api/admin/staff/${staffId}/warehouses`,
    body: { warehouseIds: [], reason: 'test' },
  }),
  'admin.staff.disable': ({ staffId }) => ({ url: `/api/admin/staff/${staffId}/disable`, body: { reason: 'test' } }),
  'admin.staff.enable': ({ staffId }) => ({ url: `/api/admin/staff/${staffId}/enable`, body: { reason: 'test' } }),
  'admin.staff.newSetupLink': ({ staffId }) => ({
    url: `/api/admin/staff/${staffId}/setup-link`,
    body: { reason: 'test' },
  }),
  'admin.audit.search': () => ({ url: '/api/admin/audit' }),
  'admin.audit.export': () => ({ url: '/api/admin/audit/export' }),
  'admin.network.warehouses': () => ({ url: '/api/admin/network' }),
};

/** Console calls open to OWNER that name a warehouse, each with a request naming `warehouseId`. */
const warehouseScoped: Record<string, (warehouseId: number) => string> = {
  'admin.audit.search': (id) => `/api/admin/audit?warehouseId=${id}`,
  'admin.audit.export': (id) => `/api/admin/audit/export?warehouseId=${id}`,
};

beforeAll(async () => {
  t = await startStaffTestApp();
  mine = await addWarehouse(t.database.db, { lat: 48.1, lng: 17.1 }, [{}]);
  theirs = await addWarehouse(t.database.db, { lat: 50.1, lng: 14.4 }, [{}]);
  for (const role of staffRoles) staff[role] = await signedInStaff(t, role, role === 'OWNER' ? [mine] : []);
  otherOwner = await signedInStaff(t, 'OWNER', [theirs]);
  customerToken = (await signIn(t, (await registerConfirmed(t)).email)).token;
});
afterAll(() => t.close());

const send = async (method: string, url: string, token: string | null, body?: unknown) => {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    ...(body !== undefined ? { payload: body as object } : {}),
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  return { status: res.statusCode, body: res.headers['content-type']?.includes('json') ? res.json() : res.body };
};

describe('the console calls', () => {
  it('are all in the table of requests, and every one names its roles', () => {
    // Only set-up and the two sign-in steps come before a session.
    const beforeSession = [
      'admin.auth.setupStart',
      'admin.auth.setupComplete',
      'admin.auth.signIn',
      'admin.auth.secondFactor',
    ];
    expect(staffRoutes.map((r) => r.name).sort()).toEqual(
      all
        .filter(({ name, route }) => route.path.startsWith('/api/admin/') && !beforeSession.includes(name))
        .map((r) => r.name)
        .sort(),
    );
    expect(Object.keys(requests).sort()).toEqual(staffRoutes.map((r) => r.name).sort());
    for (const { route } of staffRoutes) expect(rolesOf(route).length).toBeGreaterThan(0);
  });

  it.each(staffRoutes.map((r) => [r.name, r] as const))(
    '%s: no token and a customer token get 401',
    async (name, { route }) => {
      const { url, body } = requests[name]({ staffId: staff.SUPPORT.id });
      for (const token of [null, customerToken]) {
        const answer = await send(route.method, url, token, body);
        expect(answer.body).toMatchObject({ status: 401, code: 'unauthorized' });
      }
    },
  );

  it.each(staffRoutes.map((r) => [r.name, r] as const))(
    '%s: 403 for a role it is not open to, past the guard for its roles',
    async (name, { route }) => {
      // Roles that may not: refused before anything happens. Roles that may: past the guard (the
      // staff changes act on a throw-away account, never on the caller).
      for (const role of staffRoles) {
        const target = await signedInStaff(t, 'SUPPORT');
        const { url, body } = requests[name]({ staffId: target.id });
        const answer = await send(route.method, url, staff[role].token, body);
        if (rolesOf(route).includes(role))
          expect([401, 403], `${role} ${JSON.stringify(answer.body)}`).not.toContain(answer.status);
        else expect(answer.body, role).toMatchObject({ status: 403, code: 'forbidden' });
      }
      // Signing out ends the session: sign the roles in again for the calls after this one.
      if (name === 'admin.auth.signOut')
        for (const role of staffRoles) staff[role] = await signedInStaff(t, role, role === 'OWNER' ? [mine] : []);
    },
  );
});

describe('a staff token on the customer calls', () => {
  const customerRoutes = all.filter(({ route }) => metaOf(route)?.auth === 'bearer');
  it.each(customerRoutes.map((r) => [r.name, r] as const))(
    '%s: 401, as any unknown token',
    async (_name, { route }) => {
      const url = route.path.replace(/:\w+/g, '1');
      const answer = await send(route.method, url, staff.ADMIN.token, route.method === 'GET' ? undefined : {});
      expect(answer.body).toMatchObject({ status: 401, code: 'unauthorized' });
    },
  );
});

describe("another owner's warehouses", () => {
  /** The names in a schema (query, body, path) of a route, through optional and refined wrappers. */
  const keysOf = (schema: unknown): string[] => {
    let s = schema as { _def?: { schema?: unknown; innerType?: unknown } } | undefined;
    for (let i = 0; i < 5 && s; i += 1) {
      if (s instanceof z.ZodObject) return Object.keys(s.shape);
      s = (s._def?.schema ?? s._def?.innerType) as typeof s;
    }
    return [];
  };
  const namesWarehouse = ({ route }: Named) =>
    [route.query, 'body' in route ? route.body : undefined, route.pathParams]
      .flatMap(keysOf)
      .some((key) => /^warehouseIds?$/.test(key));

  it('has a case for every console call open to OWNER that names a warehouse', () => {
    const derived = staffRoutes
      .filter((r) => rolesOf(r.route).includes('OWNER'))
      .filter(namesWarehouse)
      .map((r) => r.name)
      .sort();
    expect(Object.keys(warehouseScoped).sort()).toEqual(derived);
  });

  it.each(Object.entries(warehouseScoped))(
    '%s: answered like an unknown warehouse, while their own succeeds',
    async (_name, url) => {
      const theirsAnswer = await send('GET', url(theirs), staff.OWNER.token);
      const unknown = await send('GET', url(UNKNOWN), staff.OWNER.token);
      expect(unknown.status).toBe(404);
      expect(theirsAnswer).toEqual(unknown);
      expect((await send('GET', url(mine), staff.OWNER.token)).status).toBe(200);
      expect((await send('GET', url(theirs), otherOwner.token)).status).toBe(200);
    },
  );

  it('lists only their own warehouses in the network', async () => {
    const ids = (token: string) =>
      send('GET', '/api/admin/network', token).then((a) => a.body.warehouses.map((w: { id: number }) => w.id));
    expect(await ids(staff.OWNER.token)).toEqual([mine]);
    expect(await ids(otherOwner.token)).toEqual([theirs]);
    expect(await ids(staff.ADMIN.token)).toEqual(expect.arrayContaining([mine, theirs]));
  });
});
