import { paths } from '@shared/routing/paths';

/** The console's pages, under `/admin` (the one path the rest of the app knows, in paths.ts). */
export const consolePaths = {
  home: paths.admin,
  setup: `${paths.admin}/setup`,
  network: `${paths.admin}/network`,
  /** A new warehouse's editor (administrators), and one warehouse's editor. */
  newWarehouse: `${paths.admin}/network/new`,
  warehouse: `${paths.admin}/network/:id`,
  /** One warehouse's floors and boxes, and its prices. */
  boxes: `${paths.admin}/network/:id/boxes`,
  prices: `${paths.admin}/network/:id/prices`,
  staff: `${paths.admin}/staff`,
  audit: `${paths.admin}/audit`,
  vouchers: `${paths.admin}/vouchers`,
  messages: `${paths.admin}/messages`,
} as const;

/** The editor of the warehouse `id`; its other pages (boxes, prices) are under it. */
export const warehousePathOf = (id: number) => `${paths.admin}/network/${id}`;

/** The floors and boxes of the warehouse `id`. */
export const boxesPathOf = (id: number) => `${warehousePathOf(id)}/boxes`;
/** The prices of the warehouse `id`. */
export const pricesPathOf = (id: number) => `${warehousePathOf(id)}/prices`;
