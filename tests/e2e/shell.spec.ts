import { expect, test } from './test';
import { expectScreen, firstWarehouseId, publicRoutes, seriousViolations, signedInRoutes } from './helpers';

test.describe('every route', () => {
  test('public routes render their screen with a heading and no page error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const routes = [...publicRoutes, `/location/${await firstWarehouseId(page)}`];
    for (const route of routes) {
      await page.goto(route);
      await expectScreen(page);
      await expect(page.getByRole('heading', { name: 'Sorry, this page no longer exists' })).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });

  test('/my/* without a session lands on /login with the way back', async ({ page }) => {
    for (const route of signedInRoutes) {
      await page.goto(route);
      await expect(page).toHaveURL(
        new RegExp(`/login\\?redirect=${encodeURIComponent(route).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
      await expectScreen(page);
    }
  });

  test('an unknown path shows the not-found page with a link home', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { name: 'Sorry, this page no longer exists' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('limitedView hides menu and footer and survives navigation', async ({ page }) => {
  await page.goto('/help?limitedView=true');
  await expectScreen(page);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await page.locator('main a[href*="limitedView=true"]').first().click();
  await expect(page).toHaveURL(/limitedView=true/);
  await expectScreen(page);
  await expect(page.locator('footer')).toHaveCount(0);
});

test.describe('language', () => {
  test.use({ locale: 'sk-SK' });
  test('a browser whose first language is sk-SK gets Slovak', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
    await expect(page.getByRole('link', { name: 'Pomoc' }).first()).toBeVisible();
  });
});

test.describe('language fallback', () => {
  test.use({ locale: 'de-DE' });
  test('a browser with de-DE gets English', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Help' }).first()).toBeVisible();
  });
});

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the burger menu opens and lists trading terms, store policy and GDPR', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Help' }),
    ).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
    for (const name of ['Home', 'Boxes', 'Help', 'Trading terms', 'Store policy', 'Privacy policy (GDPR)']) {
      await expect(menu.getByRole('link', { name }).first()).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Store policy' }).first().click();
    await expect(page).toHaveURL(/\/store-policy$/);
  });
});

for (const locale of ['en-GB', 'sk-SK']) {
  test.describe(`accessibility in ${locale}`, () => {
    test.use({ locale });
    test('public routes have no serious or critical axe violations', async ({ page }) => {
      test.setTimeout(120_000);
      const routes = [...publicRoutes, `/location/${await firstWarehouseId(page)}`, '/no-such-page'];
      const found: string[] = [];
      for (const route of routes) {
        await page.goto(route);
        await expect(page.locator('main h1').first()).toBeVisible();
        found.push(...(await seriousViolations(page)).map((v) => `${route} ${v}`));
      }
      expect(found).toEqual([]);
    });
  });
}
