import { expect, test, type Page } from './test';
import { seriousViolations } from './helpers';

/** The chatbot's window against the production server (CHATBOT_ENABLED in playwright.config.ts) and the demo network. */

test.beforeEach(async ({ context }) => {
  // The cookie bar lies above the chat's corner; it is decided here so the corner is free.
  await context.addInitScript(() =>
    localStorage.setItem(
      'cookies.consent',
      JSON.stringify({ version: 1, marketing: false, decidedAt: '2024-01-01T00:00:00Z' }),
    ),
  );
});

const box = async (page: Page, selector: string) => (await page.locator(selector).boundingBox())!;

test.describe('the chat window', () => {
  test('opens as a 350 × 500 px popup in the corner, takes focus, minimises with Escape to a 200 px bar and closes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const launcher = page.getByRole('button', { name: 'Do you need help?' });
    await launcher.click();
    const dialog = page.getByRole('dialog', { name: 'Assistant' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Your question' })).toBeFocused();
    await expect(dialog.getByText(/Hello! I can help you find a box/)).toBeVisible();
    expect(await box(page, '.chat-window')).toEqual({ x: 1280 - 20 - 350, y: 800 - 20 - 500, width: 350, height: 500 });
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    const minimised = page.getByRole('button', { name: 'Open the chat' });
    await expect(minimised).toBeFocused();
    expect((await box(page, '.chat-minimised')).width).toBe(200);
    await minimised.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close the chat' }).click();
    await expect(launcher).toBeFocused();
    await expect(dialog).toHaveCount(0);
  });

  test('on a phone the window fills the screen and minimises to a round button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Do you need help?' }).click();
    await expect(page.getByRole('dialog', { name: 'Assistant' })).toBeVisible();
    expect(await box(page, '.chat-window')).toEqual({ x: 0, y: 0, width: 375, height: 667 });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open the chat' })).toBeFocused();
    const round = await box(page, '.chat-minimised');
    expect(round.width).toBe(round.height);
    expect(round.x + round.width).toBe(375 - 20);
  });
});

test.describe('asking the chatbot', () => {
  test.use({
    locale: 'sk-SK',
    geolocation: { latitude: 48.1486, longitude: 17.1077, accuracy: 20 },
    permissions: ['geolocation'],
  });

  test('asked in Slovak with location granted in Bratislava, it links to a warehouse page that opens', async ({
    page,
  }) => {
    // The visitor allowed location on the search page, which keeps the coordinates the chat sends.
    await page.goto('/boxes');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('geo.position'))).toContain('48.1486');

    await page.getByRole('button', { name: 'Potrebujete pomoc?' }).click();
    const dialog = page.getByRole('dialog');
    const question = dialog.getByRole('textbox', { name: 'Vaša otázka' });
    await expect(question).toBeFocused();
    const asked = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/ask',
    );
    await question.fill('Kde je najbližší voľný malý box?');
    await question.press('Enter');
    expect((await asked).postDataJSON()).toEqual({
      question: 'Kde je najbližší voľný malý box?',
      lang: 'SK',
      location: { lat: 48.1486, lng: 17.1077 },
    });

    const link = dialog
      .getByRole('log')
      .getByRole('link', { name: /location\/\d+|Bratislava/ })
      .first();
    await expect(link).toBeVisible({ timeout: 15_000 });
    await expect(link).toHaveAttribute('href', /^\/location\/\d+$/);
    await link.click();
    await expect(page).toHaveURL(/\/location\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /Bratislava/ })).toBeVisible();
  });
});
