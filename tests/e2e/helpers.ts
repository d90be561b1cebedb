import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from './test';

/** Public routes that render without a session (ids filled in by the test). */
export const publicRoutes = [
  '/',
  '/webview',
  '/login',
  '/registration',
  '/reset-password/request',
  '/reset-password/change',
  '/boxes',
  '/order/first',
  '/order/user-details',
  '/order/summary',
  '/order/status-check',
  '/help',
  '/gdpr',
  '/store-policy',
  '/franchising',
  '/service-access',
];

export const signedInRoutes = [
  '/my/contracts',
  '/my/contracts/1',
  '/my/contracts/1/cancel',
  '/my/contracts/1/eviction',
  '/my/profile',
  '/my/profile/delete',
  '/my/profile/change-password',
  '/my/boxes',
  '/my/rents',
  '/my/rents/1/payment',
];

/** Serious and critical accessibility violations on the current page, as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The page has finished its lazy screen: a main landmark with a level-1 heading. */
export async function expectScreen(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
}

/**
 * On a page the server sends rendered, the app replaces the server's nodes once it has arrived:
 * measure an element (its box, its size) only after that, or the node measured may be gone.
 */
export async function appHasTakenOver(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('data-rendered');
}

export async function firstWarehouseId(page: Page): Promise<number> {
  const res = await page.request.get('/api/client/warehouse?limit=1');
  return ((await res.json()) as { id: number }[])[0].id;
}

/** A box that is free now in an active warehouse of the demo network (`skip` passes over the first ones). */
export async function freeBox(request: APIRequestContext, skip = 0): Promise<{ boxId: number; warehouseId: number }> {
  const warehouses = (await (await request.get('/api/client/warehouse?limit=200')).json()) as {
    id: number;
    hasFreeBoxes: boolean;
    deactivation: { deactivated: boolean };
    unavailable: unknown;
  }[];
  let skipped = 0;
  for (const warehouse of warehouses.filter(
    (w) => w.hasFreeBoxes && !w.deactivation.deactivated && w.unavailable === null,
  )) {
    const { boxes } = (await (await request.get(`/api/client/warehouse/${warehouse.id}/boxes`)).json()) as {
      boxes: { id: number; free: boolean }[];
    };
    for (const box of boxes.filter((b) => b.free))
      if (skipped++ >= skip) return { boxId: box.id, warehouseId: warehouse.id };
  }
  throw new Error('no free box in the demo network');
}
