import { createAdmin, setUpAccount, signIn } from './consoleSession';
import { firstWarehouseId, seriousViolations } from './helpers';
import { expect, test, type Page } from './test';

/**
 * The operator console against the production server: the first admin made as an operator makes
 * it (`create-admin` through the server's operator socket), set up from the printed link with a
 * code computed from the key the page shows, signed in with the password and the next code; every
 * section reachable by keyboard, and every section and a warehouse's editor, boxes and prices
 * axe-clean, at 1280 and 768 px; and the console's code never downloaded on a customer's page.
 */
// Eighteen accessibility scans on a machine that may be busy with other suites.
test.setTimeout(300_000);

/** The scripts a page downloads until it is idle. */
async function scriptsOf(page: Page, url: string): Promise<Set<string>> {
  const scripts = new Set<string>();
  const listener = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  };
  page.on('request', listener);
  await page.goto(url);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('request', listener);
  return scripts;
}

test('the first admin sets up, signs in with a second factor and uses every section by keyboard, axe-clean', async ({
  page,
}) => {
  const email = `first.admin.${Date.now()}@self-storage.example`;
  const password = 'Console-pass 2026!';
  const { setupLink } = await createAdmin(email);
  await page.setViewportSize({ width: 1280, height: 900 });
  const key = await setUpAccount(page, setupLink, password);
  await expect(page.locator('.console__codes li')).toHaveCount(10);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await signIn(page, { email, password, key });

  const warehouse = `/admin/network/${await firstWarehouseId(page)}`;
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    for (const section of ['Network', 'Staff', 'Audit log', 'Vouchers', 'Messages']) {
      // From the top of the page, Tab reaches the section's link in the console's bar; Enter opens it.
      await page.getByRole('link', { name: 'Skip to main content' }).focus();
      let reached = false;
      for (let i = 0; i < 15 && !reached; i += 1) {
        await page.keyboard.press('Tab');
        reached = await page.evaluate((name) => document.activeElement?.textContent === name, section);
      }
      expect(reached, `${section} by keyboard at ${width} px`).toBe(true);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${section} at ${width} px`).toEqual([]);
    }
    // A warehouse's editor (with its pin plan), its floors and boxes, and its prices.
    for (const url of [warehouse, `${warehouse}/boxes`, `${warehouse}/prices`]) {
      await page.goto(url);
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${url} at ${width} px`).toEqual([]);
    }
  }
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('rowheader', { name: 'Administrator created on the command line' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible();
});

test("no byte of the console on a customer's page", async ({ page }) => {
  const customer = await scriptsOf(page, '/');
  for (const url of ['/boxes', '/login', '/help'])
    for (const script of await scriptsOf(page, url)) customer.add(script);
  const console = await scriptsOf(page, '/admin');
  const consoleOnly = [...console].filter((script) => !customer.has(script));
  expect(consoleOnly.length).toBeGreaterThan(0);
  for (const url of ['/', '/boxes', '/login']) {
    const loaded = await scriptsOf(page, url);
    expect(
      consoleOnly.filter((script) => loaded.has(script)),
      url,
    ).toEqual([]);
  }
});
