import { eq } from 'drizzle-orm';
import type { BoxSize } from '@contract/enums';
import type { Language } from '@contract/primitives';
import type { Warehouse } from '@contract/warehouse';
import type { Db } from '../db/client';
import { box } from '../db/schema';
import { notFound } from '../http/httpError';
import { boxAreaM2, sizeClassOf } from './boxes';
import { findWarehouse } from './detail';
import { warehousesAround } from './search';

/**
 * Alternatives to a warehouse: the nearest other active warehouses with a free box, of the same size
 * class as `boxId` when given, in the same country (prices and contracts are per country).
 */
export async function recommendedWarehouses(
  db: Db,
  id: number,
  q: { boxId?: number; limit: number },
  language: Language,
): Promise<Warehouse[]> {
  const origin = await findWarehouse(db, id);
  let size: BoxSize | undefined;
  if (q.boxId !== undefined) {
    const [row] = await db.select().from(box).where(eq(box.id, q.boxId)).limit(1);
    if (!row || row.warehouseId !== id) throw notFound(`Box ${q.boxId} in warehouse ${id}`);
    size = sizeClassOf(boxAreaM2(row));
  }
  return warehousesAround(
    db,
    {
      lat: origin.lat,
      lng: origin.lng,
      limit: q.limit,
      onlyFree: true,
      size,
      country: origin.country as Warehouse['country'],
      excludeId: id,
    },
    language,
  );
}
