import { expect, test } from './test';

const slovakHero = 'Priestor navyše od 1 m², otvorené 24/7';

test.describe('the landing comes rendered from the server', () => {
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

  test('the app takes the page over with no blank or loading frame, then navigates within itself', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'sk-SK', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    // Each animation frame from the first: is the page's heading there, is a loading state shown.
    await page.addInitScript(`
      window.__frames = [];
      const look = () => {
        window.__frames.push(document.querySelector('main h1') ? (document.querySelector('.page-loading') ? 'heading+loading' : 'heading') : 'no heading');
        if (window.__frames.length < 600) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    `);
    await page.goto('/');
    // The app has taken over once the cookie bar, which only the app shows, is there.
    await expect(page.locator('.cookie-bar')).toBeVisible();
    const frames = await page.evaluate(() => (window as unknown as { __frames: string[] }).__frames);
    expect(frames.length).toBeGreaterThan(0);
    expect([...new Set(frames)]).toEqual(['heading']);
    await page.getByRole('main').getByRole('link', { name: 'Nájsť box' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nájdite skladový box' })).toBeVisible();
    // Moved within the app: still the one document the server sent.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
