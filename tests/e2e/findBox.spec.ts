import { expect, test, type Page } from './test';
import { appHasTakenOver, seriousViolations } from './helpers';

/** Finding a box, against the production server and the demo network (server/seed/demoWarehouses.ts). */

async function warehouseId(page: Page, name: string): Promise<number> {
  const res = await page.request.get('/api/client/warehouse?limit=1000');
  const found = ((await res.json()) as { id: number; name: string }[]).find((w) => w.name === name);
  if (!found) throw new Error(`demo warehouse "${name}" not found`);
  return found.id;
}

/** Collects page errors and console errors; resource failures of a blocked maps host are the browser's, not ours. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(message.text());
  });
  return problems;
}

/** The server writes the configuration into meta tags; this serves the page as if a maps key were configured. */
async function withMapsKey(page: Page) {
  await page.route(/\/boxes(\?.*)?$/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '<meta name="ss:maps-key" content="">',
      '<meta name="ss:maps-key" content="e2e-key">',
    );
    // The server's content security policy allows the maps script only when it has a key: as it would then.
    const headers = response.headers();
    headers['content-security-policy'] = headers['content-security-policy']
      .replace("script-src 'self'", "script-src 'self' https://maps.googleapis.com")
      .replace("connect-src 'self'", "connect-src 'self' https://maps.googleapis.com https://*.googleapis.com");
    await route.fulfill({ response, headers, body: html });
  });
}

const results = (page: Page) => page.locator('.search-page__results');
const cards = (page: Page) => results(page).locator('.result-list > li');
const presets = (page: Page) => page.getByRole('navigation', { name: 'Popular places' });

test.beforeEach(async ({ context }) => {
  // The cookie bar is another issue's concern; keep it out of the way.
  await context.addInitScript(() =>
    localStorage.setItem(
      'cookies.consent',
      JSON.stringify({ version: 1, marketing: false, decidedAt: '2024-01-01T00:00:00Z' }),
    ),
  );
});

