import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyOfCountry, operatingCountries, type Currency } from '@contract/countries';
import { EARTH_RADIUS_M, mapPresets } from '@contract/mapPresets';
import { openDatabase, type Database, type Db } from '../db/client';
import { box, floorPlanFixture, warehouse } from '../db/schema';
import { BARRIER_FREE_BACKUP_ACCESS, DAYTIME_ACCESS } from '../locks/access/hours';
import { sizeClassOfArea } from '@contract/boxSizes';
import { boxCatalogue, sizeClasses } from './boxMix';
import { countryBounds } from './cities';
import { seedDemoNetwork, UPCOMING_OPENING_IN_DAYS } from './demo';
import { layoutFloorPlan, rectanglesOverlap } from './floorPlanLayout';
import { isoDatePlusDays } from './rows';
import { seedSyntheticNetwork } from './synthetic';

type WarehouseRow = typeof warehouse.$inferSelect;
type BoxRow = typeof box.$inferSelect;
type FixtureRow = typeof floorPlanFixture.$inferSelect;

interface Network {
  warehouses: WarehouseRow[];
  boxes: Map<number, BoxRow[]>;
  fixtures: Map<number, FixtureRow[]>;
}

async function loadNetwork(db: Db): Promise<Network> {
  const group = <T extends { warehouseId: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const r of rows) map.set(r.warehouseId, [...(map.get(r.warehouseId) ?? []), r]);
    return map;
  };
  return {
    warehouses: await db.select().from(warehouse),
    boxes: group(await db.select().from(box)),
    fixtures: group(await db.select().from(floorPlanFixture)),
  };
}

