import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorPlanFixture, warehouseText } from '../db/schema';
import { addWarehouse } from '../testing/fixtures';
import { startTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;
let main: number;
let sibling: number;
let otherCountry: number;
let full: number;
let opening: number;
const future = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  main = await addWarehouse(db, { name: 'Main', lat: 48.15, lng: 17.1, country: 'HUN', heating: true }, [
    { widthCm: 100, lengthCm: 100, priceMinor: 990_000 }, // XS, 1 m², free
    { widthCm: 150, lengthCm: 200, priceMinor: 1_490_000, occupancy: 'RENTED' }, // SMALL 3 m², taken
    { widthCm: 200, lengthCm: 200, priceMinor: 2_490_000 }, // MEDIUM 4 m², free
    { widthCm: 300, lengthCm: 300, priceMinor: 4_990_000, active: false, floor: 1 }, // LARGE, under maintenance
  ]);
  await db.insert(warehouseText).values({ warehouseId: main, language: 'EN', addressNote: 'Entrance from the yard' });
  await db
    .insert(floorPlanFixture)
    .values({ warehouseId: main, kind: 'entrance', x: 0, y: 500, width: 100, height: 200 });
  sibling = await addWarehouse(db, { name: 'Sibling', lat: 48.16, lng: 17.1, country: 'HUN' }, [
    { widthCm: 90, lengthCm: 100 },
  ]);
  otherCountry = await addWarehouse(db, { name: 'Across the border', lat: 48.151, lng: 17.1, country: 'SVK' }, [
    { widthCm: 90, lengthCm: 100 },
  ]);
  full = await addWarehouse(db, { name: 'Full', lat: 48.152, lng: 17.1, country: 'HUN' }, [
    { widthCm: 90, lengthCm: 100, occupancy: 'RENTED' },
  ]);
  opening = await addWarehouse(
    db,
    { name: 'Opening soon', lat: 47.5, lng: 19.04, country: 'HUN', availableFrom: future },
    [{}],
  );
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/client/warehouse/:id', () => {
  it('returns the warehouse with features, address note and a size summary', async () => {
    const { status, body } = await get(`/api/client/warehouse/${main}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: main,
      name: 'Main',
      currency: 'HUF',
      addressNote: 'Entrance from the yard',
      features: { heating: true },
      freeBoxCount: 2,
      unavailable: null,
      deactivation: { deactivated: false },
    });
    expect(body.sizes).toEqual([
      {
        sizeClass: 'XS',
        sizeFrom: 0,
        sizeTo: 1,
        activeBoxes: 1,
        freeBoxes: 1,
        priceFrom: { minor: 990_000, currency: 'HUF' },
      },
      { sizeClass: 'SMALL', sizeFrom: 1, sizeTo: 3, activeBoxes: 1, freeBoxes: 0, priceFrom: null },
      {
        sizeClass: 'MEDIUM',
        sizeFrom: 3,
        sizeTo: 6,
        activeBoxes: 1,
        freeBoxes: 1,
        priceFrom: { minor: 2_490_000, currency: 'HUF' },
      },
    ]);
  });

  it('shows the opening date of a warehouse that is not open yet', async () => {
    const { body } = await get(`/api/client/warehouse/${opening}`);
    expect(body.unavailable).toEqual({ availableFrom: future });
  });

  it('answers 404 not-found for an unknown id and 400 for a malformed one', async () => {
    expect(await get('/api/client/warehouse/999999')).toMatchObject({
      status: 404,
      body: { status: 404, code: 'not-found' },
    });
    expect(await get('/api/client/warehouse/abc')).toMatchObject({
      status: 400,
      body: { code: 'revalid/rule/basic/regex', fields: [{ path: 'path.id' }] },
    });
    expect((await get('/api/client/warehouse/-3')).status).toBe(400);
    expect((await get('/api/client/warehouse/99999999999999')).status).toBe(400);
  });
});

describe('GET /api/client/warehouse/:id/boxes', () => {
  it('lists boxes with size class, dimensions, VAT and exact prices', async () => {
    const { status, body } = await get(`/api/client/warehouse/${main}/boxes`);
    expect(status).toBe(200);
    const [xs, small, medium, large] = body.boxes;
    expect(xs).toMatchObject({
      sizeClass: 'XS',
      area: 1,
      width: 1,
      length: 1,
      height: 2.5,
      free: true,
      vatPercent: 27,
    });
    // 9,900 Ft with 27 % VAT is 7,795.28 Ft without it: 7,795 Ft (half up to the whole forint).
    expect(xs.pricePerMonth).toEqual({ minor: 990_000, currency: 'HUF' });
    expect(xs.pricePerMonthWithoutVat).toEqual({ minor: 779_500, currency: 'HUF' });
    expect(small).toMatchObject({ sizeClass: 'SMALL', area: 3, free: false, active: true });
    expect(medium).toMatchObject({ sizeClass: 'MEDIUM', area: 4, free: true });
    expect(large).toMatchObject({ sizeClass: 'LARGE', area: 9, free: false, active: false, floor: 1 });
    expect(xs.insuranceCoverage).toEqual({ minor: 0, currency: 'HUF' });
  });

  it('starts the rent on the opening day of a warehouse that is not open yet', async () => {
    const { body } = await get(`/api/client/warehouse/${opening}/boxes`);
    expect(body.boxes[0].rentStart).toBe(future);
  });
});

describe('GET /api/client/warehouse/:id/podorys', () => {
  it('draws every box on its floor with its state, and the fixtures', async () => {
    const { status, body } = await get(`/api/client/warehouse/${main}/podorys`);
    expect(status).toBe(200);
    expect(body.floors.map((f: { floor: number }) => f.floor)).toEqual([0, 1]);
    const ground = body.floors[0];
    expect(ground.boxes.map((b: { state: string }) => b.state)).toEqual(['free', 'taken', 'free']);
    expect(ground.fixtures).toEqual([{ kind: 'entrance', x: 0, y: 500, width: 100, height: 200 }]);
    expect(body.floors[1].boxes[0]).toMatchObject({ state: 'inactive', sizeClass: 'LARGE' });
  });

  it('names the floors in the language the page asks in', async () => {
    const labels = async (language: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/client/warehouse/${main}/podorys`,
        headers: { 'accept-language': language },
      });
      return (res.json() as { floors: { label: string }[] }).floors.map((f) => f.label);
    };
    expect(await labels('en')).toEqual(['Ground floor', 'Floor 1']);
    expect(await labels('sk')).toEqual(['Prízemie', '1. poschodie']);
    expect(await labels('hu')).toEqual(['Földszint', '1. emelet']);
    expect(await labels('uk')).toEqual(['Наземний поверх', 'Поверх 1']);
  });
});

