import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { Currency, OperatingCountry } from '../countries';
import { BoxSize } from '../enums';
import { withConsoleErrors } from './errors';
import { INT4_MAX } from '../primitiveValues';
import { Id, IdParam, Money, RequiredText } from '../primitives';
import { staffAuth } from '../routeMeta';
import { AuditReason } from './staff';
import { boxStatuses, consoleRoles, fixtureKinds, MAX_BOX_SIDE_CM, MAX_FLOOR } from './values';

const c = initContract();

export const ConsoleWarehouseParam = z.object({ warehouseId: z.coerce.number().int().positive().max(INT4_MAX) });

/** Where a box stands: free, held by an unpaid order, rented, or blocked by an operator (not offered). */
export const BoxStatus = z.enum(boxStatuses);
export type BoxStatus = z.infer<typeof BoxStatus>;

/** A box as the console edits it: measures in whole centimetres, its place on its floor's plan. */
export const AdminBox = z.object({
  id: Id,
  name: z.string(),
  floor: z.number().int(),
  widthCm: z.number().int().positive(),
  lengthCm: z.number().int().positive(),
  heightCm: z.number().int().positive(),
  /** Width × length in m², from which `sizeClass` follows (sizeClassOfArea, the app's one rule). */
  areaM2: z.number().nonnegative(),
  sizeClass: BoxSize,
  planX: z.number().int(),
  planY: z.number().int(),
  planWidth: z.number().int().positive(),
  planHeight: z.number().int().positive(),
  /** Today's monthly rent with VAT; it changes on the prices page, from a day. */
  monthlyRent: Money,
  /** The box's lock as the lock controllers name it (`box:<id>`); null in a warehouse without smart locks. */
  lockId: z.string().nullable(),
  status: BoxStatus,
  blockedReason: z.string().nullable(),
  /** Ever ordered: its orders, contracts and invoices name it, so it is never deleted (block it instead). */
  ordered: z.boolean(),
});
export type AdminBox = z.infer<typeof AdminBox>;

export const FloorFixture = z.object({
  kind: z.enum(fixtureKinds),
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** A floor with the fixtures drawn on its plan (entrance, corridors, walls …); the label in the caller's language. */
export const LayoutFloor = z.object({ floor: z.number().int(), label: z.string(), fixtures: z.array(FloorFixture) });
export type LayoutFloor = z.infer<typeof LayoutFloor>;

export const WarehouseLayout = z.object({
  warehouse: z.object({
    id: Id,
    name: z.string(),
    country: OperatingCountry,
    currency: Currency,
    /** The plan of every floor, in centimetres. */
    planWidth: z.number().int().positive(),
    planHeight: z.number().int().positive(),
    smartLocks: z.boolean(),
  }),
  floors: z.array(LayoutFloor),
  boxes: z.array(AdminBox),
});
export type WarehouseLayout = z.infer<typeof WarehouseLayout>;

const Centimetres = z.number().int().min(1).max(MAX_BOX_SIDE_CM);
const PlanCoordinate = z.number().int().min(0).max(1_000_000);

/** What an operator sets of a box; its plan rectangle is its footprint, width × length. */
export const BoxFields = z.object({
  name: RequiredText(20),
  floor: z.number().int().min(0).max(MAX_FLOOR),
  widthCm: Centimetres,
  lengthCm: Centimetres,
  heightCm: Centimetres,
  planX: PlanCoordinate,
  planY: PlanCoordinate,
});
export type BoxFields = z.infer<typeof BoxFields>;

/** A new box and its first monthly rent with VAT (later rents are set on the prices page). */
export const BoxCreate = BoxFields.extend({ monthlyRentMinor: z.number().int().min(0).max(100_000_000) });
export type BoxCreate = z.infer<typeof BoxCreate>;

export const BoxReason = z.object({ reason: AuditReason });

const readers = staffAuth(...consoleRoles.everyone);
const editors = staffAuth(...consoleRoles.layout);

export const adminLayoutContract = c.router(
  {
    get: {
      method: 'GET',
      path: '/api/admin/warehouses/:warehouseId/layout',
      pathParams: ConsoleWarehouseParam,
      responses: withConsoleErrors({ 200: WarehouseLayout }, 401, 403, 404),
      metadata: readers,
      summary: 'A warehouse’s floors with their plans and its boxes with their state (an OWNER: their own)',
    },
    addFloor: {
      method: 'POST',
      path: '/api/admin/warehouses/:warehouseId/floors',
      pathParams: ConsoleWarehouseParam,
      body: c.noBody(),
      // 409 `bad-request` when the warehouse already has the most floors there are.
      responses: withConsoleErrors({ 201: LayoutFloor }, 401, 403, 404, 409),
      metadata: editors,
      summary: 'Add the next floor above the highest one',
    },
    createBox: {
      method: 'POST',
      path: '/api/admin/warehouses/:warehouseId/boxes',
      pathParams: ConsoleWarehouseParam,
      body: BoxCreate,
      // 400 `box/outside-plan`; 409 `box/name-taken`.
      responses: withConsoleErrors({ 201: AdminBox }, 400, 401, 403, 404, 409),
      metadata: editors,
      summary: 'Add a box: name, measures, floor and place on the plan, first monthly rent',
    },
    updateBox: {
      method: 'PUT',
      path: '/api/admin/boxes/:id',
      pathParams: IdParam,
      body: BoxFields,
      responses: withConsoleErrors({ 200: AdminBox }, 400, 401, 403, 404, 409),
      metadata: editors,
      summary: 'Change a box’s name, measures, floor or place on the plan',
    },
    block: {
      method: 'POST',
      path: '/api/admin/boxes/:id/block',
      pathParams: IdParam,
      body: BoxReason,
      // 409 `box/occupied`: a box held by an order or rented is never blocked from under its customer.
      responses: withConsoleErrors({ 200: AdminBox }, 400, 401, 403, 404, 409),
      metadata: editors,
      summary: 'Block a free box for maintenance, with the reason: it is no longer offered',
    },
    unblock: {
      method: 'POST',
      path: '/api/admin/boxes/:id/unblock',
      pathParams: IdParam,
      body: BoxReason,
      responses: withConsoleErrors({ 200: AdminBox }, 400, 401, 403, 404),
      metadata: editors,
      summary: 'Offer a blocked box again',
    },
    deleteBox: {
      method: 'DELETE',
      path: '/api/admin/boxes/:id',
      pathParams: IdParam,
      body: BoxReason,
      // 409 `box/ordered`: a box that was ever ordered stays (block it instead).
      responses: withConsoleErrors({ 200: z.object({ deleted: Id }) }, 400, 401, 403, 404, 409),
      metadata: editors,
      summary: 'Delete a box that was never ordered',
    },
  },
  { strictStatusCodes: true },
);
