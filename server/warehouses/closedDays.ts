import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { warehouseClosedDay } from '../db/schema';

/**
 * The warehouse's own closed days (a local holiday, a maintenance day) among `day`: a set holding
 * `day` when the warehouse keeps it closed, else empty. On such a day the access intervals marked
 * "working days only" stay shut, as on the country's public holidays; nonstop access goes on, so no
 * customer is kept from their box by a day off.
 */
export async function closedDaysOn(db: Db, warehouseId: number, day: string): Promise<ReadonlySet<string>> {
  const rows = await db
    .select({ day: warehouseClosedDay.day })
    .from(warehouseClosedDay)
    .where(and(eq(warehouseClosedDay.warehouseId, warehouseId), eq(warehouseClosedDay.day, day)));
  return new Set(rows.map((row) => row.day));
}