test('search from a preset, open a warehouse, pick a free box on the floor plan and reach the order step', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/boxes');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a storage box' })).toBeVisible();
  await expect(page.getByText('The map is not available here, so the warehouses are shown as a list.')).toBeVisible();

  await presets(page).getByRole('link', { name: 'Bratislava – Ružinov' }).click();
  await expect(page).toHaveURL(/\/boxes\?location=ba-ruzinov&country=SVK$/);
  await expect(page.getByRole('status').filter({ hasText: /warehouses? found/ })).toBeVisible();
  const first = cards(page).first();
  await expect(first.getByRole('heading', { name: 'Bratislava – Ružinov' })).toBeVisible();
  await expect(first.getByText(/free box/)).toBeVisible();
  await expect(first.getByText(/^from .* a month$/)).toBeVisible();
  await expect(first.getByText(/ away$/)).toBeVisible();

  await first.getByRole('link', { name: 'Bratislava – Ružinov' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bratislava – Ružinov' })).toBeVisible();
  await expect(page).toHaveTitle('Bratislava – Ružinov – storage boxes for rent | Self Storage');

  await page.getByRole('tab', { name: 'Floor plan' }).click();
  await expect(page).toHaveURL(/display=plan/);
  const plan = page.getByRole('listbox', { name: /^Floor plan, / });
  await expect(plan).toBeVisible();
  const freeBox = plan.getByRole('option').first();
  const name = ((await freeBox.getAttribute('aria-label')) ?? '').split(',')[0].replace('Box ', '');
  await freeBox.focus();
  await page.keyboard.press('Enter');
  await expect(freeBox).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: `Box ${name}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: `Order box ${name}` }).click();
  await expect(page).toHaveURL(/\/order\/first\?boxId=\d+&warehouseId=\d+$/);
  await expect(page.locator('main h1')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the address keeps the search: Back returns to the previous one', async ({ page }) => {
  await page.goto('/boxes?location=ba-ruzinov&country=SVK');
  await expect(results(page).getByRole('heading', { name: 'Bratislava – Ružinov' })).toBeVisible();
  await page.getByLabel('Box size').selectOption('LARGE');
  await expect(page).toHaveURL(/size=LARGE/);
  await presets(page).getByRole('link', { name: 'Praha – Holešovice' }).click();
  await expect(results(page).getByRole('heading', { name: 'Praha 7 – Holešovice' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/location=ba-ruzinov&country=SVK&size=LARGE$/);
  await expect(results(page).getByRole('heading', { name: 'Bratislava – Ružinov' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('nothing in the searched area: the nearest warehouses with free boxes instead of a dead end', async ({ page }) => {
  await page.goto('/boxes?location=48.95,19.9&zoom=14');
  await expect(page.getByRole('heading', { name: 'No boxes found in the searched location.' })).toBeVisible();
  await expect(page.getByText('These are the nearest warehouses with free boxes:')).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
});

test.describe('with a maps key', () => {
  test('the list comes first, the toggle shows warehouses only; a map that cannot load gives way to the list quietly', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await withMapsKey(page);
    // The script hangs: the map box keeps its place and the toggle works meanwhile.
    await page.route('https://maps.googleapis.com/**', () => undefined);
    await page.goto('/boxes?location=ba-ruzinov&country=SVK');
    await expect(results(page).getByRole('heading', { name: 'Bratislava – Ružinov' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Map of warehouses' })).toBeVisible();
    await page.getByRole('button', { name: 'Show warehouses' }).click();
    await expect(page.getByRole('region', { name: 'Map of warehouses' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show map' })).toBeVisible();

    // A blocked host (offline): one attempt, then the list with a note, and no errors of ours.
    const requests: string[] = [];
    await page.unroute('https://maps.googleapis.com/**');
    await page.route('https://maps.googleapis.com/**', (route) => {
      requests.push(route.request().url());
      return route.abort();
    });
    await page.goto('/boxes?location=ba-ruzinov&country=SVK');
    await expect(page.getByText('The map could not be loaded, so the warehouses are shown as a list.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show map' })).toHaveCount(0);
    await page.waitForTimeout(1500);
    expect(requests).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});

test('a full warehouse offers the notify-me form', async ({ page }) => {
  const id = await warehouseId(page, 'Bratislava – Karlova Ves');
  await page.goto(`/location/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bratislava – Karlova Ves' })).toBeVisible();
  await expect(page.getByText('All boxes are rented at the moment.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Order box/ })).toHaveCount(0);
  const form = page.getByRole('region', { name: 'No free box right now' });
  await expect(form.getByLabel('E-mail *')).toBeVisible();
  await expect(form.getByLabel('Phone (optional)')).toBeVisible();
  await expect(form.getByLabel('Box size (optional)')).toBeVisible();
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByText('Mandatory.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('notify-me: subscribed once, then "already registered"', async ({ page }) => {
  const id = await warehouseId(page, 'Bratislava – Karlova Ves');
  for (const expected of [/your request has been registered/, /Your request is already registered/]) {
    await page.goto(`/location/${id}`);
    const form = page.getByRole('region', { name: 'No free box right now' });
    await form.getByLabel('E-mail *').fill('e2e.notify@example.com');
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(form.getByRole('status')).toHaveText(expected);
  }
});

test('a deactivated warehouse takes no orders; one opening later does', async ({ page }) => {
  await page.goto(`/location/${await warehouseId(page, 'Bratislava – Devínska Nová Ves')}?display=plan`);
  await expect(page.getByText('Warehouse is no longer available.')).toBeVisible();
  await expect(page.getByRole('group', { name: /^Floor plan, / }).getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Order/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No free box right now' })).toHaveCount(0);

  await page.goto(`/location/${await warehouseId(page, 'Bratislava – Dúbravka')}`);
  await expect(page.getByText(/^This warehouse opens on .*; the rent starts on the opening day\.$/)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Order box/ }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('location blocked', () => {
  test.use({ permissions: [] });
  test('"my location" explains that the permission is blocked', async ({ page, context }) => {
    // Headless browsers differ in how they answer without a permission; make it the blocked answer (code 1).
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'geolocation', {
        value: {
          getCurrentPosition: (_ok: unknown, fail: (e: { code: number; message: string }) => void) =>
            fail({ code: 1, message: 'User denied Geolocation' }),
        },
      });
    });
    await page.goto('/boxes');
    await page.getByRole('button', { name: 'My location' }).click();
    await expect(page.getByText(/^Permission to access location is blocked\./)).toBeVisible();
    await expect(page).toHaveURL(/\/boxes$/);
  });
});

test('"All countries" lists every country; a town found by typing without diacritics moves the search there', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/boxes');
  await expect(page.getByLabel('Branch')).toHaveValue('');
  // The list shows the first twenty and more on request, until every country's warehouse is there.
  await expect(results(page).getByRole('heading', { name: 'Bratislava – Ružinov' })).toBeVisible();
  const showMore = results(page).getByRole('button', { name: 'Show more warehouses' });
  for (const name of [
    'Praha 7 – Holešovice',
    'Warszawa – Mokotów',
    'Budapest XIII. – Angyalföld',
    'Cluj-Napoca – Mărăști',
  ]) {
    const card = results(page).getByRole('heading', { name });
    while (!(await card.isVisible()) && (await showMore.isVisible())) await showMore.click();
    await expect(card).toBeVisible();
  }

  const field = page.getByRole('combobox', { name: 'Town, street or warehouse' });
  await field.pressSequentially('zilina');
  const options = page.getByRole('listbox', { name: 'Town, street or warehouse' }).getByRole('option');
  await expect(options.first()).toHaveText(/^Žilina\s*Slovakia$/);
  await expect(options.filter({ hasText: 'Žilina – Bánová' })).toHaveCount(1);
  await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  expect(await seriousViolations(page)).toEqual([]);
  await field.press('Enter');

  await expect(page).toHaveURL(/\/boxes\?location=49\.22\d*,18\.73\d*&zoom=12$/);
  await expect(field).toHaveValue('Žilina');
  await expect(cards(page).first().getByRole('heading', { name: 'Žilina – Bánová' })).toBeVisible();
  await expect(
    cards(page)
      .first()
      .getByText(/ away$/),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('in Czech', () => {
  test.use({ locale: 'cs-CZ' });
  test('a town is named in the page language and the warehouse texts are Czech', async ({ page }) => {
    await page.goto('/boxes');
    const field = page.getByRole('combobox', { name: 'Město, ulice nebo sklad' });
    await field.pressSequentially('prague');
    await expect(page.getByRole('listbox', { name: 'Město, ulice nebo sklad' }).getByRole('option').first()).toHaveText(
      /^Praha\s*Česko$/,
    );
    await field.press('ArrowDown');
    await field.press('Enter');
    await expect(field).toHaveValue('Praha');
    await expect(page).toHaveURL(/location=50\.08\d*,14\.42\d*&zoom=11$/);
    await results(page).getByRole('link', { name: 'Praha 7 – Holešovice' }).click();
    await expect(
      page.getByText('Dvoupodlažní sklad v přestavěné holešovické hale u stanice Nádraží Holešovice.'),
    ).toBeVisible();
    await expect(page.getByText('Vjezd ze dvora, brána č. 3.')).toBeVisible();
    await expect(page.getByText(/^Otevírací doba: Přístup nonstop přes aplikaci nebo PIN/)).toBeVisible();
  });
});

test('a warehouse page shows its photos and a directions link, within a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/location/${await warehouseId(page, 'Bratislava – Ružinov')}`);
  const gallery = page.getByRole('list', { name: 'Photos of Bratislava – Ružinov, scroll sideways' });
  const first = gallery.getByRole('img').first();
  await expect(first).toHaveAttribute('alt', 'The Bratislava – Ružinov building from the street');
  await expect(first).toHaveAttribute('loading', 'lazy');
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const directions = page.getByRole('link', { name: 'Directions (opens Google Maps in a new tab)' });
  await expect(directions).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&destination=48.1571,17.1679',
  );
  await expect(directions).toHaveAttribute('target', '_blank');
  await appHasTakenOver(page);
  expect((await directions.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
});
