import { expect, test, type APIRequestContext } from './test';
import { seriousViolations } from './helpers';
import { freeSmartLockBox, lockState } from './smartLocks';
import {
  expectPaid,
  mailsTo,
  orderAnonymously,
  orderMails,
  payButton,
  setPasswordAndSignIn,
  uniqueVisitor,
  type Mail,
} from './ordering';

/**
 * Service access against the production server and its simulated locks: a customer who ordered and
 * paid a box gives a person access from My boxes; the person opens the e-mailed link in a browser of
 * their own (no account) at the warehouse, sees the window and opens the entrance. A made-up link,
 * and the real one once the customer has revoked it, are refused as invalid.
 */
test.setTimeout(150_000);

/** The service-access link of the newest e-mail to `email` that carries one. */
async function serviceAccessLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails: Mail[] = await mailsTo(request, email);
        link = mails.flatMap((m) => m.links).find((l) => l.includes('/service-access?'));
        return link;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

test('a customer gives a person access; the e-mailed link opens the entrance at the warehouse; a made-up or revoked link is invalid', async ({
  page,
  browser,
  request,
}) => {
  const box = await freeSmartLockBox(request);
  const visitor = uniqueVisitor('grant');
  await orderAnonymously(page, box, visitor);
  await payButton(page).click();
  await expectPaid(page);
  await setPasswordAndSignIn(page, await orderMails(request, visitor.email), visitor.email, 'storage123');

  // The customer gives access on My boxes, from the keyboard where it matters.
  const holder = `e2e-holder-${Date.now()}@example.com`;
  await page.goto('/my/boxes');
  const toggle = page.getByText('Give access', { exact: true });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('You have not given anyone access to this box yet.')).toBeVisible();
  await page.getByRole('textbox', { name: /E-mail of the person/ }).fill(holder);
  await expect(page.getByLabel(/^Access from/)).not.toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Language of the e-mail' })).toHaveValue('EN');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(`Access granted. We have sent the link to ${holder}.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Access link' })).toHaveValue(/\/service-access\?email=.+&token=.+/);
  const grant = page.locator('.my-grant').filter({ hasText: holder });
  await expect(grant.getByText('Valid', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The holder: a browser of their own, without an account, at the warehouse.
  const link = await serviceAccessLink(request, holder);
  const holderContext = await browser.newContext({
    geolocation: { latitude: box.location.lat, longitude: box.location.lng, accuracy: 10 },
    permissions: ['geolocation'],
  });
  const holderPage = await holderContext.newPage();
  await holderPage.setViewportSize({ width: 360, height: 740 });
  await holderPage.goto(link);
  await expect(holderPage).toHaveTitle(/^Service access \| /);
  await expect(holderPage.getByText(/^Valid from .+ to .+\.$/)).toBeVisible();
  await expect(holderPage.getByText(`Access link for ${holder}.`)).toBeVisible();
  expect(await holderPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(holderPage)).toEqual([]);

  const entranceButton = holderPage.getByRole('button', { name: 'Entrance Press to open', exact: true });
  const entrance = holderPage.locator('.lock-control', { has: entranceButton });
  await expect(entrance.getByRole('status')).toHaveText('Locked');
  await expect(holderPage.getByRole('button', { name: /^Box .+ Press to open$/ })).toBeVisible();
  // The backup entrance too: at a barrier-free warehouse it is the step-free door.
  await expect(holderPage.getByRole('button', { name: 'Backup entrance Press to open', exact: true })).toBeVisible();
  await entranceButton.focus();
  await holderPage.keyboard.press('Enter');
  await expect(entrance.getByRole('status')).toHaveText(/^Unlocked, locks again in [1-5] s$/);
  expect(await lockState(request, `warehouse:${box.warehouseId}:entrance`)).toBe('UNLOCKED');

  // A link nobody was given.
  await holderPage.goto(`/service-access?email=${encodeURIComponent(holder)}&token=made-up-token-0000000000`);
  await expect(holderPage.getByRole('alert')).toContainText('This service link is not valid.');

  // The customer revokes the grant after confirming; the real link opens nothing from then on.
  await grant.getByRole('button', { name: `Revoke the access of ${holder}` }).click();
  await grant.getByRole('button', { name: 'Yes, revoke' }).click();
  await expect(grant.getByText(/^Revoked on /)).toBeFocused();
  await holderPage.goto(link);
  await expect(holderPage.getByRole('alert')).toContainText('This service link is not valid.');
  await holderContext.close();
});
