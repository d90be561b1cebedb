import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { Currency, OperatingCountry } from '../countries';
import { withConsoleErrors } from './errors';
import { INT4_MAX, languages } from '../primitiveValues';
import { Id, IsoDate, IsoDateTime, LatLng, PhoneNumber, RequiredText } from '../primitives';
import { staffAuth } from '../routeMeta';
import { AuditReason } from './staff';
import { consoleRoles } from './values';
import {
  HOURS_TIME,
  MAX_CLOSED_DAYS,
  MAX_HOURS_INTERVALS,
  minutesOfTime,
  PHOTO_MAX_BASE64,
  PHOTOS_PER_WAREHOUSE,
  photoUploadTypes,
  warehouseFeatureNames,
  warehousePhotoKinds,
  warehouseTextMax,
} from './warehouseValues';

const c = initContract();

const HoursTime = z.string().regex(HOURS_TIME, 'warehouse/hours-time');

/**
 * One weekly interval of an entrance's access hours, in the warehouse's local time: ISO weekdays
 * (Monday 1 … Sunday 7), `from` before `to` (`24:00` ends at midnight), and `workingDaysOnly` to keep
 * it closed on the country's public holidays and the warehouse's own closed days.
 */
export const AccessInterval = z
  .object({
    days: z
      .array(z.number().int().min(1).max(7))
      .min(1, 'warehouse/hours-days')
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'warehouse/hours-days'),
    from: HoursTime,
    to: HoursTime,
    workingDaysOnly: z.boolean(),
  })
  .refine((i) => minutesOfTime(i.from) < minutesOfTime(i.to), { message: 'warehouse/hours-order', path: ['to'] });
export type AccessInterval = z.infer<typeof AccessInterval>;
/** An entrance's hours: the intervals it opens in; null is open day and night (24/7). */
export const AccessHours = z.array(AccessInterval).max(MAX_HOURS_INTERVALS).nullable();

/** A day the warehouse keeps closed besides the country's public holidays (a local holiday, maintenance). */
export const ClosedDay = z.object({ date: IsoDate, note: z.string().trim().max(200) });
const ClosedDays = z
  .array(ClosedDay)
  .max(MAX_CLOSED_DAYS)
  .refine((days) => new Set(days.map((d) => d.date)).size === days.length, 'warehouse/closed-day-twice');

const OptionalText = (max: number) => z.string().trim().max(max);
/** A warehouse's texts in one language; an empty text is none (another language's shows instead). */
export const WarehouseTexts = z.object({
  description: OptionalText(warehouseTextMax.description),
  openingHours: OptionalText(warehouseTextMax.openingHours),
  addressNote: OptionalText(warehouseTextMax.addressNote),
});
const TextsByLanguage = z.object(
  Object.fromEntries(languages.map((language) => [language, WarehouseTexts])) as Record<
    (typeof languages)[number],
    typeof WarehouseTexts
  >,
);

export const WarehouseFeatureFlags = z.object(
  Object.fromEntries(warehouseFeatureNames.map((name) => [name, z.boolean()])) as Record<
    (typeof warehouseFeatureNames)[number],
    z.ZodBoolean
  >,
);

/** What the editor changes of a warehouse (its country is chosen when it is created and stays). */
export const WarehouseChange = z.object({
  name: RequiredText(100),
  /** The branch's short code (`BUX`), printed on documents and used in some wording. */
  branchCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,10}$/, 'warehouse/branch-code'),
  address: z.object({
    street: RequiredText(120),
    number: RequiredText(20),
    city: RequiredText(80),
    zip: z.string().trim().min(3).max(12),
  }),
  location: LatLng,
  contactPhone: PhoneNumber.nullable(),
  features: WarehouseFeatureFlags,
  /** The day it opens, while that is still ahead: customers see "opens on …" and rent starts then. */
  availableFrom: IsoDate.nullable(),
  accessHours: AccessHours,
  /** The backup entrance's hours; null: the same as the main entrance's. */
  backupAccessHours: AccessHours,
  closedDays: ClosedDays,
  texts: TextsByLanguage,
});
export type WarehouseChange = z.infer<typeof WarehouseChange>;
/** A change with the version of the details it was made on (the editor's `version`): a stale one is refused. */
export const WarehouseUpdate = WarehouseChange.extend({ version: z.number().int().min(0).max(INT4_MAX) });
export type WarehouseUpdate = z.infer<typeof WarehouseUpdate>;
export const NewWarehouse = WarehouseChange.extend({ country: OperatingCountry });
export type NewWarehouse = z.infer<typeof NewWarehouse>;

