import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { NetworkWarehouse } from '@contract/admin/network';
import type { Db } from '../db/client';
import { box, warehouse } from '../db/schema';
import type { StaffPrincipal } from './guard';
import { warehouseCondition } from './scope';

/** The warehouses in the staff member's scope (an OWNER: their own), by country and name, with their box counts. */
export async function networkOf(db: Db, staff: StaffPrincipal): Promise<z.infer<typeof NetworkWarehouse>[]> {
  const rows = await db
    .select({
      id: warehouse.id,
      name: warehouse.name,
      country: warehouse.country,
      city: warehouse.city,
      street: warehouse.street,
      streetNumber: warehouse.streetNumber,
      activeBoxes: sql<number>`count(${box.id})::int`,
      freeBoxes: warehouse.freeBoxCount,
      deactivated: warehouse.deactivated,
    })
    .from(warehouse)
    .leftJoin(box, and(eq(box.warehouseId, warehouse.id), eq(box.active, true)))
    .where(warehouseCondition(staff, warehouse.id))
    .groupBy(warehouse.id)
    .orderBy(asc(warehouse.country), asc(warehouse.name), asc(warehouse.id));
  return rows.map((row) => ({
    ...row,
    country: row.country as z.infer<typeof NetworkWarehouse>['country'],
    activeBoxes: Number(row.activeBoxes),
  }));
}
