import { and, eq, ne } from 'drizzle-orm';
import type { NewWarehouse, WarehouseChange, WarehouseEditor, WarehouseUpdate } from '@contract/admin/warehouses';
import { languages } from '@contract/primitives';
import { withAudit } from '../../audit/audit';
import type { Db } from '../../db/client';
import { warehouse, warehouseClosedDay, warehouseText } from '../../db/schema';
import { HttpError, notFound } from '../../http/httpError';
import { actorOf, type StaffPrincipal } from '../../staff/guard';
import { assertWarehouseInScope } from '../../staff/scope';
import { auditValuesOf, changedValues } from './auditValues';
import { closedDaysOf, fieldsOf, textsOf, warehouseEditorOf } from './editor';
import { assertEditVersion } from './editVersion';

const target = (id: number) => ({ type: 'warehouse', id, warehouseId: id });

/** The warehouse row's columns from the editor's values (an empty phone is none). */
const columnsOf = (body: WarehouseChange) => ({
  name: body.name,
  branchCode: body.branchCode,
  street: body.address.street,
  streetNumber: body.address.number,
  city: body.address.city,
  zip: body.address.zip,
  lat: body.location.lat,
  lng: body.location.lng,
  contactPhone: body.contactPhone || null,
  ...body.features,
  availableFrom: body.availableFrom,
  accessHours: body.accessHours,
  backupAccessHours: body.backupAccessHours,
});

/** Branch codes name a branch on documents: two warehouses never share one. */
async function assertBranchCodeFree(tx: Db, code: string, exceptId: number | null): Promise<void> {
  const [taken] = await tx
    .select({ id: warehouse.id })
    .from(warehouse)
    .where(
      exceptId === null
        ? eq(warehouse.branchCode, code)
        : and(eq(warehouse.branchCode, code), ne(warehouse.id, exceptId)),
    )
    .limit(1);
  if (taken)
    throw new HttpError(409, 'warehouse/branch-code-taken', `Another warehouse has the branch code ${code}.`, [
      { path: 'body.branchCode', code: 'warehouse/branch-code-taken' },
    ]);
}

/** The texts by language: a language with no text at all has no row (the customer pages fall back). */
async function writeTexts(tx: Db, warehouseId: number, texts: WarehouseChange['texts']): Promise<void> {
  await tx.delete(warehouseText).where(eq(warehouseText.warehouseId, warehouseId));
  const rows = languages
    .map((language) => ({
      warehouseId,
      language,
      description: texts[language].description || null,
      openingHours: texts[language].openingHours || null,
      addressNote: texts[language].addressNote || null,
    }))
    .filter((row) => row.description || row.openingHours || row.addressNote);
  if (rows.length) await tx.insert(warehouseText).values(rows);
}

async function writeClosedDays(tx: Db, warehouseId: number, days: WarehouseChange['closedDays']): Promise<void> {
  await tx.delete(warehouseClosedDay).where(eq(warehouseClosedDay.warehouseId, warehouseId));
  if (days.length)
    await tx.insert(warehouseClosedDay).values(days.map((d) => ({ warehouseId, day: d.date, note: d.note })));
}

/**
 * A new warehouse, in any country, with its texts and closed days, audited in the same transaction.
 * Customers find it at once: the search and the location page read the database on every request
 * (their answers are cached by browsers for seconds only), and no list of warehouses is kept elsewhere.
 */
export async function createWarehouse(db: Db, staff: StaffPrincipal, body: NewWarehouse): Promise<WarehouseEditor> {
  const id = await db.transaction(async (tx) => {
    await assertBranchCodeFree(tx, body.branchCode, null);
    const [row] = await tx
      .insert(warehouse)
      .values({ ...columnsOf(body), country: body.country })
      .returning({ id: warehouse.id });
    await writeTexts(tx, row.id, body.texts);
    await writeClosedDays(tx, row.id, body.closedDays);
    await withAudit(tx, actorOf(staff), 'warehouse.create', { target: target(row.id), after: auditValuesOf(body) });
    return row.id;
  });
  return warehouseEditorOf(db, id);
}

/** Changes a warehouse in the staff member's scope; the audit row keeps the values that changed, before and after. */
export async function updateWarehouse(
  db: Db,
  staff: StaffPrincipal,
  warehouseId: number,
  { version, ...body }: WarehouseUpdate,
): Promise<WarehouseEditor> {
  assertWarehouseInScope(staff, warehouseId);
  await db.transaction(async (tx) => {
    // The row lock orders concurrent saves of one warehouse: the second reads the first's audit row.
    const [row] = await tx.select().from(warehouse).where(eq(warehouse.id, warehouseId)).for('update');
    if (!row) throw notFound('The warehouse');
    await assertEditVersion(tx, warehouseId, version);
    const old = {
      ...fieldsOf(row),
      texts: await textsOf(tx, warehouseId),
      closedDays: await closedDaysOf(tx, warehouseId),
    };
    if (body.branchCode !== row.branchCode) await assertBranchCodeFree(tx, body.branchCode, warehouseId);
    await tx.update(warehouse).set(columnsOf(body)).where(eq(warehouse.id, warehouseId));
    await writeTexts(tx, warehouseId, body.texts);
    await writeClosedDays(tx, warehouseId, body.closedDays);
    const change = changedValues(auditValuesOf(old), auditValuesOf({ ...body, country: old.country }));
    if (Object.keys(change.after).length > 0)
      await withAudit(tx, actorOf(staff), 'warehouse.update', { target: target(warehouseId), ...change });
  });
  return warehouseEditorOf(db, warehouseId);
}

/** Deactivates a warehouse (it takes no new orders; contracts go on) or opens it again, with the reason. */
export async function setDeactivated(
  db: Db,
  staff: StaffPrincipal,
  warehouseId: number,
  deactivated: boolean,
  reason: string,
): Promise<WarehouseEditor> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ deactivated: warehouse.deactivated })
      .from(warehouse)
      .where(eq(warehouse.id, warehouseId))
      .for('update');
    if (!row) throw notFound('The warehouse');
    if (row.deactivated === deactivated) return;
    await tx.update(warehouse).set({ deactivated }).where(eq(warehouse.id, warehouseId));
    await withAudit(tx, actorOf(staff), deactivated ? 'warehouse.deactivate' : 'warehouse.reactivate', {
      target: target(warehouseId),
      before: { deactivated: row.deactivated },
      after: { deactivated },
      reason,
    });
  });
  return warehouseEditorOf(db, warehouseId);
}
