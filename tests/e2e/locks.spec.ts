import { expect, test, type Page } from './test';
import { seriousViolations } from './helpers';
import { freeSmartLockBox, lockState } from './smartLocks';
import { expectPaid, orderAnonymously, orderMails, payButton, setPasswordAndSignIn, uniqueVisitor } from './ordering';

/**
 * Opening a box's smart lock from My boxes in the browser against the production server and its
 * simulated locks (/dev/locks, relocking after LOCK_RELOCK_SECONDS=5): at the warehouse the door
 * opens, the countdown runs and the page says "Locked" again when the lock has relocked; 5 km away
 * the server answers "too far away", the app looks the location up once more, retries once, and
 * only then tells the customer.
 */
test.setTimeout(150_000);

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
const positionLookups = (page: Page) =>
  page.evaluate(() => (window as unknown as { positionLookups: number }).positionLookups);

test('a box door opens near its warehouse and locks again; 5 km away it is too far after one re-lookup', async ({
  page,
  context,
  request,
}) => {
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
    if (r.method() === 'POST' && r.url().includes(`/api/client/lock-v2/box-unlock/${box.boxId}`))
      unlockCalls.push(r.url());
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
  await expect(
    devPage.getByRole('row').filter({ has: devPage.getByText(`box:${box.boxId}`, { exact: true }) }),
  ).toContainText('unlocked until');
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
