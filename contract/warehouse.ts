import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { CountryCode, Currency, OperatingCountry } from './countries';
import { BoxSize, LockVersion } from './enums';
import { withErrors, ApiError } from './errors';
import {
  Email,
  Id,
  IdParam,
  IdText,
  IsoDate,
  LatitudeText,
  LatLng,
  Language,
  LongitudeText,
  Money,
  PageLimit,
  PageOffset,
  PhoneNumber,
  QueryBoolean,
} from './primitives';

const c = initContract();

export { sizeClassBounds } from './enumValues';

export const Address = z.object({
  street: z.string().trim().min(1).max(120),
  number: z.string().trim().min(1).max(20),
  city: z.string().trim().min(1).max(80),
  zip: z.string().trim().min(3).max(12),
  countryCode: CountryCode,
});
export type Address = z.infer<typeof Address>;

export const WarehouseFeatures = z.object({
  barrierFreeEntrance: z.boolean(),
  nonstopEntry: z.boolean(),
  heating: z.boolean(),
  parking: z.boolean(),
  smart: z.boolean(),
  videoMonitoring: z.boolean(),
  /** The first month is free; the discount applies to the first invoicing period only. */
  firstMonthFree: z.boolean(),
  starterPackage: z.boolean(),
});

/** A warehouse as listed in search results. */
export const Warehouse = z.object({
  id: Id,
  name: z.string(),
  country: OperatingCountry,
  /** Branch code such as `BUX`; some wording depends on it. */
  branchCode: z.string(),
  address: Address,
  addressNote: z.string().nullable(),
  location: LatLng,
  features: WarehouseFeatures,
  accessibility: z.object({ car: z.boolean() }),
  currency: Currency,
  freeBoxCount: z.number().int().min(0),
  hasFreeBoxes: z.boolean(),
  /** Lowest monthly price of a free box, with VAT; null when nothing is free. */
  priceFrom: Money.nullable(),
  /** Great-circle distance in metres from the searched point; null when no point was given. */
  distance: z.number().nullable(),
  deactivation: z.object({ deactivated: z.boolean() }),
  /** Set while the warehouse is not open yet: boxes can be ordered, the rent starts on that date. */
  unavailable: z.object({ availableFrom: IsoDate }).nullable(),
});
export type Warehouse = z.infer<typeof Warehouse>;

/** A photo of a warehouse: where it is served, its size in pixels, and what it shows in the page's language. */
export const WarehousePhoto = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The same photo in every size it is served in (`url 480w, url 960w`), for a photo uploaded in the console. */
  srcSet: z.string().optional(),
});
export type WarehousePhoto = z.infer<typeof WarehousePhoto>;

/**
 * One warehouse. Its description, opening hours and address note (also in `Warehouse`) are in the
 * language of the request's Accept-Language, else in the warehouse country's language, else in
 * English, else in whichever language they exist.
 */
export const WarehouseDetail = Warehouse.extend({
  description: z.string().nullable(),
  lockVersion: LockVersion,
  /** Opening hours of the entrance as text when not 24/7; null means nonstop. */
  openingHours: z.string().nullable(),
  contactPhone: z.string().nullable(),
  /** In gallery order; empty when the warehouse has none. */
  photos: z.array(WarehousePhoto),
  /** Per size class: how many boxes exist, how many are free, cheapest monthly price. */
  sizes: z.array(
    z.object({
      sizeClass: BoxSize,
      sizeFrom: z.number(),
      sizeTo: z.number().nullable(),
      activeBoxes: z.number().int(),
      freeBoxes: z.number().int(),
      priceFrom: Money.nullable(),
    }),
  ),
});
export type WarehouseDetail = z.infer<typeof WarehouseDetail>;

export const Box = z.object({
  id: Id,
  warehouseId: Id,
  /** The number painted on the door, e.g. `A-012`. */
  name: z.string(),
  sizeClass: BoxSize,
  /** Floor area in m² (width × length). */
  area: z.number().positive(),
  width: z.number().positive(),
  length: z.number().positive(),
  height: z.number().positive(),
  floor: z.number().int(),
  /** Monthly rent with VAT, and without VAT, in the warehouse's currency. */
  pricePerMonth: Money,
  pricePerMonthWithoutVat: Money,
  vatPercent: z.number(),
  /** Insurance covers goods up to this amount; zero means basic insurance is included. */
  insuranceCoverage: Money,
  /** Monthly price of the optional extra insurance; null when not offered. */
  insurancePricePerMonth: Money.nullable(),
  /** Whether the box can be rented at all (not under maintenance). */
  active: z.boolean(),
  /** Active and neither rented nor held by an unfinished order. */
  free: z.boolean(),
  /** Earliest date a new rent could start. */
  rentStart: IsoDate,
});
export type Box = z.infer<typeof Box>;

