import type { warehousePhoto } from '../db/schema';
import { hashString } from './random';

/**
 * The demo warehouses' photos: SVG drawings served from the app's public files
 * (public/photos/warehouses/, drawn by scripts/generate-warehouse-photos.ts), five kinds of view in
 * three colour schemes.
 */
export const photoSize = { width: 800, height: 533 } as const;
export const photoKinds = ['exterior', 'entrance', 'corridor', 'boxes', 'loading'] as const;
export const photoVariants = [1, 2, 3] as const;
export const photoPath = (kind: string, variant: number) => `/photos/warehouses/${kind}-${variant}.svg`;

type PhotoInsert = typeof warehousePhoto.$inferInsert;

/**
 * Three or four photos per warehouse, always starting with the building; which views and which
 * colour scheme depend on the branch code, so a warehouse keeps its photos from one seed to the next.
 */
export function demoPhotoRows(warehouseId: number, branchCode: string): PhotoInsert[] {
  const hash = hashString(branchCode);
  const variant = photoVariants[hash % photoVariants.length];
  const others = photoKinds.slice(1);
  const count = 2 + (hash % 2);
  const start = hash % others.length;
  const kinds = ['exterior', ...Array.from({ length: count }, (_, i) => others[(start + i) % others.length])];
  return kinds.map((kind, position) => ({ warehouseId, position, kind, path: photoPath(kind, variant), ...photoSize }));
}
