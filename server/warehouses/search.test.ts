import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Warehouse } from '@contract/warehouse';
import { addWarehouse, northOf } from '../testing/fixtures';
import { startTestApp, type TestApp } from '../testing/testApp';

// A search point in Bratislava and warehouses north of it at known distances.
const origin = { lat: 48.1486, lng: 17.1077 };
let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  ids.fullNear = await addWarehouse(db, { name: 'Full 1 km', ...northOf(origin, 1) }, [{ occupancy: 'RENTED' }]);
  ids.free2 = await addWarehouse(db, { name: 'Free 2 km', ...northOf(origin, 2) }, [{}, { occupancy: 'RENTED' }]);
  ids.deactivated = await addWarehouse(db, { name: 'Deactivated 0.5 km', deactivated: true, ...northOf(origin, 0.5) }, [
    {},
  ]);
  ids.free3 = await addWarehouse(db, { name: 'Free 3 km', ...northOf(origin, 3) }, [
    { widthCm: 300, lengthCm: 300, priceMinor: 15900 },
  ]);
  ids.far = await addWarehouse(db, { name: 'Praha', country: 'CZE', lat: 50.0755, lng: 14.4378 }, [
    { priceMinor: 99000 },
  ]);
  ids.heldOnly = await addWarehouse(db, { name: 'Held 4 km', ...northOf(origin, 4) }, [{ occupancy: 'HELD' }]);
});
afterAll(() => t.close());

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
}
const names = (list: Warehouse[]) => list.map((w) => w.name);

describe('GET /api/client/warehouse/around', () => {
  it('sorts active before deactivated, then free boxes first, then by distance', async () => {
    const { status, body } = await get(`/api/client/warehouse/around?lat=${origin.lat}&lng=${origin.lng}&radius=10000`);
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Free 2 km', 'Free 3 km', 'Full 1 km', 'Held 4 km', 'Deactivated 0.5 km']);
  });

  it('reports great-circle distances in metres and free box counts', async () => {
    const { body } = await get(`/api/client/warehouse/around?lat=${origin.lat}&lng=${origin.lng}&radius=10000`);
    const byName = Object.fromEntries((body as Warehouse[]).map((w) => [w.name, w]));
    expect(byName['Free 2 km'].distance).toBeGreaterThan(1995);
    expect(byName['Free 2 km'].distance).toBeLessThan(2005);
    expect(byName['Free 2 km']).toMatchObject({
      freeBoxCount: 1,
      hasFreeBoxes: true,
      priceFrom: { minor: 4900, currency: 'EUR' },
    });
    expect(byName['Full 1 km']).toMatchObject({ freeBoxCount: 0, hasFreeBoxes: false, priceFrom: null });
    // A deactivated warehouse takes no orders, so its free box does not count.
    expect(byName['Deactivated 0.5 km']).toMatchObject({ freeBoxCount: 0, deactivation: { deactivated: true } });
  });

  it('keeps only warehouses inside the radius', async () => {
    const { body } = await get(`/api/client/warehouse/around?lat=${origin.lat}&lng=${origin.lng}&radius=2500`);
    expect(names(body)).toEqual(['Free 2 km', 'Full 1 km', 'Deactivated 0.5 km']);
  });

  it('without a radius returns the nearest ones however far, here across the border', async () => {
    const { body } = await get(`/api/client/warehouse/around?lat=50.08&lng=14.43&limit=1`);
    expect(names(body)).toEqual(['Praha']);
    expect(body[0].distance).toBeLessThan(1500);
    const all = await get(`/api/client/warehouse/around?lat=50.08&lng=14.43&limit=6`);
    expect(all.body).toHaveLength(6);
  });

  it('filters by size class, free boxes and country', async () => {
    const large = await get(`/api/client/warehouse/around?lat=${origin.lat}&lng=${origin.lng}&radius=10000&size=LARGE`);
    expect(names(large.body)).toEqual(['Free 3 km']);
    expect(large.body[0].priceFrom).toEqual({ minor: 15900, currency: 'EUR' });
    const free = await get(`/api/client/warehouse/around?lat=${origin.lat}&lng=${origin.lng}&onlyFree=true&limit=10`);
    expect(names(free.body)).toEqual(['Free 2 km', 'Free 3 km', 'Praha']);
    const cze = await get(`/api/client/warehouse/around?lat=${origin.lat}&lng=${origin.lng}&country=CZE`);
    expect(names(cze.body)).toEqual(['Praha']);
    expect(cze.body[0].currency).toBe('CZK');
  });

  it('rejects a missing or out-of-range coordinate with a catalogue error naming the field', async () => {
    const missing = await get('/api/client/warehouse/around?lng=17');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      status: 400,
      code: 'revalid/rule/basic/not-null',
      fields: [{ path: 'query.lat' }],
    });
    const range = await get('/api/client/warehouse/around?lat=95&lng=17');
    expect(range.body).toMatchObject({
      status: 400,
      code: 'revalid/rule/basic/regex',
      fields: [{ path: 'query.lat' }],
    });
    const word = await get('/api/client/warehouse/around?lat=north&lng=17');
    expect(word.status).toBe(400);
  });
});

describe('GET /api/client/warehouse', () => {
  it('lists free boxes first, then by distance from the given point', async () => {
    const { status, body } = await get(`/api/client/warehouse?lat=${origin.lat}&lng=${origin.lng}`);
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Free 2 km', 'Free 3 km', 'Praha', 'Full 1 km', 'Held 4 km', 'Deactivated 0.5 km']);
  });

  it('without a point lists free boxes first with no distance', async () => {
    const { body } = await get('/api/client/warehouse?limit=3');
    expect(body).toHaveLength(3);
    expect((body as Warehouse[]).every((w) => w.hasFreeBoxes && w.distance === null)).toBe(true);
  });

  it('filters by country and pages with limit and offset', async () => {
    const all = await get('/api/client/warehouse?country=SVK');
    expect(all.body).toHaveLength(5);
    expect((all.body as Warehouse[]).every((w) => w.country === 'SVK')).toBe(true);
    const page = await get('/api/client/warehouse?country=SVK&limit=2&offset=1');
    expect(names(page.body)).toEqual(names(all.body).slice(1, 3));
    const bad = await get('/api/client/warehouse?country=DEU');
    expect(bad.body).toMatchObject({ status: 400, code: 'revalid/rule/basic/regex' });
  });
});
