import { expect, test, type APIRequestContext, type Browser, type Page } from './test';
import { seriousViolations } from './helpers';
import { freeSmartLockBox, lockState, type SmartLockBox } from './smartLocks';
import {
  expectPaid,
  mailsTo,
  orderAnonymously,
  orderMails,
  payButton,
  setPasswordAndSignIn,
  uniqueVisitor,
} from './ordering';

/**
 * Box sharing against the production server and its simulated locks: a customer who ordered and paid
 * a box shares it from My boxes with another registered user, who signs in at the warehouse, sees the
 * box shared with them and opens its door; once the owner removes the share (after confirming), the
 * box is gone from the other user's My boxes.
 */
test.setTimeout(150_000);

/** A confirmed account made through the API (registration is not what this test is about). */
async function registeredUser(request: APIRequestContext) {
  const stamp = Date.now().toString().slice(-7);
  const email = `e2e-share-friend-${stamp}@example.com`;
  const password = `Friend-${stamp}x`;
  const body = {
    firstName: 'Filip',
    lastName: 'Priateľ',
    email,
    phoneNumber: `+421 91${stamp}`,
    language: 'EN',
    password,
    passwordConfirmation: password,
    consents: { termsAccepted: true, privacyAccepted: true, newsletter: false },
  };
  expect((await request.post('/api/user/register', { data: body })).status()).toBe(201);
  let verify: string | null = null;
  await expect
    .poll(
      async () => {
        const link = (await mailsTo(request, email)).flatMap((m) => m.links).find((l) => l.includes('/login?verify='));
        verify = link ? new URL(link).searchParams.get('verify') : null;
        return verify;
      },
      { timeout: 15_000 },
    )
    .not.toBeNull();
  expect((await request.post('/api/user/verify-email', { data: { token: verify } })).status()).toBe(200);
  return { email, password };
}

/** The other user's browser, standing at the warehouse with location allowed, signed in. */
async function signedInAtTheWarehouse(
  browser: Browser,
  box: SmartLockBox,
  user: { email: string; password: string },
): Promise<Page> {
  const context = await browser.newContext({
    geolocation: { latitude: box.location.lat, longitude: box.location.lng, accuracy: 10 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(/^E-mail/).fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth/token'))).not.toBeNull();
  return page;
}

test('an owner shares a box; the other user sees it on My boxes and opens it at the warehouse; after removal it is gone', async ({
  page,
  browser,
  request,
}) => {
  const box = await freeSmartLockBox(request);
  const visitor = uniqueVisitor('share');
  await orderAnonymously(page, box, visitor);
  await payButton(page).click();
  await expectPaid(page);
  await setPasswordAndSignIn(page, await orderMails(request, visitor.email), visitor.email, 'storage123');
  const friend = await registeredUser(request);

  // The owner shares the box on My boxes.
  await page.goto('/my/boxes');
  await page.getByText('Share', { exact: true }).click();
  await expect(page.getByText('You have not shared this box with anyone yet.')).toBeVisible();
  await page.getByRole('textbox', { name: /E-mail of their account/ }).fill(friend.email);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText(`The box is now shared with ${friend.email}.`, { exact: false })).toBeVisible();
  await expect(page.locator('.my-grant').filter({ hasText: friend.email })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect
    .poll(async () => (await mailsTo(request, friend.email)).some((m) => m.template === 'box-shared'))
    .toBe(true);

  // The other user, at the warehouse: the box is under "Shared with you", without its contract, and its door opens.
  const friendPage = await signedInAtTheWarehouse(browser, box, friend);
  await friendPage.goto('/my/boxes');
  const shared = friendPage.getByRole('region', { name: 'Shared with you' });
  await expect(shared.getByText(/^Shared with you by /)).toBeVisible();
  await expect(friendPage.getByText('Share', { exact: true })).toHaveCount(0);
  await expect(friendPage.getByText('Give access', { exact: true })).toHaveCount(0);
  const doorButton = shared.getByRole('button', { name: 'Box door Press to open' });
  const door = shared.locator('.lock-control', {
    has: friendPage.getByRole('button', { name: 'Box door Press to open' }),
  });
  await expect(door.getByRole('status')).toHaveText('Locked');
  await doorButton.click();
  await expect(door.getByRole('status')).toHaveText(/^Unlocked, locks again in \d+ s$/);
  expect(await lockState(request, `box:${box.boxId}`)).toBe('UNLOCKED');
  expect(await seriousViolations(friendPage)).toEqual([]);

  // The owner removes the share after confirming it.
  await page.getByRole('button', { name: `Remove the sharing with ${friend.email}` }).click();
  await page
    .getByRole('group', { name: `Remove the sharing with ${friend.email}` })
    .getByRole('button', { name: 'Yes, remove' })
    .click();
  await expect(page.getByText('You have not shared this box with anyone yet.')).toBeVisible();

  // The box is gone from the other user's My boxes.
  await friendPage.reload();
  await expect(friendPage.getByText('You do not rent any box yet.').first()).toBeVisible();
  await expect(friendPage.getByRole('region', { name: 'Shared with you' })).toHaveCount(0);
  await friendPage.context().close();
});