function distanceM(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/** Every box and fixture inside the plan; boxes overlap neither each other nor fixtures of their floor. */
function expectValidPlans(network: Network): void {
  for (const w of network.warehouses) {
    const boxes = network.boxes.get(w.id) ?? [];
    const fixtures = network.fixtures.get(w.id) ?? [];
    const where = `warehouse ${w.branchCode}`;
    expect(new Set(boxes.map((b) => b.name)).size, where).toBe(boxes.length);
    expect(
      fixtures.some((f) => f.kind === 'entrance' && f.floor === 0),
      where,
    ).toBe(true);
    for (const f of fixtures) {
      expect(f.x >= 0 && f.y >= 0 && f.x + f.width <= w.planWidth && f.y + f.height <= w.planHeight, where).toBe(true);
    }
    const rects = boxes.map((b) => ({ b, r: { x: b.planX, y: b.planY, width: b.planWidth, height: b.planHeight } }));
    for (const { b, r } of rects) {
      expect(
        r.x >= 0 && r.y >= 0 && r.x + r.width <= w.planWidth && r.y + r.height <= w.planHeight,
        `${where} ${b.name}`,
      ).toBe(true);
      expect([r.width, r.height], `${where} ${b.name}`).toEqual([b.widthCm, b.lengthCm]);
      const clash = fixtures.find((f) => f.floor === b.floor && rectanglesOverlap(r, f));
      expect(clash, `${where} ${b.name} overlaps a ${clash?.kind}`).toBeUndefined();
    }
    for (let i = 0; i < rects.length; i++) {
      for (let j = i + 1; j < rects.length; j++) {
        const [p, q] = [rects[i], rects[j]];
        if (p.b.floor === q.b.floor && rectanglesOverlap(p.r, q.r)) {
          expect.fail(`${where}: ${p.b.name} overlaps ${q.b.name} on floor ${p.b.floor}`);
        }
      }
    }
  }
}

function expectFreeCountsMatch(network: Network): void {
  for (const w of network.warehouses) {
    const free = (network.boxes.get(w.id) ?? []).filter((b) => b.active && b.occupancy === 'FREE').length;
    expect(w.freeBoxCount, w.branchCode).toBe(free);
  }
}

/** Plausible monthly rents with VAT per currency, major units. */
const priceRange: Record<Currency, [number, number]> = {
  EUR: [20, 300],
  CZK: [500, 7_000],
  PLN: [90, 1_200],
  HUF: [7_000, 90_000],
  RON: [100, 1_400],
};

describe('demo network', () => {
  let database: Database;
  let network: Network;
  const today = new Date('2025-03-10T12:00:00Z');

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    expect(await seedDemoNetwork(database.db, today)).toEqual({ seeded: true });
    network = await loadNetwork(database.db);
  });
  afterAll(() => database.close());

  it('covers the five countries with prices in each country’s currency', () => {
    expect(new Set(network.warehouses.map((w) => w.country))).toEqual(new Set(operatingCountries));
    expect(network.warehouses.length).toBeGreaterThanOrEqual(28);
    for (const w of network.warehouses) {
      expect(operatingCountries).toContain(w.country);
      const [min, max] = priceRange[currencyOfCountry[w.country as keyof typeof currencyOfCountry]];
      for (const b of network.boxes.get(w.id) ?? []) {
        expect(Number.isInteger(b.priceMinor), `${w.branchCode} ${b.name}`).toBe(true);
        expect(b.priceMinor / 100, `${w.branchCode} ${b.name}`).toBeGreaterThanOrEqual(min);
        expect(b.priceMinor / 100, `${w.branchCode} ${b.name}`).toBeLessThanOrEqual(max);
        expect(b.insurancePriceMinor === null, `${w.branchCode} ${b.name}`).toBe(b.insuranceCoverageMinor === 0);
      }
    }
  });

  it('has a warehouse within 500 m of every map preset', () => {
    for (const preset of mapPresets) {
      const nearest = Math.min(...network.warehouses.map((w) => distanceM(w, preset)));
      expect(nearest, preset.id).toBeLessThan(500);
    }
  });

  it('has the barrier-free branch BUX in Bratislava', () => {
    const bux = network.warehouses.find((w) => w.branchCode === 'BUX');
    expect(bux).toMatchObject({ city: 'Bratislava', country: 'SVK', barrierFreeEntrance: true, deactivated: false });
    // Its step-free backup entrance opens on working days 8–16; the main entrance is nonstop.
    expect(bux).toMatchObject({ accessHours: null, backupAccessHours: BARRIER_FREE_BACKUP_ACCESS });
    const daytime = network.warehouses.filter((w) => !w.nonstopEntry);
    expect(daytime.length).toBeGreaterThan(0);
    for (const w of daytime) expect(w.accessHours, w.branchCode).toEqual(DAYTIME_ACCESS);
  });

  it('has exactly one full, one deactivated and one not yet open warehouse', () => {
    const full = network.warehouses.filter(
      (w) => (network.boxes.get(w.id)?.length ?? 0) > 0 && w.freeBoxCount === 0 && !w.deactivated,
    );
    expect(full.map((w) => w.city)).toEqual(['Bratislava']);
    expect(network.boxes.get(full[0].id)!.every((b) => b.occupancy === 'RENTED')).toBe(true);
    expect(network.warehouses.filter((w) => w.deactivated)).toHaveLength(1);
    const upcoming = network.warehouses.filter((w) => w.availableFrom !== null);
    expect(upcoming.map((w) => w.availableFrom)).toEqual([isoDatePlusDays(today, UPCOMING_OPENING_IN_DAYS)]);
    expect(upcoming[0].availableFrom! > today.toISOString().slice(0, 10)).toBe(true);
    expect(upcoming[0].freeBoxCount).toBeGreaterThan(0);
  });

  it('has 20–60 boxes per warehouse, every size class, and a realistic rented share', () => {
    let withAllClasses = 0;
    for (const w of network.warehouses) {
      const boxes = network.boxes.get(w.id) ?? [];
      expect(boxes.length, w.branchCode).toBeGreaterThanOrEqual(20);
      expect(boxes.length, w.branchCode).toBeLessThanOrEqual(60);
      const classes = new Set(boxes.map((b) => sizeClassOfArea((b.widthCm * b.lengthCm) / 10_000)));
      if (classes.size === sizeClasses.length) withAllClasses++;
      for (const b of boxes) expect(b.heightCm >= 200 && b.heightCm <= 300, `${w.branchCode} ${b.name}`).toBe(true);
      const rented = boxes.filter((b) => b.occupancy === 'RENTED').length / boxes.length;
      if (w.freeBoxCount > 0 && !w.deactivated && w.availableFrom === null) {
        expect(rented, w.branchCode).toBeGreaterThanOrEqual(0.3);
        expect(rented, w.branchCode).toBeLessThanOrEqual(0.72);
      }
    }
    expect(withAllClasses).toBe(network.warehouses.length);
    const all = [...network.boxes.values()].flat();
    expect(all.some((b) => !b.active)).toBe(true);
    expect(all.some((b) => b.insuranceCoverageMinor > 0)).toBe(true);
  });

  it('keeps free_box_count in line with the boxes', () => expectFreeCountsMatch(network));

  it('lays every box out on a valid floor plan, some on two floors', () => {
    expectValidPlans(network);
    const twoFloors = network.warehouses.filter((w) => network.boxes.get(w.id)!.some((b) => b.floor === 1));
    expect(twoFloors.length).toBeGreaterThan(0);
    for (const w of twoFloors)
      expect(network.fixtures.get(w.id)!.some((f) => f.floor === 1 && f.kind === 'stairs')).toBe(true);
  });

  it('does not seed twice', async () => {
    expect(await seedDemoNetwork(database.db, today)).toEqual({ seeded: false });
    const again = await loadNetwork(database.db);
    expect(again.warehouses).toHaveLength(network.warehouses.length);
    expect([...again.boxes.values()].flat()).toHaveLength([...network.boxes.values()].flat().length);
    expect([...again.fixtures.values()].flat()).toHaveLength([...network.fixtures.values()].flat().length);
  });
});

