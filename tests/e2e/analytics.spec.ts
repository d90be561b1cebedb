import { expect, test, type Page } from './test';

/**
 * Analytics only with consent: a site configured with a Google tag id fetches nothing from Google
 * until the visitor accepts marketing cookies. Google is never reached: a local stand-in answers
 * for the tag's address and counts every request to it.
 */
const TAG_ID = 'G-E2ETEST1';

async function withAnalytics(page: Page): Promise<string[]> {
  // The page as a server with ANALYTICS_IDS would serve it: the id in its meta tag, the tag's origin in its policy.
  await page.route(/^http:\/\/127\.0\.0\.1:\d+\/[^.]*$/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '<meta name="ss:analytics-ids" content="">',
      `<meta name="ss:analytics-ids" content="${TAG_ID}">`,
    );
    const headers = response.headers();
    headers['content-security-policy'] = headers['content-security-policy']
      .replace("script-src 'self'", "script-src 'self' https://www.googletagmanager.com")
      .replace(
        "connect-src 'self'",
        "connect-src 'self' https://*.google-analytics.com https://*.googletagmanager.com",
      );
    await route.fulfill({ response, headers, body: html });
  });
  const requests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    requests.push(route.request().url());
    return route.fulfill({
      contentType: 'text/javascript',
      body: 'window.__standInTagRuns = (window.__standInTagRuns || 0) + 1;',
    });
  });
  return requests;
}

const dataLayer = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((e) =>
      e && typeof e === 'object' && 'length' in e ? Array.from(e as ArrayLike<unknown>) : e,
    ),
  );

test('nothing reaches the tag before consent; accepting loads it once with the consent granted', async ({ page }) => {
  const requests = await withAnalytics(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Accept all' })).toBeVisible();
  await page.goto('/boxes');
  await page.waitForTimeout(1500);
  expect(requests).toEqual([]);
  expect(await dataLayer(page)).toContainEqual([
    'consent',
    'default',
    {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      wait_for_update: 10000,
    },
  ]);

  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => requests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${TAG_ID}`]);
  await expect.poll(() => page.evaluate(() => (window as { __standInTagRuns?: number }).__standInTagRuns)).toBe(1);
  const layer = await dataLayer(page);
  expect(layer).toContainEqual([
    'consent',
    'update',
    { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
  ]);
  expect(layer).toContainEqual(['config', TAG_ID]);

  // A returning visitor who accepted gets the tag at once, still once.
  await page.reload();
  await expect.poll(() => requests.length).toBe(2);
});

test('saving the choice without marketing keeps the tag away for good', async ({ page }) => {
  const requests = await withAnalytics(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Preferences' }).click();
  await page.getByRole('button', { name: 'Save my choice' }).click();
  await expect(page.getByRole('button', { name: 'Accept all' })).toHaveCount(0);
  await page.reload();
  await page.waitForTimeout(1500);
  expect(requests).toEqual([]);
  expect(await dataLayer(page)).toContainEqual([
    'consent',
    'update',
    { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
  ]);
});
