import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewWarehouse } from '@contract/admin/warehouses';
import { languages } from '@contract/primitives';
import { auditLog } from '../../db/schema';
import { call } from '../../testing/accounts';
import { addWarehouse } from '../../testing/fixtures';
import { signedInStaff, startStaffTestApp, type SignedInStaff, type StaffTestApp, updateOf } from '../../testing/staff';

let t: StaffTestApp;
let admin: SignedInStaff;
let owner: SignedInStaff;
let support: SignedInStaff;
let owned: number;
beforeAll(async () => {
  t = await startStaffTestApp();
  owned = await addWarehouse(t.database.db, { lat: 48.15, lng: 17.11 }, [{}]);
  admin = await signedInStaff(t, 'ADMIN');
  owner = await signedInStaff(t, 'OWNER', [owned]);
  support = await signedInStaff(t, 'SUPPORT');
});
afterAll(() => t.close());

const as = (token: string) => ({
  get: (url: string) => call(t, 'GET', url, undefined, token),
  post: (url: string, body: unknown) => call(t, 'POST', url, body, token),
  put: (url: string, body: unknown) => call(t, 'PUT', url, body, token),
});
const auditOf = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));
const dayFromToday = (days: number) => new Date(t.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

const noTexts = Object.fromEntries(languages.map((l) => [l, { description: '', openingHours: '', addressNote: '' }]));
let codes = 0;
/** A complete new warehouse in Brno; each call with a branch code of its own. */
const brno = (over: Partial<NewWarehouse> = {}): NewWarehouse =>
  ({
    name: 'Brno – Královo Pole',
    branchCode: `BRQ${(codes += 1)}`,
    country: 'CZE',
    address: { street: 'Palackého třída', number: '12', city: 'Brno', zip: '612 00' },
    location: { lat: 49.2135, lng: 16.5946 },
    contactPhone: '+420 601 123 456',
    features: {
      barrierFreeEntrance: true,
      nonstopEntry: false,
      heating: true,
      parking: true,
      smart: true,
      videoMonitoring: true,
      firstMonthFree: false,
      starterPackage: false,
      accessibleByCar: true,
    },
    availableFrom: null,
    accessHours: [{ days: [1, 2, 3, 4, 5, 6, 7], from: '06:00', to: '22:00', workingDaysOnly: false }],
    backupAccessHours: [{ days: [1, 2, 3, 4, 5], from: '08:00', to: '16:00', workingDaysOnly: true }],
    closedDays: [{ date: dayFromToday(10), note: 'Údržba výtahu' }],
    texts: { ...noTexts, CS: { description: 'Nový sklad u tramvaje.', openingHours: 'Denně 6–22', addressNote: '' } },
    ...over,
  }) as NewWarehouse;

describe('creating a warehouse', () => {
  it('lets an admin create one in any country: currency and VAT follow it, an audit row keeps it', async () => {
    const created = await as(admin.token).post('/api/admin/warehouses', brno());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Brno – Královo Pole',
      country: 'CZE',
      currency: 'CZK',
      vatPercent: 21,
      contactPhone: '+420601123456',
      closedDays: [{ date: dayFromToday(10), note: 'Údržba výtahu' }],
      photos: [],
      deactivated: false,
    });
    expect(created.body.texts.CS.description).toBe('Nový sklad u tramvaje.');
    expect(created.body.texts.EN).toEqual({ description: '', openingHours: '', addressNote: '' });
    const [row] = (await auditOf('warehouse.create')).filter((r) => r.targetId === String(created.body.id));
    expect(row).toMatchObject({ actorId: admin.id, warehouseId: created.body.id, before: null });
    expect(row.after).toMatchObject({
      name: 'Brno – Královo Pole',
      country: 'CZE',
      backupAccessHours: ['1,2,3,4,5 08:00-16:00 working days only'],
      description: { CS: 'Nový sklad u tramvaje.' },
    });
  });

  it('is found by customers at once, in the search and on its page', async () => {
    const created = await as(admin.token).post('/api/admin/warehouses', brno({ name: 'Brno – Lesná' }));
    const search = await call(t, 'GET', '/api/client/warehouse?country=CZE');
    expect(search.body.map((w: { name: string }) => w.name)).toContain('Brno – Lesná');
    const detail = await call(t, 'GET', `/api/client/warehouse/${created.body.id}`);
    expect(detail.body).toMatchObject({ name: 'Brno – Lesná', currency: 'CZK', unavailable: null });
  });

  it('is open to admins only', async () => {
    for (const { token } of [owner, support])
      expect((await as(token).post('/api/admin/warehouses', brno())).body).toMatchObject({ status: 403 });
  });

  it('names each wrong interval field, as the form shows it', async () => {
    const wrong = await as(admin.token).post(
      '/api/admin/warehouses',
      brno({
        accessHours: [
          { days: [], from: '08:00', to: '18:00', workingDaysOnly: false },
          { days: [1], from: '25:00', to: '18:00', workingDaysOnly: false },
          { days: [1], from: '18:00', to: '08:00', workingDaysOnly: false },
        ],
        closedDays: [
          { date: '2030-01-02', note: '' },
          { date: '2030-01-02', note: 'again' },
        ],
      }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual(
      expect.arrayContaining([
        { path: 'body.accessHours.0.days', code: 'warehouse/hours-days' },
        { path: 'body.accessHours.1.from', code: 'warehouse/hours-time' },
        { path: 'body.accessHours.2.to', code: 'warehouse/hours-order' },
        { path: 'body.closedDays', code: 'warehouse/closed-day-twice' },
      ]),
    );
  });

  it('refuses a branch code another warehouse has', async () => {
    const first = brno();
    await as(admin.token).post('/api/admin/warehouses', first);
    const again = await as(admin.token).post('/api/admin/warehouses', brno({ branchCode: first.branchCode }));
    expect(again.status).toBe(409);
    expect(again.body.fields).toEqual([{ path: 'body.branchCode', code: 'warehouse/branch-code-taken' }]);
  });
});

describe('changing a warehouse', () => {
  const changeOf = () => {
    const { country: _country, ...change } = brno();
    return change;
  };

  it('lets its owner change it; the audit row keeps only what changed, before and after', async () => {
    const before = await as(owner.token).get(`/api/admin/warehouses/${owned}`);
    expect(before.status).toBe(200);
    const body = {
      ...changeOf(),
      branchCode: before.body.branchCode,
      name: 'Bratislava – Ružinov',
      version: before.body.version,
    };
    const saved = await as(owner.token).put(`/api/admin/warehouses/${owned}`, body);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Bratislava – Ružinov', country: 'SVK', currency: 'EUR' });
    const [row] = (await auditOf('warehouse.update')).filter((r) => r.warehouseId === owned);
    expect(row.actorId).toBe(owner.id);
    expect(row.before).toMatchObject({ name: before.body.name, accessHours: '24/7', closedDays: [] });
    expect(row.after).toMatchObject({
      name: 'Bratislava – Ružinov',
      accessHours: ['1,2,3,4,5,6,7 06:00-22:00'],
      closedDays: [`${dayFromToday(10)} Údržba výtahu`],
    });
    expect(row.before).not.toHaveProperty('country');
    expect(saved.body.version).toBe(row.id);
    // Saving the same values again changes nothing, writes no row and keeps the version.
    const again = await as(owner.token).put(`/api/admin/warehouses/${owned}`, { ...body, version: row.id });
    expect(again.body.version).toBe(row.id);
    expect((await auditOf('warehouse.update')).filter((r) => r.warehouseId === owned)).toHaveLength(1);
  });

  it('refuses a change made on details another operator has changed since, and keeps theirs', async () => {
    const loaded = (await as(admin.token).get(`/api/admin/warehouses/${owned}`)).body;
    const form = updateOf(loaded);
    // Both opened the editor on the same version; the owner saves first.
    const first = await as(owner.token).put(`/api/admin/warehouses/${owned}`, { ...form, name: 'Ružinov – owner' });
    expect(first.status).toBe(200);
    const second = await as(admin.token).put(`/api/admin/warehouses/${owned}`, { ...form, name: 'Ružinov – admin' });
    expect(second.body).toMatchObject({
      status: 409,
      code: 'stale-version',
      fields: [{ path: 'body.version', code: 'stale-version' }],
    });
    expect((await as(admin.token).get(`/api/admin/warehouses/${owned}`)).body.name).toBe('Ružinov – owner');
    // Reloaded, the administrator's change goes through.
    const retried = await as(admin.token).put(`/api/admin/warehouses/${owned}`, {
      ...form,
      name: 'Ružinov – admin',
      version: first.body.version,
    });
    expect(retried.body.name).toBe('Ružinov – admin');
  });

  it('shows customers "opens on" for an opening day ahead, and nothing once it has passed', async () => {
    const current = (await as(admin.token).get(`/api/admin/warehouses/${owned}`)).body;
    const rest = updateOf(current);
    const opening = dayFromToday(30);
    const opened = await as(admin.token).put(`/api/admin/warehouses/${owned}`, { ...rest, availableFrom: opening });
    const ahead = await call(t, 'GET', `/api/client/warehouse/${owned}`);
    expect(ahead.body.unavailable).toEqual({ availableFrom: opening });
    const listed = await call(t, 'GET', '/api/client/warehouse?country=SVK');
    expect(listed.body.find((w: { id: number }) => w.id === owned).unavailable).toEqual({ availableFrom: opening });
    await as(admin.token).put(`/api/admin/warehouses/${owned}`, {
      ...rest,
      version: opened.body.version,
      availableFrom: dayFromToday(-3),
    });
    expect((await call(t, 'GET', `/api/client/warehouse/${owned}`)).body.unavailable).toBeNull();
  });

  it('lets support read a warehouse but not change it', async () => {
    expect((await as(support.token).get(`/api/admin/warehouses/${owned}`)).status).toBe(200);
    const refused = await as(support.token).put(`/api/admin/warehouses/${owned}`, changeOf());
    expect(refused.body).toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('deactivates it with a reason (admins only), and opens it again', async () => {
    const off = await as(admin.token).put(`/api/admin/warehouses/${owned}/deactivated`, {
      deactivated: true,
      reason: 'Roof repair',
    });
    expect(off.body.deactivated).toBe(true);
    const [row] = (await auditOf('warehouse.deactivate')).filter((r) => r.warehouseId === owned);
    expect(row).toMatchObject({ before: { deactivated: false }, after: { deactivated: true }, reason: 'Roof repair' });
    const ownerTry = await as(owner.token).put(`/api/admin/warehouses/${owned}/deactivated`, {
      deactivated: false,
      reason: 'x',
    });
    expect(ownerTry.status).toBe(403);
    const on = await as(admin.token).put(`/api/admin/warehouses/${owned}/deactivated`, {
      deactivated: false,
      reason: 'Repaired',
    });
    expect(on.body.deactivated).toBe(false);
    expect((await auditOf('warehouse.reactivate')).filter((r) => r.warehouseId === owned)).toHaveLength(1);
  });
});

describe("the country's public holidays", () => {
  it('lists the next twelve months, named in the language asked for', async () => {
    const today = dayFromToday(0);
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/holidays?country=SVK',
      headers: { authorization: `Bearer ${support.token}`, 'accept-language': 'sk' },
    });
    const { holidays } = answer.json() as { holidays: { date: string; name: string }[] };
    expect(holidays.every((h) => h.date >= today && h.date < dayFromToday(366))).toBe(true);
    expect(holidays.find((h) => h.date.endsWith('-12-25'))?.name).toBe('Prvý sviatok vianočný');
    expect(holidays.length).toBeGreaterThan(10);
  });
});
