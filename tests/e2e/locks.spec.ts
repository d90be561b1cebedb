import { expect, test, type APIRequestContext, type Page } from './test';
import { seriousViolations } from './helpers';
import { expectPaid, orderAnonymously, orderMails, payButton, setPasswordAndSignIn, uniqueVisitor } from './ordering';

/**
 * Opening a box's smart lock from My boxes in the browser against the production server and its
 * simulated locks (/dev/locks, relocking after LOCK_RELOCK_SECONDS=5): at the warehouse the door
 * opens, the countdown runs and the page says "Locked" again when the lock has relocked; 5 km away
 * the server answers "too far away", the app looks the location up once more, retries once, and
 * only then tells the customer.
 */
test.setTimeout(150_000);

interface SmartLockBox {
  boxId: number;
  warehouseId: number;
  location: { lat: number; lng: number };
}

/**
 * A free box in an active Slovak V2 warehouse with nonstop entry: the order form is filled in for
 * Slovakia, and the lock hours must not depend on the time of day the test runs.
 */
async function freeSmartLockBox(request: APIRequestContext): Promise<SmartLockBox> {
  type Listed = { id: number; country: string; hasFreeBoxes: boolean; features: { nonstopEntry: boolean }; deactivation: { deactivated: boolean }; unavailable: unknown };
  const warehouses = (await (await request.get('/api/client/warehouse?limit=200')).json()) as Listed[];
  for (const warehouse of warehouses.filter((w) => w.country === 'SVK' && w.hasFreeBoxes && w.features.nonstopEntry && !w.deactivation.deactivated && w.unavailable === null)) {
    const detail = (await (await request.get(`/api/client/warehouse/${warehouse.id}`)).json()) as { lockVersion: string; location: { lat: number; lng: number } };
    if (detail.lockVersion !== 'V2') continue;
    const { boxes } = (await (await request.get(`/api/client/warehouse/${warehouse.id}/boxes`)).json()) as { boxes: { id: number; free: boolean }[] };
    const free = boxes.find((b) => b.free);
    if (free) return { boxId: free.id, warehouseId: warehouse.id, location: detail.location };
  }
  throw new Error('no free box in a nonstop smart-lock warehouse of the demo network');
}

type SimulatedLock = { lockId: string; state: 'LOCKED' | 'UNLOCKED' };
const lockState = async (request: APIRequestContext, lockId: string) =>
  ((await (await request.get('/dev/locks.json')).json()) as SimulatedLock[]).find((l) => l.lockId === lockId)?.state;

/** Counts the page's position lookups (the browser's getCurrentPosition calls). */
async function countPositionLookups(page: Page) {
  await page.addInitScript(() => {
    const geolocation = navigator.geolocation;
    const lookUp = geolocation.getCurrentPosition.bind(geolocation);
    const counted = window as unknown as { positionLookups: number };
    counted.positionLookups = 0;
    geolocation.getCurrentPosition = (success, failure, options) => {
      counted.positionLookups += 1;
      lookUp(success, failure, options);
    };
  });
}
const positionLookups = (page: Page) => page.evaluate(() => (window as unknown as { positionLookups: number }).positionLookups);

test('a box door opens near its warehouse and locks again; 5 km away it is too far after one re-lookup', async ({ page, context, request }) => {
  const box = await freeSmartLockBox(request);
  const visitor = uniqueVisitor('locks');
  await orderAnonymously(page, box, visitor);
  await payButton(page).click();
  await expectPaid(page);
  await setPasswordAndSignIn(page, await orderMails(request, visitor.email), visitor.email, 'storage123');

  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: box.location.lat, longitude: box.location.lng, accuracy: 10 });
  await countPositionLookups(page);
  const unlockCalls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(`/api/client/lock-v2/box-unlock/${box.boxId}`)) unlockCalls.push(r.url());
  });

  await page.goto('/my/boxes');
  const doorButton = page.getByRole('button', { name: 'Box door Press to open' });
  const door = page.locator('.lock-control', { has: doorButton });
  await expect(door.getByRole('status')).toHaveText('Locked');
  expect(await seriousViolations(page)).toEqual([]);
  // A phone 360 px wide shows the three locks without scrolling sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect((await doorButton.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await doorButton.click();
  await expect(door.getByRole('status')).toHaveText(/^Unlocked, locks again in [1-5] s$/);
  expect(await lockState(request, `box:${box.boxId}`)).toBe('UNLOCKED');

  const devPage = await context.newPage();
  await devPage.goto('/dev/locks');
  await expect(devPage.getByRole('row').filter({ has: devPage.getByText(`box:${box.boxId}`, { exact: true }) })).toContainText('unlocked until');
  await devPage.close();

  await expect(door.getByRole('status')).toHaveText('Locked', { timeout: 10_000 });
  await expect.poll(() => lockState(request, `box:${box.boxId}`), { timeout: 10_000 }).toBe('LOCKED');
  expect(unlockCalls).toHaveLength(1);
  expect(await positionLookups(page)).toBe(1);

  // About 5 km north of the warehouse.
  await context.setGeolocation({ latitude: box.location.lat + 0.045, longitude: box.location.lng, accuracy: 10 });
  // From the keyboard this time.
  await doorButton.focus();
  await page.keyboard.press('Enter');
  await expect(door.getByRole('alert')).toContainText('You are too far away from the lock.');
  await expect(door.getByRole('status')).toHaveText('Locked');
  expect(await positionLookups(page)).toBe(3);
  expect(unlockCalls).toHaveLength(3);
  expect(await lockState(request, `box:${box.boxId}`)).toBe('LOCKED');
});
