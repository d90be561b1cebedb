import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { queryRows } from './client';
import { box, warehouse } from './schema';
import { addWarehouse } from '../testing/fixtures';
import { openTestDatabase } from '../testing/testDatabase';

// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (CI runs both).
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe(`migrations on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('create every table and the sphere index of the nearby search', async () => {
    const tables = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = current_schema() order by table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['box', 'client_error', 'floor_plan_fixture', 'rate_limit', 'warehouse']),
    );
    const indexes = await queryRows<{ indexdef: string }>(
      database.db,
      sql`select indexdef from pg_indexes where indexname = 'warehouse_sphere_idx' and schemaname = current_schema()`,
    );
    expect(indexes[0].indexdef).toMatch(/USING gist \(geo_unit_vector\(lat, lng\)\)/);
  });

  it('are idempotent: opening the same database again applies nothing twice', async () => {
    const applied = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from warehouse`);
    expect(applied[0].n).toBe(0);
  });

  it('keep the free box count and cheapest free price in step with box changes', async () => {
    const db = database.db;
    const id = await addWarehouse(db, { lat: 48, lng: 17 }, [{}, {}, { occupancy: 'RENTED' }, { active: false }]);
    const count = async () =>
      (await db.select({ n: warehouse.freeBoxCount }).from(warehouse).where(eq(warehouse.id, id)))[0].n;
    const cheapest = async () =>
      (await db.select({ p: warehouse.minFreePriceMinor }).from(warehouse).where(eq(warehouse.id, id)))[0].p;
    expect(await count()).toBe(2);
    expect(await cheapest()).toBe(4900);
    const [first] = await db.select().from(box).where(eq(box.warehouseId, id)).orderBy(box.id).limit(1);
    await db.update(box).set({ occupancy: 'HELD' }).where(eq(box.id, first.id));
    expect(await count()).toBe(1);
    await db.update(box).set({ occupancy: 'FREE' }).where(eq(box.id, first.id));
    await db.update(box).set({ active: true }).where(eq(box.warehouseId, id));
    expect(await count()).toBe(3);
    await db.update(box).set({ priceMinor: 3900 }).where(eq(box.id, first.id));
    expect(await cheapest()).toBe(3900);
    await db.delete(box).where(eq(box.id, first.id));
    expect(await count()).toBe(2);
    expect(await cheapest()).toBe(4900);
    await db.update(box).set({ occupancy: 'RENTED' }).where(eq(box.warehouseId, id));
    expect([await count(), await cheapest()]).toEqual([0, null]);
  });

  it('store money as integers and refuse impossible values', async () => {
    const db = database.db;
    const id = await addWarehouse(db, { lat: 48, lng: 17 }, []);
    const insert = (values: Partial<typeof box.$inferInsert>) =>
      db.insert(box).values({
        warehouseId: id,
        name: 'X',
        widthCm: 100,
        lengthCm: 100,
        heightCm: 200,
        planX: 0,
        planY: 0,
        planWidth: 1,
        planHeight: 1,
        priceMinor: 100,
        ...values,
      });
    await expect(insert({ priceMinor: -1 })).rejects.toThrow();
    await expect(insert({ occupancy: 'LOST' })).rejects.toThrow();
    await expect(insert({ priceMinor: 12.5 })).rejects.toThrow();
    await expect(addWarehouse(db, { lat: 91, lng: 17 }, [])).rejects.toThrow();
  });
});
