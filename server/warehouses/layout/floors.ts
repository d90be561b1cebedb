import { MAX_FLOOR } from '@contract/admin/values';
import type { LayoutFloor } from '@contract/admin/layout';
import type { Language } from '@contract/primitives';
import { withAudit } from '../../audit/audit';
import type { AppContext } from '../../config/context';
import { eq } from 'drizzle-orm';
import { warehouse, warehouseFloor } from '../../db/schema';
import { HttpError, notFound } from '../../http/httpError';
import { actorOf, type StaffPrincipal } from '../../staff/guard';
import { assertWarehouseInScope } from '../../staff/scope';
import { floorLabelOf } from '../floorLabels';
import { floorsOf } from './layout';

/**
 * Adds the floor above the highest one (the ground floor when there is none), empty: its boxes are
 * added on it next. The warehouse's row is locked meanwhile, so two operators adding at once get two
 * floors, one above the other.
 */
export async function addFloor(
  ctx: AppContext,
  staff: StaffPrincipal,
  warehouseId: number,
  language: Language,
): Promise<LayoutFloor> {
  assertWarehouseInScope(staff, warehouseId);
  return ctx.db.transaction(async (tx) => {
    const [w] = await tx
      .select({ id: warehouse.id })
      .from(warehouse)
      .where(eq(warehouse.id, warehouseId))
      .for('update');
    if (!w) throw notFound('The warehouse');
    const floors = await floorsOf(tx, warehouseId);
    const floor = floors.length ? Math.max(...floors) + 1 : 0;
    if (floor > MAX_FLOOR) throw new HttpError(409, 'bad-request', `A warehouse has at most ${MAX_FLOOR + 1} floors.`);
    await tx.insert(warehouseFloor).values({ warehouseId, floor });
    await withAudit(tx, actorOf(staff), 'floor.add', {
      target: { type: 'floor', id: floor, warehouseId },
      after: { floor },
    });
    return { floor, label: floorLabelOf(floor, language), fixtures: [] };
  });
}
