import { expect, test, type Locator, type Page } from './test';
import uk from '@locales/uk.json' with { type: 'json' };
import { freeBox, seriousViolations } from './helpers';

/**
 * Phone layouts: every page of the buying journey and the customer area on a 360 px wide touch
 * screen, the narrowest the product supports.
 *
 * The pages are shown in Ukrainian because it produces the widest texts of the seven languages.
 * Measured in Chromium with the product's font stack (each message's width in locales/*.json, when
 * this test was written): all messages together are 22 % wider than in English (Polish 16 %,
 * Romanian 13 %, Hungarian 12 %, Slovak 6 %, Czech 3 %), and Ukrainian is the widest language for
 * most short labels (141 of the 445 messages under 40 characters in English: buttons, column
 * headings, field labels), which are what overflows a narrow screen. Hungarian has the longest
 * single word ("munkamenet-azonosítóval"), but it breaks at its hyphen.
 *
 * On each page:
 * - nothing scrolls sideways: the document is no wider than the screen; a table either fits (as
 *   cards) or scrolls inside a frame that says so with a visible hint, a name and keyboard focus;
 * - the content keeps a side margin of at least 16 px (text, controls, images, tables and
 *   scrolling containers; full-width backgrounds such as the section navigation's strip may run
 *   to the edge);
 * - buttons, inputs, selects, checkboxes and radios with their labels, and links standing on their
 *   own are at least 44 × 44 px; links inside running text are exempt (they are part of a sentence
 *   and cannot grow without breaking it);
 * - axe finds no serious or critical violation, at 360 px and again at 1280 px.
 */

const phone = { width: 360, height: 740 };
const desktop = { width: 1280, height: 800 };
const minMargin = 16;
const minTarget = 44;

test.use({ viewport: phone, hasTouch: true, isMobile: true, locale: 'uk-UA' });

test.beforeEach(async ({ context }) => {
  // The cookie bar is fixed over the page's bottom and has its own tests; decided here, so it is out of the way.
  await context.addInitScript(() =>
    localStorage.setItem(
      'cookies.consent',
      JSON.stringify({ version: 1, marketing: false, decidedAt: '2024-01-01T00:00:00Z' }),
    ),
  );
});