describe('GET /api/client/warehouse/:id/recommended', () => {
  it('recommends other warehouses of the same country with a free box, nearest first', async () => {
    const { status, body } = await get(`/api/client/warehouse/${main}/recommended`);
    expect(status).toBe(200);
    const ids = body.map((w: { id: number }) => w.id);
    expect(ids[0]).toBe(sibling);
    expect(ids).toContain(opening);
    expect(ids).not.toContain(main);
    expect(ids).not.toContain(full);
    expect(ids).not.toContain(otherCountry);
  });

  it('matches the size class of the given box', async () => {
    const boxes = (await get(`/api/client/warehouse/${main}/boxes`)).body.boxes;
    const medium = boxes.find((b: { sizeClass: string }) => b.sizeClass === 'MEDIUM');
    const { body } = await get(`/api/client/warehouse/${main}/recommended?boxId=${medium.id}`);
    expect(body).toEqual([]);
    const xs = boxes.find((b: { sizeClass: string }) => b.sizeClass === 'XS');
    expect(
      (await get(`/api/client/warehouse/${main}/recommended?boxId=${xs.id}`)).body.map((w: { id: number }) => w.id),
    ).toEqual([sibling]);
  });

  it('refuses a box of another warehouse', async () => {
    const other = (await get(`/api/client/warehouse/${sibling}/boxes`)).body.boxes[0];
    expect((await get(`/api/client/warehouse/${main}/recommended?boxId=${other.id}`)).status).toBe(404);
  });
});
