import { inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { notFound } from '../http/httpError';
import type { StaffPrincipal } from './guard';

/**
 * Which warehouses a staff member's calls reach: every one for ADMIN and SUPPORT (SUPPORT's limit is
 * what it may change, which the route's roles decide), only the assigned ones for an OWNER. Every
 * console feature that reads or changes a warehouse's data (boxes, prices, customers, contracts)
 * limits its query with `warehouseCondition` and checks a named warehouse with `assertWarehouseInScope`.
 */
export type WarehouseScope = 'all' | { warehouseIds: number[] };

export const warehouseScopeOf = (staff: Pick<StaffPrincipal, 'role' | 'warehouseIds'>): WarehouseScope =>
  staff.role === 'OWNER' ? { warehouseIds: staff.warehouseIds } : 'all';

export function inWarehouseScope(staff: Pick<StaffPrincipal, 'role' | 'warehouseIds'>, warehouseId: number): boolean {
  const scope = warehouseScopeOf(staff);
  return scope === 'all' || scope.warehouseIds.includes(warehouseId);
}

/**
 * Refuses a warehouse outside the staff member's scope with the same 404 an unknown warehouse gets,
 * so an OWNER learns nothing of other owners' warehouses, not even that they exist.
 */
export function assertWarehouseInScope(
  staff: Pick<StaffPrincipal, 'role' | 'warehouseIds'>,
  warehouseId: number,
): void {
  if (!inWarehouseScope(staff, warehouseId)) throw notFound('The warehouse');
}

/** A query condition keeping rows whose warehouse column is in scope (undefined: no limit). */
export function warehouseCondition(
  staff: Pick<StaffPrincipal, 'role' | 'warehouseIds'>,
  column: AnyPgColumn,
): SQL | undefined {
  const scope = warehouseScopeOf(staff);
  if (scope === 'all') return undefined;
  return inArray(column, scope.warehouseIds.length ? scope.warehouseIds : [-1]);
}
