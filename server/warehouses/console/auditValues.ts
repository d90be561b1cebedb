import type { AccessInterval, WarehouseEditor } from '@contract/admin/warehouses';
import { warehouseTextNames } from '@contract/admin/warehouseValues';
import { languages } from '@contract/primitives';
import type { AuditValues } from '../../audit/audit';

type Compared = Omit<
  WarehouseEditor,
  'id' | 'currency' | 'vatPercent' | 'deactivated' | 'createdAt' | 'photos' | 'version'
>;

/** An interval as one line a person reads in the log: `1,2,3,4,5 08:00-16:00 working days only`. */
const intervalText = (i: AccessInterval) =>
  `${i.days.join(',')} ${i.from}-${i.to}${i.workingDaysOnly ? ' working days only' : ''}`;

/**
 * A warehouse as the audit log keeps it: every value a scalar, a list of them or an object of them
 * (the log's shape), so hours are lines of text and texts are by language.
 */
export function auditValuesOf(w: Compared): AuditValues {
  const texts = Object.fromEntries(
    warehouseTextNames.map((name) => [
      name,
      Object.fromEntries(languages.filter((l) => w.texts[l][name]).map((l) => [l, w.texts[l][name]])),
    ]),
  );
  return {
    name: w.name,
    branchCode: w.branchCode,
    country: w.country,
    address: w.address,
    location: w.location,
    contactPhone: w.contactPhone,
    features: w.features,
    availableFrom: w.availableFrom,
    accessHours: w.accessHours === null ? '24/7' : w.accessHours.map(intervalText),
    backupAccessHours: w.backupAccessHours === null ? 'as the main entrance' : w.backupAccessHours.map(intervalText),
    closedDays: w.closedDays.map((d) => (d.note ? `${d.date} ${d.note}` : d.date)),
    ...texts,
  };
}

/** The values that differ, before and after: what the log shows of a change. */
export function changedValues(before: AuditValues, after: AuditValues): { before: AuditValues; after: AuditValues } {
  const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}
