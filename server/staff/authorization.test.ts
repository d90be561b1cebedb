import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract, type RouteMeta } from '@contract/index';
import { staffRoles, type StaffRole } from '@contract/admin/values';
import { registerConfirmed, signIn } from '../testing/accounts';
import { eq } from 'drizzle-orm';
import { box } from '../db/schema';
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
/** Boxes of `mine`: the first is changed by the box calls, the second deleted. */
let myBoxes: number[];
const UNKNOWN = 2_000_000_000;

let warehouseNumber = 0;
/** A warehouse editor's complete values, with the branch code given (each warehouse has its own). */
const warehouseChange = (branchCode: string) => ({
  name: 'Authorisation test',
  branchCode,
  address: { street: 'Testovacia', number: '1', city: 'Bratislava', zip: '811 01' },
  location: { lat: 48.1, lng: 17.1 },
  contactPhone: null,
  features: {
    barrierFreeEntrance: false,
    nonstopEntry: true,
    heating: false,
    parking: false,
    smart: false,
    videoMonitoring: true,
    firstMonthFree: false,
    starterPackage: false,
    accessibleByCar: true,
  },
  availableFrom: null,
  accessHours: null,
  backupAccessHours: null,
  closedDays: [],
  texts: Object.fromEntries(
    ['SK', 'CS', 'EN', 'UK', 'PL', 'HU', 'RO'].map((l) => [l, { description: '', openingHours: '', addressNote: '' }]),
  ),
});
/** A small PNG, as the photo upload takes it (made once, before the tests). */
let photoData = '';
const photoUpload = () => ({ kind: 'exterior', contentType: 'image/png', data: photoData });

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

/** A voucher's terms, as both its creation and a change send them. */
const voucherTerms = {
  kind: 'PERCENT',
  percent: 10,
  amountMinor: null,
  currency: null,
  country: null,
  description: null,
  validFrom: '2026-01-01T00:00:00Z',
  validUntil: null,
  usageLimit: null,
  everyPeriod: false,
};

const infoMessageBody = {
  texts: { EN: 'Test' },
  important: false,
  fallback: true,
  audience: 'ALL',
  country: null,
  customerEmail: null,
  visibleFrom: '2026-01-01T00:00:00Z',
  visibleUntil: '2026-01-02T00:00:00Z',
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
  'admin.warehouses.get': () => ({ url: `/api/admin/warehouses/${mine}` }),
  'admin.warehouses.holidays': () => ({ url: '/api/admin/holidays?country=SVK' }),
  'admin.warehouses.create': () => ({
    url: '/api/admin/warehouses',
    body: { ...warehouseChange(`N${++warehouseNumber}`), country: 'SVK' },
  }),
  // A stale version is refused only after the role and the warehouse's scope are checked.
  'admin.warehouses.update': () => ({
    url: `/api/admin/warehouses/${mine}`,
    body: { ...warehouseChange(`W${mine % 100_000}`), version: 0 },
  }),
  'admin.warehouses.uploadPhoto': () => ({ url: `/api/admin/warehouses/${mine}/photos`, body: photoUpload() }),
  'admin.warehouses.arrangePhotos': () => ({
    url: `/api/admin/warehouses/${mine}/photos`,
    body: { order: [], remove: [] },
  }),
  'admin.warehouses.setDeactivated': () => ({
    url: `/api/admin/warehouses/${mine}/deactivated`,
    body: { deactivated: false, reason: 'test' },
  }),
  'admin.vouchers.list': () => ({ url: '/api/admin/vouchers' }),
  'admin.vouchers.create': () => ({
    url: '/api/admin/vouchers',
    body: { code: `AUTH-${Date.now()}-${Math.floor(Math.random() * 1e6)}`, ...voucherTerms },
  }),
  'admin.vouchers.update': () => ({ url: `/api/admin/vouchers/${UNKNOWN}`, body: voucherTerms }),
  'admin.vouchers.end': () => ({ url: `/api/admin/vouchers/${UNKNOWN}/end` }),
  'admin.messages.list': () => ({ url: '/api/admin/messages' }),
  'admin.messages.create': () => ({ url: '/api/admin/messages', body: infoMessageBody }),
  'admin.messages.update': () => ({ url: `/api/admin/messages/${UNKNOWN}`, body: infoMessageBody }),
  'admin.messages.end': () => ({ url: `/api/admin/messages/${UNKNOWN}/end` }),
  'admin.layout.get': () => ({ url: `/api/admin/warehouses/${mine}/layout` }),
  'admin.layout.addFloor': () => ({ url: `/api/admin/warehouses/${mine}/floors` }),
  'admin.layout.createBox': () => ({ url: `/api/admin/warehouses/${mine}/boxes`, body: newBox() }),
  'admin.layout.updateBox': () => ({
    url: `/api/admin/boxes/${myBoxes[0]}`,
    body: { name: 'A-001', floor: 0, widthCm: 150, lengthCm: 150, heightCm: 250, planX: 10, planY: 10 },
  }),
  'admin.layout.block': () => ({ url: `/api/admin/boxes/${myBoxes[0]}/block`, body: { reason: 'test' } }),
  'admin.layout.unblock': () => ({ url: `/api/admin/boxes/${myBoxes[0]}/unblock`, body: { reason: 'test' } }),
  'admin.layout.deleteBox': () => ({ url: `/api/admin/boxes/${myBoxes[1]}`, body: { reason: 'test' } }),
  'admin.prices.get': () => ({ url: `/api/admin/warehouses/${mine}/prices` }),
  'admin.prices.schedule': () => ({ url: `/api/admin/warehouses/${mine}/prices`, body: newPrice() }),
  'admin.prices.withdraw': () => ({ url: `/api/admin/price-changes/${UNKNOWN}/withdraw`, body: { reason: 'test' } }),
};