/** What breaks the phone layout of the current page, as readable lines (empty when nothing does). */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ width, minMargin, minTarget }) => {
      const problems: string[] = [];
      // A phone's browser zooms out to show a page wider than the screen, and the window then
      // reports the page's width: both are compared with the screen's width.
      const root = document.documentElement;
      if (root.scrollWidth > width || window.innerWidth > width) {
        problems.push(
          `the page is ${root.scrollWidth} px wide (window ${window.innerWidth} px) on a ${width} px screen`,
        );
      }

      const main = document.querySelector('main');
      if (!main) return [...problems, 'no main element'];
      const describeElement = (el: Element) => {
        const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        const label = el.getAttribute('aria-label') ?? el.getAttribute('name') ?? '';
        return `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` class="${el.className}"` : ''}> ${label || text}`.trim();
      };
      const shown = (el: Element) =>
        el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && !el.closest('.visually-hidden');
      /** The nearest ancestor that scrolls its content sideways: what lies inside is checked through it. */
      const scroller = (el: Element): Element | null => {
        for (let p = el.parentElement; p && p !== main.parentElement; p = p.parentElement) {
          const overflow = getComputedStyle(p).overflowX;
          if (overflow === 'auto' || overflow === 'scroll') return p;
        }
        return null;
      };
      /** Where a scrolling container's content starts and ends: inside its padding. */
      const contentBox = (el: Element) => {
        const rect = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const left = rect.left + parseFloat(style.paddingLeft);
        return new DOMRect(left, rect.top, rect.right - parseFloat(style.paddingRight) - left, rect.height);
      };
      const outside = (rect: DOMRect) =>
        rect.width > 0 && (rect.left < minMargin - 0.5 || rect.right > width - minMargin + 0.5);
      const margins = (rect: DOMRect) => `${Math.round(rect.left)} px left, ${Math.round(width - rect.right)} px right`;

      // Side margins: text, then controls, media, tables and the scrolling containers themselves.
      const reported = new Set<Element>();
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || !shown(parent)) continue;
        const box = scroller(parent) ?? parent;
        if (reported.has(box)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rect = box === parent ? range.getBoundingClientRect() : contentBox(box);
        if (outside(rect)) {
          reported.add(box);
          problems.push(`margin: ${describeElement(box === parent ? parent : box)} (${margins(rect)})`);
        }
      }
      for (const el of main.querySelectorAll(
        'input, select, textarea, button, img, svg, table, iframe, canvas, video',
      )) {
        // A button's icon is measured as the button; an svg's parts as the svg.
        const outer = el.parentElement?.closest('button, svg');
        if (!shown(el) || outer) continue;
        const box = scroller(el) ?? el;
        if (reported.has(box)) continue;
        const rect = box === el ? el.getBoundingClientRect() : contentBox(box);
        if (outside(rect)) {
          reported.add(box);
          problems.push(`margin: ${describeElement(box)} (${margins(rect)})`);
        }
      }

      // What scrolls sideways is named and focusable, so that a keyboard can scroll it too. A table
      // that scrolls is also described by a visible hint: its hidden columns give no sign of
      // themselves, unlike a row of photos whose next photo peeks in at the edge.
      for (const el of main.querySelectorAll('*')) {
        const overflow = getComputedStyle(el).overflowX;
        if ((overflow !== 'auto' && overflow !== 'scroll') || el.scrollWidth <= el.clientWidth + 1 || !shown(el))
          continue;
        const hint = (el.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id))
          .find((h) => h && shown(h) && h.textContent?.trim());
        const missing = [
          !hint && el.querySelector('table') && 'a visible hint',
          !el.getAttribute('aria-label')?.trim() && !el.getAttribute('aria-labelledby') && 'a name',
          (el as HTMLElement).tabIndex < 0 && 'keyboard focus',
        ].filter(Boolean);
        if (missing.length)
          problems.push(`scroll: ${describeElement(el)} scrolls sideways without ${missing.join(', ')}`);
      }

      // Touch targets. A link inside running text is exempt: its block says more than the link does.
      const inlineInText = (link: Element) => {
        let block = link.parentElement;
        while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
        const own = (link.textContent ?? '').trim().length;
        return !!block && (block.textContent ?? '').trim().length > own + 1;
      };
      const targets = main.querySelectorAll(
        'button, input:not([type=hidden]), select, textarea, a[href], [role=button], [role=tab], summary',
      );
      for (const el of targets) {
        if (el.matches('a') && !el.matches('.button, [role=button], [role=tab]') && inlineInText(el)) continue;
        let rect = el.getBoundingClientRect();
        if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
          // The label is part of the target: pressing it toggles the box.
          const parts = [rect, ...[...(el.labels ?? [])].map((label) => label.getBoundingClientRect())];
          const left = Math.min(...parts.map((r) => r.left));
          const top = Math.min(...parts.map((r) => r.top));
          rect = new DOMRect(
            left,
            top,
            Math.max(...parts.map((r) => r.right)) - left,
            Math.max(...parts.map((r) => r.bottom)) - top,
          );
        } else if (!shown(el)) continue;
        if (rect.width === 0 && rect.height === 0) continue;
        if (rect.width < minTarget - 0.5 || rect.height < minTarget - 0.5) {
          problems.push(`target: ${describeElement(el)} is ${Math.round(rect.width)} × ${Math.round(rect.height)} px`);
        }
      }
      return problems;
    },
    { width: phone.width, minMargin, minTarget },
  );
}

/**
 * Checks the page as it is now: its phone layout, and axe at the phone's width and at a desktop
 * width (then back to the phone). Findings are collected so one run lists every page's problems.
 */
async function checkPage(page: Page, name: string, found: string[]) {
  await expect(page.locator('main h1').first()).toBeVisible();
  // The screen's data has arrived and its loading placeholders are gone.
  await page.waitForLoadState('networkidle');
  await expect(
    page.locator('main [aria-busy="true"], main .warehouse-detail__loading, main .order-loading'),
  ).toHaveCount(0);
  found.push(...(await layoutProblems(page)).map((p) => `${name} 360 px: ${p}`));
  found.push(...(await seriousViolations(page)).map((v) => `${name} 360 px axe: ${v}`));
  await page.setViewportSize(desktop);
  found.push(...(await seriousViolations(page)).map((v) => `${name} 1280 px axe: ${v}`));
  await page.setViewportSize(phone);
}

async function visit(page: Page, path: string, found: string[], ready?: (page: Page) => Locator) {
  await page.goto(path);
  if (ready) await expect(ready(page).first()).toBeVisible();
  await checkPage(page, path, found);
}

const main = (page: Page) => page.getByRole('main');

test('public pages fit a phone', async ({ page }) => {
  test.setTimeout(180_000);
  const found: string[] = [];
  const warehouseId = (await freeBox(page.request)).warehouseId;
  const pages: [string, ((page: Page) => Locator)?][] = [
    ['/'],
    ['/webview'],
    ['/help'],
    ['/gdpr'],
    ['/store-policy'],
    ['/franchising'],
    ['/service-access'],
    ['/login'],
    ['/registration'],
    ['/reset-password/request'],
    ['/reset-password/change'],
    // The list view: without a maps key the results are listed.
    ['/boxes?location=ba-ruzinov&country=SVK', (p) => p.locator('main .result-list > li')],
    [`/location/${warehouseId}`, (p) => p.locator('main table')],
    [`/location/${warehouseId}?display=plan`, (p) => p.getByRole('main').getByRole('tab', { selected: true })],
  ];
  for (const [path, ready] of pages) await visit(page, path, found, ready);
  expect(found).toEqual([]);
});

