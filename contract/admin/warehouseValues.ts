/**
 * The warehouse editor's plain values, without zod: the console's screens offer and check them, and
 * contract/admin/warehouses.ts builds its schemas from them.
 */

/** What a photo shows; the customer gallery's alt text is written from it in the reader's language. */
export const warehousePhotoKinds = ['exterior', 'entrance', 'corridor', 'boxes', 'loading'] as const;
export type WarehousePhotoKind = (typeof warehousePhotoKinds)[number];

/** The picture formats a photo may be uploaded in. */
export const photoUploadTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The largest photo file accepted (10 MB); a phone's photo fits, a raw camera file does not. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The base64 text of the largest photo (4 characters per 3 bytes). */
export const PHOTO_MAX_BASE64 = Math.ceil(PHOTO_MAX_BYTES / 3) * 4;
/** At most this many photos per warehouse: a gallery longer than this is not looked through. */
export const PHOTOS_PER_WAREHOUSE = 20;

/** The warehouse's features, as the customer pages show them (and the `warehouse` table keeps them). */
export const warehouseFeatureNames = [
  'barrierFreeEntrance',
  'nonstopEntry',
  'heating',
  'parking',
  'smart',
  'videoMonitoring',
  'firstMonthFree',
  'starterPackage',
  'accessibleByCar',
] as const;

/** The texts a warehouse has in each language. */
export const warehouseTextNames = ['description', 'openingHours', 'addressNote'] as const;
export type WarehouseTextName = (typeof warehouseTextNames)[number];
export const warehouseTextMax: Record<WarehouseTextName, number> = {
  description: 4000,
  openingHours: 500,
  addressNote: 500,
};

/** A time of day in the hours: `HH:MM`, and `24:00` for midnight at the end of a day. */
export const HOURS_TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const minutesOfTime = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
/** At most this many intervals per entrance, and extra closed days per warehouse. */
export const MAX_HOURS_INTERVALS = 20;
export const MAX_CLOSED_DAYS = 100;