let boxNumber = 0;
/** A box that fits any test warehouse's plan, with a name no other box has. */
const newBox = () => ({
  name: `N-${++boxNumber}`,
  floor: 0,
  widthCm: 100,
  lengthCm: 100,
  heightCm: 200,
  planX: 0,
  planY: 0,
  monthlyRentMinor: 3900,
});
const newPrice = () => ({
  kind: 'RENT',
  target: { sizeClass: 'SMALL' },
  monthlyMinor: 5900,
  effectiveFrom: '2999-01-01',
  reason: 'test',
});

/** A call of `warehouseScoped`: a GET of a path, or a change with its body. */
type ScopedCall = string | { method: 'POST' | 'PUT'; url: string; body?: unknown };

/** Console calls open to OWNER that name a warehouse, each with a request naming `warehouseId`. */
const warehouseScoped: Record<string, (warehouseId: number) => ScopedCall | Promise<ScopedCall>> = {
  'admin.audit.search': (id) => `/api/admin/audit?warehouseId=${id}`,
  'admin.audit.export': (id) => `/api/admin/audit/export?warehouseId=${id}`,
  'admin.warehouses.get': (id) => `/api/admin/warehouses/${id}`,
  // Made on the warehouse's current version (an unknown warehouse has none: 0), as the editor sends it.
  'admin.warehouses.update': async (id) => ({
    method: 'PUT',
    url: `/api/admin/warehouses/${id}`,
    body: {
      ...warehouseChange(`W${id % 100_000}`),
      version: (await send('GET', `/api/admin/warehouses/${id}`, staff.ADMIN.token)).body.version ?? 0,
    },
  }),
  'admin.warehouses.uploadPhoto': (id) => ({
    method: 'POST',
    url: `/api/admin/warehouses/${id}/photos`,
    body: photoUpload(),
  }),
  'admin.warehouses.arrangePhotos': (id) => ({
    method: 'PUT',
    url: `/api/admin/warehouses/${id}/photos`,
    body: { order: [], remove: [] },
  }),
  'admin.layout.get': (id) => `/api/admin/warehouses/${id}/layout`,
  'admin.layout.addFloor': (id) => ({ method: 'POST', url: `/api/admin/warehouses/${id}/floors` }),
  'admin.layout.createBox': (id) => ({ method: 'POST', url: `/api/admin/warehouses/${id}/boxes`, body: newBox() }),
  'admin.prices.get': (id) => `/api/admin/warehouses/${id}/prices`,
  'admin.prices.schedule': (id) => ({ method: 'POST', url: `/api/admin/warehouses/${id}/prices`, body: newPrice() }),
};

beforeAll(async () => {
  t = await startStaffTestApp();
  photoData = (
    await sharp({ create: { width: 48, height: 32, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer()
  ).toString('base64');
  mine = await addWarehouse(t.database.db, { lat: 48.1, lng: 17.1 }, [{}, {}]);
  theirs = await addWarehouse(t.database.db, { lat: 50.1, lng: 14.4 }, [{}]);
  myBoxes = (await t.database.db.select({ id: box.id }).from(box).where(eq(box.warehouseId, mine)).orderBy(box.id)).map(
    (b) => b.id,
  );
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
    async (_name, scoped) => {
      const at = async (warehouseId: number, token: string) => {
        const call = await scoped(warehouseId);
        return typeof call === 'string' ? send('GET', call, token) : send(call.method, call.url, token, call.body);
      };
      const theirsAnswer = await at(theirs, staff.OWNER.token);
      const unknown = await at(UNKNOWN, staff.OWNER.token);
      expect(unknown.status).toBe(404);
      expect(theirsAnswer).toEqual(unknown);
      expect([200, 201]).toContain((await at(mine, staff.OWNER.token)).status);
      expect([200, 201]).toContain((await at(theirs, otherOwner.token)).status);
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
