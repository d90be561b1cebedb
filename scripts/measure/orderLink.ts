import type { Box } from '@contract/warehouse';

/**
 * The first order step as a visitor opens it from a warehouse's page (a box's "Order" link, also
 * opened in a new tab or shared): `/order/first?boxId=&warehouseId=` with a free box, so the step
 * shows the box's offer rather than "No box is selected". The offer holds the box for the visitor a
 * while, so a measurement that opens the step again as a new visitor takes the `nth` free box.
 */
export async function orderFirstPath(baseUrl: string, warehouseId: number, nth = 0): Promise<string> {
  return `/order/first?boxId=${await freeBoxId(baseUrl, warehouseId, nth)}&warehouseId=${warehouseId}`;
}

/** The id of the `nth` free box of a warehouse, as its public box list shows them. */
export async function freeBoxId(baseUrl: string, warehouseId: number, nth = 0): Promise<number> {
  return (await freeBox(baseUrl, warehouseId, nth)).id;
}

/** The `nth` free box of a warehouse, as its public box list shows it. */
export async function freeBox(baseUrl: string, warehouseId: number, nth = 0): Promise<Box> {
  const { boxes } = (await (await fetch(`${baseUrl}/api/client/warehouse/${warehouseId}/boxes`)).json()) as {
    boxes: Box[];
  };
  const box = boxes.filter((b) => b.free)[nth];
  if (!box) throw new Error(`warehouse ${warehouseId} has fewer than ${nth + 1} free boxes`);
  return box;
}
