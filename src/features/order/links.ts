import type { OrderDraft } from '@machines/order/draft';
import { paths } from '@shared/routing/paths';

/** Where the visitor can pick another box: the warehouse when known, else the search. */
export const backToWarehouse = (warehouseId: number | null): string =>
  warehouseId ? paths.location(warehouseId) : paths.boxes;

/** Step 1 for the draft's box, or the search when there is none. */
export const offerPath = (draft: Pick<OrderDraft, 'box'>): string =>
  draft.box ? `${paths.orderFirst}?boxId=${draft.box.id}&warehouseId=${draft.box.warehouseId}` : paths.boxes;