test('the order steps and the status page fit a phone', async ({ page }) => {
  test.setTimeout(180_000);
  const found: string[] = [];
  const box = await freeBox(page.request);
  const stamp = `${Date.now()}`.slice(-8);

  await page.goto(`/order/first?boxId=${box.boxId}&warehouseId=${box.warehouseId}`);
  const periods = main(page).locator('input[name="period"]');
  await periods.first().waitFor();
  await periods.nth(1).check();
  await checkPage(page, '/order/first', found);
  await main(page).getByRole('button', { name: uk['order.continue'] }).click();

  await expect(page).toHaveURL(/\/order\/user-details$/);
  const fill = (name: string, value: string) => main(page).locator(`input[name="${name}"]`).fill(value);
  await fill('firstName', 'Олена');
  await fill('lastName', 'Шевченко-Коваленко');
  await fill('email', `e2e-layout-${stamp}@example.com`);
  await fill('telephoneNumber', `+421 90${stamp.slice(-7)}`);
  await fill('address.street', 'Hlavná');
  await fill('address.number', '12');
  await fill('address.city', 'Košice');
  await fill('address.zip', '040 01');
  await checkPage(page, '/order/user-details', found);
  await main(page).getByRole('button', { name: uk['order.continue'] }).click();

  await expect(page).toHaveURL(/\/order\/summary$/);
  await expect(main(page).getByRole('table')).toBeVisible();
  for (const consent of await main(page).getByRole('checkbox').all()) await consent.check();
  await checkPage(page, '/order/summary', found);
  await main(page).getByRole('button', { name: uk['checkout.pay'] }).click();

  // The sandbox card page stands in for the provider's; paying there returns to the status page.
  await page.locator('button[value="pay"]').click();
  await expect(page).toHaveURL(/\/order\/status-check\?.*orderId=/);
  await expect(main(page).getByRole('heading', { name: uk['payment.success.title'] })).toBeVisible({ timeout: 60_000 });
  await checkPage(page, '/order/status-check', found);
  expect(found).toEqual([]);
});

/** Signs the page in as a new confirmed customer, made through the API: signing in is what the tests need of it. */
async function signInNewCustomer(page: Page) {
  const stamp = `${Date.now()}`.slice(-7);
  const email = `layout.e2e.${stamp}@example.com`;
  const password = `Boxes-${stamp}x`;
  const registered = await page.request.post('/api/user/register', {
    data: {
      firstName: 'Олена',
      lastName: 'Шевченко',
      email,
      phoneNumber: `+421 91${stamp}`,
      language: 'UK',
      password,
      passwordConfirmation: password,
      consents: { termsAccepted: true, privacyAccepted: true, newsletter: false },
    },
  });
  expect(registered.status()).toBe(201);
  let verify: string | null = null;
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as {
        links: string[];
      }[];
      const link = mails.flatMap((m) => m.links).find((l) => l.includes('/login?verify='));
      verify = link ? new URL(link).searchParams.get('verify') : null;
      return verify;
    })
    .not.toBeNull();
  expect((await page.request.post('/api/user/verify-email', { data: { token: verify } })).status()).toBe(200);

  await page.goto('/login');
  await main(page).locator('input[name="username"]').fill(email);
  await main(page).locator('input[name="password"]').fill(password);
  await main(page).getByRole('button', { name: uk['auth.login.submit'] }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth/token'))).not.toBeNull();
}

test('the signed-in customer area fits a phone', async ({ page }) => {
  test.setTimeout(180_000);
  const found: string[] = [];
  await signInNewCustomer(page);

  for (const path of [
    '/my/profile',
    '/my/profile/change-password',
    '/my/profile/delete',
    '/my/boxes',
    '/my/contracts',
    '/my/contracts/1',
    '/my/contracts/1/cancel',
    '/my/contracts/1/eviction',
    '/my/rents',
  ]) {
    await visit(page, path, found);
  }
  expect(found).toEqual([]);
});

test('the links under a list wait for it, so its arrival does not push them down', async ({ page }) => {
  test.setTimeout(120_000);
  await signInNewCustomer(page);
  // My boxes' list is held back, as on a slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/client/my/contracts',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto('/my/boxes');
  const rentAnother = main(page).getByRole('link', { name: uk['my.rentAnother'] });
  // The screen is shown, its list still loading.
  await expect(main(page).getByRole('heading', { level: 1, name: uk['my.boxes.title'] })).toBeVisible();
  await expect(main(page).locator('[data-loading]')).toBeVisible();
  await expect(rentAnother).toBeHidden();
  release();
  await expect(main(page).getByText(uk['my.boxes.none']).first()).toBeVisible();
  await expect(main(page).locator('[data-loading]')).toHaveCount(0);
  await expect(rentAnother).toBeVisible();
});
