import { asc, eq } from 'drizzle-orm';
import type { AccessInterval, WarehouseEditor } from '@contract/admin/warehouses';
import type { WarehousePhotoKind } from '@contract/admin/warehouseValues';
import { currencyOfCountry, vatPercentOfCountry, type OperatingCountry } from '@contract/countries';
import { languages, type Language } from '@contract/primitives';
import type { Db } from '../../db/client';
import { warehouse, warehouseClosedDay, warehousePhoto, warehouseText } from '../../db/schema';
import { notFound } from '../../http/httpError';
import { editVersionOf } from './editVersion';

type WarehouseRow = typeof warehouse.$inferSelect;
type Texts = WarehouseEditor['texts'];

/**
 * Stored hours as the editor shows them: the intervals as they are, with `workingDaysOnly` spelled
 * out. A value the editor did not write (a hand-made import) shows what is readable of it.
 */
export function hoursOf(value: unknown): AccessInterval[] | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value)) return [];
  return value
    .filter((i) => i && Array.isArray(i.days) && typeof i.from === 'string' && typeof i.to === 'string')
    .map((i) => ({ days: i.days, from: i.from, to: i.to, workingDaysOnly: i.workingDaysOnly === true }));
}

/** The texts of every language, an empty text where a language has none. */
export async function textsOf(db: Db, warehouseId: number): Promise<Texts> {
  const rows = await db.select().from(warehouseText).where(eq(warehouseText.warehouseId, warehouseId));
  const byLanguage = new Map(rows.map((row) => [row.language, row]));
  return Object.fromEntries(
    languages.map((language: Language) => {
      const row = byLanguage.get(language);
      return [
        language,
        {
          description: row?.description ?? '',
          openingHours: row?.openingHours ?? '',
          addressNote: row?.addressNote ?? '',
        },
      ];
    }),
  ) as Texts;
}

export async function closedDaysOf(db: Db, warehouseId: number): Promise<WarehouseEditor['closedDays']> {
  return db
    .select({ date: warehouseClosedDay.day, note: warehouseClosedDay.note })
    .from(warehouseClosedDay)
    .where(eq(warehouseClosedDay.warehouseId, warehouseId))
    .orderBy(asc(warehouseClosedDay.day));
}

export async function editorPhotosOf(db: Db, warehouseId: number): Promise<WarehouseEditor['photos']> {
  const rows = await db
    .select()
    .from(warehousePhoto)
    .where(eq(warehousePhoto.warehouseId, warehouseId))
    .orderBy(asc(warehousePhoto.position));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as WarehousePhotoKind,
    url: row.path,
    width: row.width,
    height: row.height,
  }));
}

/** The warehouse's own fields as the editor shows them (and the audit log compares them). */
export function fieldsOf(row: WarehouseRow) {
  const country = row.country as OperatingCountry;
  return {
    name: row.name,
    branchCode: row.branchCode,
    country,
    address: { street: row.street, number: row.streetNumber, city: row.city, zip: row.zip },
    location: { lat: row.lat, lng: row.lng },
    contactPhone: row.contactPhone,
    features: {
      barrierFreeEntrance: row.barrierFreeEntrance,
      nonstopEntry: row.nonstopEntry,
      heating: row.heating,
      parking: row.parking,
      smart: row.smart,
      videoMonitoring: row.videoMonitoring,
      firstMonthFree: row.firstMonthFree,
      starterPackage: row.starterPackage,
      accessibleByCar: row.accessibleByCar,
    },
    availableFrom: row.availableFrom,
    accessHours: hoursOf(row.accessHours),
    backupAccessHours: hoursOf(row.backupAccessHours),
  };
}

/** One warehouse with everything the editor shows; 404 when there is none with this id. */
export async function warehouseEditorOf(db: Db, warehouseId: number): Promise<WarehouseEditor> {
  const [row] = await db.select().from(warehouse).where(eq(warehouse.id, warehouseId));
  if (!row) throw notFound('The warehouse');
  const fields = fieldsOf(row);
  const [texts, closedDays, photos, version] = await Promise.all([
    textsOf(db, warehouseId),
    closedDaysOf(db, warehouseId),
    editorPhotosOf(db, warehouseId),
    editVersionOf(db, warehouseId),
  ]);
  return {
    id: row.id,
    ...fields,
    currency: currencyOfCountry[fields.country],
    vatPercent: vatPercentOfCountry[fields.country],
    deactivated: row.deactivated,
    createdAt: row.createdAt.toISOString(),
    texts,
    closedDays,
    photos,
    version,
  };
}
