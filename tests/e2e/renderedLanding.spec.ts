import { appHasTakenOver, firstWarehouseId } from './helpers';
import { expect, test, type Page } from './test';

/** Holds the app's code back until the returned function is called, as a slow connection would. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Notes in every animation frame, from the first in which the server's page is whole in the document
 * (its HTML parsed), what `describe` (a JavaScript expression over the document) says of the page;
 * `framesSeen` answers each distinct note in order (none: no frame seen). Earlier frames, which the
 * browser may run while the HTML is still arriving or waiting for its stylesheets, show nothing of
 * the page yet, the server's or the app's.
 */
async function recordFrames(page: Page, describe: string): Promise<void> {
  await page.addInitScript(`
    window.__frames = [];
    const look = () => {
      if (document.readyState !== 'loading') window.__frames.push(${describe});
      if (window.__frames.length < 600) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  `);
}

const framesSeen = async (page: Page): Promise<string[]> => [
  ...new Set(await page.evaluate(() => (window as unknown as { __frames: string[] }).__frames)),
];

const slovakHero = 'Priestor navyše od 1 m², otvorené 24/7';

test.describe('pages the server sends rendered', () => {
  test('shows in the visitor’s language before any script runs, with its links working', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'sk-SK' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
    await expect(page.getByRole('heading', { level: 1, name: slovakHero })).toBeVisible();
    // Plain links: without the app, following one loads the next page from the server.
    await page.getByRole('main').getByRole('link', { name: 'Nájsť box' }).first().click();
    await expect(page).toHaveURL(/\/boxes$/);
    await context.close();
  });

  test('the app takes the page over with no blank or loading frame, then navigates within itself', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'sk-SK', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    // Each animation frame from the first: is the page's heading there, is a loading state shown.
    await recordFrames(
      page,
      `document.querySelector('main h1') ? (document.querySelector('.page-loading') ? 'heading+loading' : 'heading') : 'no heading'`,
    );
    await page.goto('/');
    // A first visit: the cookie bar comes with the page, in the page's language, as does the title.
    await expect(page.locator('.cookie-bar')).toBeVisible();
    await expect(page).toHaveTitle('Prenájom skladových boxov od 1 m², otvorené 24/7 | Self Storage');
    // The app has taken over once the server's mark on #root is gone with the server's nodes.
    await appHasTakenOver(page);
    await page.waitForTimeout(200);
    expect(await framesSeen(page)).toEqual(['heading']);
    await page.getByRole('main').getByRole('link', { name: 'Nájsť box' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nájdite skladový box' })).toBeVisible();
    // Moved within the app: still the one document the server sent.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a visitor who has chosen about cookies never sees the bar the server rendered; the footer still opens it', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
    await context.addInitScript(`
      localStorage.setItem('cookies.consent', JSON.stringify({ version: 1, marketing: false, decidedAt: '2026-11-01T10:00:00.000Z' }));
      window.__bar = [];
      const look = () => {
        const bar = document.querySelector('.cookie-bar');
        window.__bar.push(bar && bar.getClientRects().length > 0 ? 'bar shown' : 'no bar');
        if (window.__bar.length < 300) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    `);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Extra space from 1 m², open 24/7' })).toBeVisible();
    await page.waitForFunction(() => (window as unknown as { __bar: string[] }).__bar.length >= 60);
    expect([...new Set(await page.evaluate(() => (window as unknown as { __bar: string[] }).__bar))]).toEqual([
      'no bar',
    ]);
    await page.keyboard.press('End');
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.locator('.cookie-bar')).toBeVisible();
    await context.close();
  });

  test('words typed into the rendered search before the app has arrived stay there, and the app looks them up', async ({
    page,
  }) => {
    // The app's code is held back until the visitor has typed, as on a slow connection.
    const release = await holdAppCode(page);
    await page.goto('/boxes', { waitUntil: 'commit' });
    const field = page.getByRole('combobox', { name: 'Town, street or warehouse' });
    await field.fill('zilina');
    release();
    await expect(
      page.getByRole('listbox', { name: 'Town, street or warehouse' }).getByRole('option').first(),
    ).toHaveText(/^Žilina\s*Slovakia$/);
    await expect(field).toHaveValue('zilina');
  });

  test('the rendered sign-in form does not submit before the app has arrived, and keeps what was typed', async ({
    page,
  }) => {
    const release = await holdAppCode(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('E-mail').fill('early@example.com');
    await page.getByLabel('Password', { exact: true }).fill('typed-before-the-app');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    // No plain GET with the password in the address.
    await page.waitForTimeout(300);
    expect(page.url()).toMatch(/\/login$/);
    release();
    await appHasTakenOver(page);
    await expect(page.getByLabel('E-mail')).toHaveValue('early@example.com');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('typed-before-the-app');
    expect(page.url()).toMatch(/\/login$/);
  });

  test('a warehouse’s page comes rendered with its data of the moment; the app shows the same without asking again', async ({
    browser,
    page: helperPage,
  }) => {
    const id = await firstWarehouseId(helperPage);
    const detail = (await (await helperPage.request.get(`/api/client/warehouse/${id}`)).json()) as {
      name: string;
      photos: { alt: string }[];
    };

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`/location/${id}`);
    await expect(plain.getByRole('heading', { level: 1, name: detail.name })).toBeVisible();
    await expect(plain.getByRole('img', { name: detail.photos[0].alt }).first()).toBeVisible();
    await expect(plain).toHaveTitle(new RegExp(detail.name));
    await noScript.close();

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes(`/api/client/warehouse/${id}`) && asked.push(new URL(request.url()).pathname),
    );
    await recordFrames(
      page,
      `document.querySelector('main h1') && !document.querySelector('.warehouse-detail__loading') ? 'detail' : 'no detail'`,
    );
    await page.goto(`/location/${id}`);
    await appHasTakenOver(page);
    await page.waitForTimeout(200);
    expect(await framesSeen(page)).toEqual(['detail']);
    // Only the alternatives nearby are asked for: detail, boxes and floor plan came with the page.
    await expect.poll(() => asked).toContain(`/api/client/warehouse/${id}/recommended`);
    expect(asked.filter((path) => !path.endsWith('/recommended'))).toEqual([]);

    // Away and back within the app: the page's data is not reused, the app asks afresh.
    await page.getByRole('link', { name: 'Self Storage – home page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Extra space from 1 m², open 24/7' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: detail.name })).toBeVisible();
    await expect.poll(() => asked).toContain(`/api/client/warehouse/${id}`);
    await context.close();
  });

  test('a full warehouse’s page keeps its notify-me form through the takeover, and the form works', async ({
    browser,
    page: helperPage,
  }) => {
    const all = (await (await helperPage.request.get('/api/client/warehouse?limit=1000')).json()) as {
      id: number;
      name: string;
    }[];
    const id = all.find((w) => w.name === 'Bratislava – Karlova Ves')!.id;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // notify-me's code is downloaded only for a full warehouse: it must be there before the takeover.
    await recordFrames(
      page,
      `document.querySelector('main h1') ? (document.querySelector('.notify-me form') ? 'notify-me' : 'no form') : 'no heading'`,
    );
    await page.goto(`/location/${id}`);
    await appHasTakenOver(page);
    await page.waitForTimeout(200);
    expect(await framesSeen(page)).toEqual(['notify-me']);
    const form = page.getByRole('region', { name: 'No free box right now' });
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(form.getByText('Mandatory.')).toBeVisible();
    await context.close();
  });

  test('the app’s code is requested only after the browser has reported the first contentful paint', async ({
    browser,
  }) => {
    for (const path of ['/', '/boxes', '/login']) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(path);
      await appHasTakenOver(page);
      const [paint, entry] = await page.evaluate(() => [
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        performance.getEntriesByType('resource').find((r) => /\/assets\/index-[^/]+\.js$/.test(r.name))?.startTime ??
          null,
      ]);
      expect(paint, path).not.toBeNull();
      expect(entry, path).toBeGreaterThan(paint!);
      await context.close();
    }
  });
});