export const WarehouseBoxes = z.object({
  warehouseId: Id,
  boxes: z.array(Box),
});

/** Floor plan: box rectangles and fixtures on a plan measured in centimetres. */
export const FloorPlan = z.object({
  warehouseId: Id,
  width: z.number().positive(),
  height: z.number().positive(),
  floors: z.array(
    z.object({
      floor: z.number().int(),
      label: z.string(),
      boxes: z.array(
        z.object({
          boxId: Id,
          name: z.string(),
          x: z.number(),
          y: z.number(),
          width: z.number().positive(),
          height: z.number().positive(),
          sizeClass: BoxSize,
          state: z.enum(['free', 'taken', 'inactive']),
        }),
      ),
      fixtures: z.array(
        z.object({
          kind: z.enum(['entrance', 'corridor', 'wall', 'lift', 'stairs', 'office']),
          x: z.number(),
          y: z.number(),
          width: z.number().positive(),
          height: z.number().positive(),
        }),
      ),
    }),
  ),
});
export type FloorPlan = z.infer<typeof FloorPlan>;

const searchFilters = {
  country: OperatingCountry.optional(),
  /** Only warehouses with at least one free box of this size class. */
  size: BoxSize.optional(),
  onlyFree: QueryBoolean.optional(),
};

export const WarehouseListQuery = z.object({
  ...searchFilters,
  /** When given, each result carries its distance from this point. */
  lat: LatitudeText.optional(),
  lng: LongitudeText.optional(),
  limit: PageLimit(5000, 1000),
  offset: PageOffset,
});

export const WarehouseAroundQuery = z.object({
  ...searchFilters,
  lat: LatitudeText,
  lng: LongitudeText,
  /** Metres. Without it the nearest `limit` warehouses are returned, however far. */
  radius: z.coerce.number().positive().max(20_040_000).optional(),
  limit: PageLimit(200, 20),
});

export const RecommendedQuery = z.object({
  /** Recommend warehouses with a free box of the same size class as this box. */
  boxId: IdText.optional(),
  limit: PageLimit(20, 4),
});

export const NewFreeBoxSubscription = z.object({
  email: Email,
  phoneNumber: PhoneNumber.optional().nullable(),
  /** Size class the visitor waits for; any free box when missing. */
  size: BoxSize.optional().nullable(),
  language: Language,
});

export const warehouseContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/api/client/warehouse',
      query: WarehouseListQuery,
      responses: withErrors({ 200: z.array(Warehouse) }),
      summary: 'List warehouses: free boxes first, then by distance when a point is given',
    },
    around: {
      method: 'GET',
      path: '/api/client/warehouse/around',
      query: WarehouseAroundQuery,
      responses: withErrors({ 200: z.array(Warehouse) }),
      summary: 'Warehouses near a point: active first, then free boxes first, then by great-circle distance',
    },
    detail: {
      method: 'GET',
      path: '/api/client/warehouse/:id',
      pathParams: IdParam,
      responses: withErrors({ 200: WarehouseDetail }, 404),
      summary: 'One warehouse with its features, availability and size summary',
    },
    boxes: {
      method: 'GET',
      path: '/api/client/warehouse/:id/boxes',
      pathParams: IdParam,
      responses: withErrors({ 200: WarehouseBoxes }, 404),
      summary: 'Boxes of a warehouse with size, price, insurance and whether each is free',
    },
    floorPlan: {
      method: 'GET',
      path: '/api/client/warehouse/:id/podorys',
      pathParams: IdParam,
      responses: withErrors({ 200: FloorPlan }, 404),
      summary: 'Floor plan (podorys) of a warehouse: box rectangles with their state, and fixtures',
    },
    recommended: {
      method: 'GET',
      path: '/api/client/warehouse/:id/recommended',
      pathParams: IdParam,
      query: RecommendedQuery,
      responses: withErrors({ 200: z.array(Warehouse) }, 404),
      summary: 'Alternative warehouses nearby with free boxes of a similar size',
    },
    subscribeNewFreeBox: {
      method: 'PUT',
      path: '/api/client/warehouse/:id/subscribe/new-free-box',
      pathParams: IdParam,
      body: NewFreeBoxSubscription,
      responses: withErrors({ 200: z.object({ subscribed: z.literal(true) }) }, 404, 409),
      summary: 'Leave a contact to be e-mailed once when a box in this full warehouse becomes free',
    },
  },
  { strictStatusCodes: true },
);

export { ApiError };
