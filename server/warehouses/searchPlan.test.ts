import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { queryRows } from '../db/client';
import { seedSyntheticNetwork } from '../seed/synthetic';
import { addWarehouse } from '../testing/fixtures';
import { startTestApp, type TestApp } from '../testing/testApp';
import { warehousesAround } from './search';

// Distances against known city pairs, measured through the API, and the query plans on a network
// large enough for the planner to prefer the index.
let t: TestApp;
const city = {
  praha: { lat: 50.0755, lng: 14.4378 },
  bratislava: { lat: 48.1486, lng: 17.1077 },
  wien: { lat: 48.2082, lng: 16.3738 },
  budapest: { lat: 47.4979, lng: 19.0402 },
  cluj: { lat: 46.7712, lng: 23.6236 },
};

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  await addWarehouse(db, { name: 'Equator', lat: 1, lng: 0 });
  await addWarehouse(db, { name: 'Bratislava', ...city.bratislava });
  await addWarehouse(db, { name: 'Budapest', country: 'HUN', ...city.budapest });
  await addWarehouse(db, { name: 'Cluj-Napoca', country: 'ROU', ...city.cluj });
  await seedSyntheticNetwork(db, { warehouses: 3000, boxesPerWarehouse: 2, seed: 3 });
  await db.execute(sql`analyze`);
});
afterAll(() => t.close());

const distanceTo = async (name: string, from: { lat: number; lng: number }) => {
  const res = await t.app.inject(`/api/client/warehouse?lat=${from.lat}&lng=${from.lng}&limit=5000`);
  return (res.json() as { name: string; distance: number }[]).find((w) => w.name === name)!.distance;
};

describe('distances through the API', () => {
  it('use an earth radius of 6,378,000 m: one degree of a meridian is 111,317 m', async () => {
    expect(await distanceTo('Equator', { lat: 0, lng: 0 })).toBe(111_317);
  });

  it.each([
    ['Bratislava', city.praha, 290],
    ['Bratislava', city.wien, 55],
    ['Budapest', city.praha, 443],
    ['Cluj-Napoca', { lat: 44.4268, lng: 26.1025 }, 324],
  ])('to %s match the published great-circle distance (%#)', async (name, from, km) => {
    const d = (await distanceTo(name, from)) / 1000;
    expect(Math.abs(d - km) / km).toBeLessThan(0.01);
  });
});

describe('index-backed search', () => {
  const plan = async (query: Parameters<typeof warehousesAround>[1]) => {
    let captured = '';
    const db = new Proxy(t.database.db, {
      get: (target, prop) =>
        prop === 'execute'
          ? async (q: Parameters<typeof target.execute>[0]) => {
              const { sql: text, params } = new PgDialect().sqlToQuery(q as never);
              const literal = text.replace(/\$(\d+)/g, (_m, i) => {
                const v = params[Number(i) - 1];
                return typeof v === 'string' ? `'${v.replace(/'/g, "''")}'` : String(v);
              });
              captured = (await queryRows<Record<string, string>>(target, sql.raw(`explain ${literal}`)))
                .map((r) => Object.values(r)[0])
                .join('\n');
              return { rows: [] };
            }
          : Reflect.get(target, prop),
    });
    await warehousesAround(db, query, 'EN');
    return captured;
  };

  it('finds the nearest warehouses by a nearest-neighbour scan of the sphere index', async () => {
    expect(await plan({ lat: 49.2, lng: 18.7, limit: 20 })).toMatch(
      /Index Scan using warehouse_sphere_idx[\s\S]*Order By/,
    );
  });

  it('finds warehouses within a radius through the same index', async () => {
    expect(await plan({ lat: 49.2, lng: 18.7, radius: 30_000, limit: 20 })).toMatch(/warehouse_sphere_idx/);
  });

  it('returns the nearest in exact great-circle order', async () => {
    const found = await warehousesAround(t.database.db, { lat: 49.2, lng: 18.7, limit: 50, onlyFree: false }, 'EN');
    const active = found.filter((w) => !w.deactivation.deactivated && w.hasFreeBoxes).map((w) => w.distance!);
    expect(active).toEqual([...active].sort((a, b) => a - b));
    // No warehouse outside the result is nearer than the farthest one inside it.
    const farthest = Math.max(...found.map((w) => w.distance!));
    const ids = new Set(found.map((w) => w.id));
    const all = await warehousesAround(
      t.database.db,
      { lat: 49.2, lng: 18.7, radius: farthest + 1000, limit: 200 },
      'EN',
    );
    expect(all.filter((w) => !ids.has(w.id) && w.distance! < farthest)).toEqual([]);
  });
});