export const PhotoKind = z.enum(warehousePhotoKinds);
/** A photo as the editor lists it, in gallery order. */
export const EditorPhoto = z.object({
  id: Id,
  kind: PhotoKind,
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export const EditorPhotos = z.object({ photos: z.array(EditorPhoto) });

/** A warehouse as the editor shows it: what it changes, and what follows from the country. */
export const WarehouseEditor = NewWarehouse.extend({
  id: Id,
  /** Prices are in the country's currency and include its VAT: shown, not chosen. */
  currency: Currency,
  vatPercent: z.number(),
  deactivated: z.boolean(),
  createdAt: IsoDateTime,
  photos: z.array(EditorPhoto),
  /** Moves with every change of the details; a change names the version it was made on. */
  version: z.number().int().min(0),
});
export type WarehouseEditor = z.infer<typeof WarehouseEditor>;

/** A country's public holidays (days off by law), on which intervals marked "working days only" stay closed. */
export const CountryHolidays = z.object({
  holidays: z.array(z.object({ date: IsoDate, name: z.string() })),
});

/** A photo file as base64 text (at most 10 MB as a file), JPEG, PNG or WebP, and what it shows. */
export const PhotoUpload = z.object({
  kind: PhotoKind,
  contentType: z.enum(photoUploadTypes),
  data: z.string().min(1).max(PHOTO_MAX_BASE64),
});
/** The photos to show first, in this order (the others follow in theirs), and the photos to delete. */
export const PhotoArrangement = z.object({
  order: z.array(Id).max(PHOTOS_PER_WAREHOUSE),
  remove: z.array(Id).max(PHOTOS_PER_WAREHOUSE),
});
export const Deactivation = z.object({ deactivated: z.boolean(), reason: AuditReason });

const WarehouseParam = z.object({ warehouseId: z.coerce.number().int().positive().max(INT4_MAX) });

/** An OWNER changes only their own warehouses; another's is answered 404, as one that does not exist. */
const editors = staffAuth(...consoleRoles.warehouseEdit);
const admins = staffAuth(...consoleRoles.warehouseCreate);

export const adminWarehousesContract = c.router(
  {
    get: {
      method: 'GET',
      path: '/api/admin/warehouses/:warehouseId',
      pathParams: WarehouseParam,
      responses: withConsoleErrors({ 200: WarehouseEditor }, 401, 403, 404),
      metadata: staffAuth(...consoleRoles.everyone),
      summary: 'One warehouse with everything the editor changes (an OWNER: one of theirs)',
    },
    holidays: {
      method: 'GET',
      path: '/api/admin/holidays',
      query: z.object({ country: OperatingCountry }),
      responses: withConsoleErrors({ 200: CountryHolidays }, 401, 403),
      metadata: staffAuth(...consoleRoles.everyone),
      summary: "The country's public holidays of the next twelve months, named in the request's language",
    },
    create: {
      method: 'POST',
      path: '/api/admin/warehouses',
      body: NewWarehouse,
      // 409 `warehouse/branch-code-taken`.
      responses: withConsoleErrors({ 201: WarehouseEditor }, 401, 403, 409),
      metadata: admins,
      summary: 'Create a warehouse in any country; customers find it at once',
    },
    update: {
      method: 'PUT',
      path: '/api/admin/warehouses/:warehouseId',
      pathParams: WarehouseParam,
      body: WarehouseUpdate,
      // 409 `stale-version` when the details changed since `version`; `warehouse/branch-code-taken`.
      responses: withConsoleErrors({ 200: WarehouseEditor }, 401, 403, 404, 409),
      metadata: editors,
      summary: "Change a warehouse's details, hours, closed days and texts; the audit log keeps what changed",
    },
    uploadPhoto: {
      method: 'POST',
      path: '/api/admin/warehouses/:warehouseId/photos',
      pathParams: WarehouseParam,
      body: PhotoUpload,
      // 400 `warehouse/photo-unreadable` for a file that is not a picture of its type; 409 `warehouse/too-many-photos`.
      responses: withConsoleErrors({ 201: EditorPhotos }, 401, 403, 404, 409),
      // The photo's base64 text and a little room for the rest of the body.
      metadata: { ...editors, bodyLimit: PHOTO_MAX_BASE64 + 64 * 1024 },
      summary: 'Add a photo at the end of the gallery, resized to the sizes the gallery shows',
    },
    arrangePhotos: {
      method: 'PUT',
      path: '/api/admin/warehouses/:warehouseId/photos',
      pathParams: WarehouseParam,
      body: PhotoArrangement,
      responses: withConsoleErrors({ 200: EditorPhotos }, 401, 403, 404),
      metadata: editors,
      summary: 'Put the photos in a new order and delete some; photos not named keep their turn after those named',
    },
    setDeactivated: {
      method: 'PUT',
      path: '/api/admin/warehouses/:warehouseId/deactivated',
      pathParams: WarehouseParam,
      body: Deactivation,
      responses: withConsoleErrors({ 200: WarehouseEditor }, 401, 403, 404),
      metadata: admins,
      summary: 'Deactivate a warehouse (no new orders; existing contracts go on) or open it again, with a reason',
    },
  },
  { strictStatusCodes: true },
);
