/**
 * The first order step as a visitor opens it from a warehouse's page (a box's "Order" link, also
 * opened in a new tab or shared): `/order/first?boxId=&warehouseId=` with a free box, so the step
 * shows the box's offer rather than "No box is selected".
 */
export async function orderFirstPath(baseUrl: string, warehouseId: number): Promise<string> {
  const { boxes } = (await (await fetch(`${baseUrl}/api/client/warehouse/${warehouseId}/boxes`)).json()) as { boxes: { id: number; free: boolean }[] };
  const box = boxes.find((b) => b.free);
  if (!box) throw new Error(`warehouse ${warehouseId} has no free box`);
  return `/order/first?boxId=${box.id}&warehouseId=${warehouseId}`;
}
