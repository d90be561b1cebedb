import type { Db } from '../db/client';
import { box, warehouse } from '../db/schema';

type WarehouseInsert = typeof warehouse.$inferInsert;
export interface BoxSpec {
  widthCm?: number;
  lengthCm?: number;
  occupancy?: 'FREE' | 'HELD' | 'RENTED';
  active?: boolean;
  priceMinor?: number;
  floor?: number;
}

let counter = 0;

/** Inserts a warehouse with the given boxes (laid out in a row on its plan) and returns its id. */
export async function addWarehouse(
  db: Db,
  fields: Partial<WarehouseInsert> & { lat: number; lng: number },
  boxes: BoxSpec[] = [{}],
): Promise<number> {
  counter += 1;
  const [row] = await db
    .insert(warehouse)
    .values({
      name: `Test warehouse ${counter}`,
      country: 'SVK',
      branchCode: `T${counter}`,
      street: 'Testovacia',
      streetNumber: String(counter),
      city: 'Bratislava',
      zip: '811 01',
      ...fields,
    })
    .returning({ id: warehouse.id });
  if (boxes.length) {
    await db.insert(box).values(
      boxes.map((b, i) => ({
        warehouseId: row.id,
        name: `A-${String(i + 1).padStart(3, '0')}`,
        widthCm: b.widthCm ?? 150,
        lengthCm: b.lengthCm ?? 150,
        heightCm: 250,
        floor: b.floor ?? 0,
        planX: 10 + i * 320,
        planY: 10,
        planWidth: 300,
        planHeight: 300,
        priceMinor: b.priceMinor ?? 4900,
        active: b.active ?? true,
        occupancy: b.occupancy ?? 'FREE',
      })),
    );
  }
  return row.id;
}

/** A point `km` kilometres north of another (1° of latitude ≈ 111.3 km on our earth radius). */
export const northOf = (p: { lat: number; lng: number }, km: number) => ({ lat: p.lat + km / 111.317, lng: p.lng });
