import { paths } from '@shared/routing/paths';

/** The first order step with the chosen box (the offer step reads these two parameters). */
export const orderHref = (box: { id: number; warehouseId: number }): string =>
  `${paths.orderFirst}?boxId=${box.id}&warehouseId=${box.warehouseId}`;
