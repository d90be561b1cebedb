import type { AccessInterval, NewWarehouse, WarehouseEditor } from '@contract/admin/warehouses';
import { warehouseFeatureNames } from '@contract/admin/warehouseValues';
import type { OperatingCountry } from '@contract/countries';
import { languages } from '@contract/primitiveValues';

/**
 * The editor's values as the form holds them: the request's shape, with what is typed as text kept
 * as text (coordinates, the phone, the opening date; empty is none), so field errors have the
 * request's paths (`address.zip`, `accessHours.0.to`, `texts.SK.description`).
 */
export type Draft = Omit<NewWarehouse, 'location' | 'contactPhone' | 'availableFrom'> & {
  location: { lat: string; lng: string };
  contactPhone: string;
  availableFrom: string;
};

const noTexts = () =>
  Object.fromEntries(
    languages.map((l) => [l, { description: '', openingHours: '', addressNote: '' }]),
  ) as Draft['texts'];

/** A warehouse not created yet: in Slovakia, open at once, nonstop, without photos or texts. */
export function blankDraft(country: OperatingCountry = 'SVK'): Draft {
  const features = Object.fromEntries(warehouseFeatureNames.map((name) => [name, false])) as Draft['features'];
  return {
    name: '',
    branchCode: '',
    country,
    address: { street: '', number: '', city: '', zip: '' },
    location: { lat: '', lng: '' },
    contactPhone: '',
    features: { ...features, nonstopEntry: true, videoMonitoring: true, accessibleByCar: true },
    availableFrom: '',
    accessHours: null,
    backupAccessHours: null,
    closedDays: [],
    texts: noTexts(),
  };
}

export function draftOf(w: WarehouseEditor): Draft {
  return {
    name: w.name,
    branchCode: w.branchCode,
    country: w.country,
    address: w.address,
    location: { lat: String(w.location.lat), lng: String(w.location.lng) },
    contactPhone: w.contactPhone ?? '',
    features: w.features,
    availableFrom: w.availableFrom ?? '',
    accessHours: w.accessHours,
    backupAccessHours: w.backupAccessHours,
    closedDays: w.closedDays,
    texts: w.texts,
  };
}

/** A typed coordinate as a number; nothing typed is missing (the check says "mandatory"). */
const degrees = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));

/** The request body of the draft (create sends the country, update leaves it out). */
export function bodyOfDraft(draft: Draft) {
  return {
    ...draft,
    location: { lat: degrees(draft.location.lat), lng: degrees(draft.location.lng) },
    contactPhone: draft.contactPhone.trim() || null,
    availableFrom: draft.availableFrom || null,
  };
}

/** The interval a new row of hours starts with: working days, 8:00–18:00. */
export const newInterval = (): AccessInterval => ({
  days: [1, 2, 3, 4, 5],
  from: '08:00',
  to: '18:00',
  workingDaysOnly: false,
});

/** The value at a dotted path (`texts.SK.description`, `accessHours.0.from`). */
export function valueAt(root: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (v, key) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
      root,
    );
}

/** A copy of `root` with `value` at the dotted path; the objects and lists on the way are copied, the rest shared. */
export function withValueAt<T>(root: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.');
  const current = (root as Record<string, unknown>)[key];
  const next = rest.length ? withValueAt(current, rest.join('.'), value) : value;
  if (Array.isArray(root)) return root.map((item, index) => (String(index) === key ? next : item)) as T;
  return { ...(root as object), [key]: next } as T;
}

/** Every path of the draft, inner ones too (a list's own error, as "the same closed day twice", is shown at the list). */
export function pathsOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return prefix ? [prefix] : [];
  const inner = Array.isArray(value)
    ? value.flatMap((item, index) => pathsOf(item, prefix ? `${prefix}.${index}` : String(index)))
    : Object.entries(value).flatMap(([key, item]) => pathsOf(item, prefix ? `${prefix}.${key}` : key));
  return prefix ? [prefix, ...inner] : inner;
}
