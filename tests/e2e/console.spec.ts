import http from 'node:http';
import path from 'node:path';
import { generate } from 'otplib';
import { seriousViolations } from './helpers';
import { expect, test, type Page } from './test';

/**
 * The operator console against the production server: the first admin made as an operator makes
 * it (`create-admin` through the server's operator socket), set up from the printed link with a
 * code computed from the key the page shows, signed in with the password and the next code; every
 * section axe-clean and reachable by keyboard at 1280 and 768 px; and the console's code never
 * downloaded on a customer's page.
 */
test.setTimeout(120_000);

function createAdmin(email: string): Promise<{ setupLink: string }> {
  const socketPath = path.resolve(process.env.E2E_DATA_DIR ?? '', 'operator.sock');
  return new Promise((resolve, reject) => {
    const req = http.request(
      { socketPath, method: 'POST', path: '/admin/create-admin', headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res
          .setEncoding('utf8')
          .on('data', (chunk) => (text += chunk))
          .on('end', () => (res.statusCode === 200 ? resolve(JSON.parse(text)) : reject(new Error(text))));
      },
    );
    req.once('error', reject).end(JSON.stringify({ email, name: 'Ada Adminová' }));
  });
}

const now = () => Math.floor(Date.now() / 1000);

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
  const link = new URL(setupLink);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your console account' })).toBeVisible();
  const key = ((await page.locator('.console__secret').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel(/New password/).fill(password);
  await page.getByLabel(/Repeat the password/).fill(password);
  await page.getByLabel(/Code from the app/).fill(await generate({ secret: key, epoch: now() }));
  await page.getByRole('button', { name: 'Finish set-up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible();
  await expect(page.locator('.console__codes li')).toHaveCount(10);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await page.getByLabel(/E-mail/).fill(email);
  await page.getByLabel(/Password/).fill(password);
  await page.keyboard.press('Enter');
  // The set-up took this time step's code: the next step's, which the server accepts a little early.
  await page.getByLabel(/Code/).fill(await generate({ secret: key, epoch: now() + 30 }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Network' })).toBeVisible();

  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    for (const section of ['Network', 'Staff', 'Audit log']) {
      // From the top of the page, Tab reaches the section's link in the console's bar; Enter opens it.
      await page.getByRole('link', { name: 'Skip to main content' }).focus();
      let reached = false;
      for (let i = 0; i < 10 && !reached; i += 1) {
        await page.keyboard.press('Tab');
        reached = await page.evaluate((name) => document.activeElement?.textContent === name, section);
      }
      expect(reached, `${section} by keyboard at ${width} px`).toBe(true);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${section} at ${width} px`).toEqual([]);
    }
  }
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