describe('synthetic network', () => {
  let database: Database;
  let network: Network;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    const counts = await seedSyntheticNetwork(database.db, { warehouses: 200, boxesPerWarehouse: 30, seed: 7 });
    expect(counts).toMatchObject({ warehouses: 200, boxes: 6000 });
    network = await loadNetwork(database.db);
  });
  afterAll(() => database.close());

  it('inserts the requested counts inside the five countries', () => {
    expect(network.warehouses).toHaveLength(200);
    for (const w of network.warehouses) {
      expect(network.boxes.get(w.id), w.branchCode).toHaveLength(30);
      const b = countryBounds[w.country as keyof typeof countryBounds];
      expect(w.lat >= b.minLat && w.lat <= b.maxLat && w.lng >= b.minLng && w.lng <= b.maxLng, w.branchCode).toBe(true);
    }
    expect(new Set(network.warehouses.map((w) => w.country))).toEqual(new Set(operatingCountries));
    const all = [...network.boxes.values()].flat();
    const rented = all.filter((b) => b.occupancy === 'RENTED').length / all.length;
    expect(rented).toBeGreaterThan(0.3);
    expect(rented).toBeLessThan(0.5);
  });

  it('keeps free_box_count equal to the active free boxes', () => expectFreeCountsMatch(network));

  it('lays every box out on a valid floor plan', () => expectValidPlans(network));

  it('appends a second run and counts its boxes too', async () => {
    await seedSyntheticNetwork(database.db, { warehouses: 20, boxesPerWarehouse: 25, seed: 8 });
    const both = await loadNetwork(database.db);
    expect(both.warehouses).toHaveLength(220);
    expectFreeCountsMatch(both);
  });
});

describe('floor plan layout', () => {
  it('is deterministic and fits boxes of every catalogue size', () => {
    const footprints = sizeClasses.flatMap((s) => boxCatalogue[s]).flatMap((f) => [f, f, f]);
    const a = layoutFloorPlan(footprints, { floors: 2, office: true });
    expect(layoutFloorPlan(footprints, { floors: 2, office: true })).toEqual(a);
    expect(a.boxes).toHaveLength(footprints.length);
    expect(new Set(a.boxes.map((b) => b.index)).size).toBe(footprints.length);
    expect(a.boxes[0].name).toBe('A-001');
  });
});
