import { expect, test, type Page } from './test';

/**
 * The whole purchase with the keyboard only, against the production server: landing, search,
 * warehouse, floor plan, the three order steps, the sandbox card page and the payment status.
 * Only Tab, Shift+Tab, Enter, Space and the arrow keys move and act; text is typed into the field
 * that has focus. After every key the focused element must be on screen and not covered by
 * anything (the sticky header, the cookie bar fixed at the bottom): WCAG 2.4.11, focus not obscured.
 * The cookie bar stays open (nothing decided yet) until the order's second step.
 */

test.setTimeout(180_000);

/** What is wrong with the focused element's visibility, or 'ok'. */
function focusProblem(page: Page): Promise<string> {
  return page.evaluate(() => {
    const describeElement = (node: Element | null) => {
      if (!node) return 'nothing';
      // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered, hidden parts left out.
      const name = node.getAttribute('aria-label') ?? (node as HTMLElement).innerText?.trim().slice(0, 40) ?? '';
      return `<${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? ` class="${node.className}"` : ''}> "${name}"`;
    };
    const focused = document.activeElement;
    if (!focused || focused === document.body) return 'focus is on the document, not on an element';
    const box = focused.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return `${describeElement(focused)} has no size`;
    const [width, height] = [window.innerWidth, window.innerHeight];
    const visible = {
      left: Math.max(0, box.left),
      right: Math.min(width, box.right),
      top: Math.max(0, box.top),
      bottom: Math.min(height, box.bottom),
    };
    if (visible.right <= visible.left || visible.bottom <= visible.top)
      return `${describeElement(focused)} is outside the viewport`;
    // A control must be wholly on screen; a large region (a tab panel) at least in part.
    const fits = box.width <= width && box.height <= height / 2;
    if (fits && (box.left < -0.5 || box.top < -0.5 || box.right > width + 0.5 || box.bottom > height + 0.5))
      return `${describeElement(focused)} is partly outside the viewport`;
    // The centre of what is on screen, and for an element that fits, points near its top and bottom edges.
    const x = (visible.left + visible.right) / 2;
    const points = [[x, (visible.top + visible.bottom) / 2]];
    if (fits)
      points.push([x, visible.top + Math.min(3, box.height / 4)], [x, visible.bottom - Math.min(3, box.height / 4)]);
    for (const [px, py] of points) {
      const hit = document.elementFromPoint(px, py);
      if (!hit || !(hit === focused || focused.contains(hit)))
        return `${describeElement(focused)} is covered by ${describeElement(hit)} at ${Math.round(px)},${Math.round(py)}`;
    }
    return 'ok';
  });
}

/** The focused element's role (explicit or by tag) and accessible name, roughly as a screen reader would say it. */
function focusedName(page: Page): Promise<{ role: string; name: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return { role: '', name: '' };
    const tag = el.tagName.toLowerCase();
    const input = el as HTMLInputElement;
    const role =
      el.getAttribute('role') ??
      (tag === 'a'
        ? 'link'
        : tag === 'input'
          ? input.type === 'checkbox' || input.type === 'radio'
            ? input.type
            : 'textbox'
          : tag === 'select'
            ? 'combobox'
            : tag);
    const labelled = el.getAttribute('aria-labelledby');
    const name =
      el.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      input.labels?.[0]?.textContent ??
      // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered, hidden parts left out, as a screen reader reads it.
      el.innerText ??
      el.textContent ??
      '';
    return { role, name: name.replace(/\s+/g, ' ').trim() };
  });
}

/** Checks, after each key, that focus is on a visible, uncovered element. */
async function expectFocusVisible(page: Page, after: string) {
  await expect.poll(() => focusProblem(page), { message: `after ${after}`, timeout: 3_000 }).toBe('ok');
}

async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await expectFocusVisible(page, key);
}

/** Presses Tab (or Shift+Tab) until focus is on an element with that role and name; every stop must be visible. */
async function tabTo(page: Page, role: string, name: RegExp | string, { back = false, max = 80 } = {}) {
  const matches = (n: { role: string; name: string }) =>
    n.role === role && (typeof name === 'string' ? n.name === name : name.test(n.name));
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    const key = back ? 'Shift+Tab' : 'Tab';
    await page.keyboard.press(key);
    await expectFocusVisible(
      page,
      `${key} number ${i + 1} looking for ${role} "${name}", having passed ${seen.join(', ')}`,
    );
    const now = await focusedName(page);
    if (matches(now)) return;
    seen.push(`${now.role} "${now.name.slice(0, 30)}"`);
  }
  throw new Error(
    `no ${role} "${name}" within ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}; passed ${seen.join(', ')}`,
  );
}

async function expectFocused(page: Page, role: string, name: RegExp | string) {
  await expect
    .poll(() => focusedName(page))
    .toEqual({ role, name: typeof name === 'string' ? name : expect.stringMatching(name) });
  await expectFocusVisible(page, `focus on ${role} ${name}`);
}

const cookieBar = (page: Page) => page.getByRole('region', { name: 'We use cookies' });

test('a keyboard-only visitor finds a box, orders it, pays and sees it booked', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cookieBar(page)).toBeVisible();

  // The cookie bar comes first in the focus order, although it shows at the bottom.
  await press(page, 'Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('.cookie-bar'))).toBe(true);

  // Landing → search.
  await tabTo(page, 'link', 'Find a box');
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/boxes$/);
  await expectFocused(page, 'h1', 'Find a storage box');
  await expect(page).toHaveTitle('Find a storage box near you | Self Storage');

  // The search's body arrives after its heading; a Tab pressed before would pass it by.
  await expect(page.getByRole('link', { name: 'Bratislava – Ružinov' }).first()).toBeVisible();
  await tabTo(page, 'link', 'Bratislava – Ružinov');
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/boxes\?location=ba-ruzinov&country=SVK$/);
  await expect(page.getByRole('status').filter({ hasText: /warehouses? found/ })).toBeVisible();

  // Search → warehouse.
  await tabTo(page, 'link', 'Bratislava – Ružinov');
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/location\/\d+/);
  await expectFocused(page, 'h1', 'Bratislava – Ružinov');
  await expect(page).toHaveTitle('Bratislava – Ružinov – storage boxes for rent | Self Storage');

  // Down past every box's Order link, none hidden under the cookie bar, to the end of the page's
  // content; then back up with Shift+Tab, none hidden under the sticky header, to the tabs.
  await tabTo(page, 'link', 'All warehouses');
  await tabTo(page, 'tab', 'Boxes', { back: true });
  await press(page, 'ArrowRight');
  await expectFocused(page, 'tab', 'Floor plan');
  await expect(page).toHaveURL(/display=plan/);

  // The floor plan is one tab stop; the arrows walk its free boxes.
  const plan = page.getByRole('listbox', { name: /^Floor plan, / });
  await expect(plan).toBeVisible();
  const stops = await plan.getByRole('option').count();
  expect(stops).toBeGreaterThan(1);
  await tabTo(page, 'option', /^Box /);
  const first = (await focusedName(page)).name;
  await press(page, 'ArrowRight');
  const second = (await focusedName(page)).name;
  expect(second).not.toBe(first);
  await press(page, 'End');
  await press(page, 'Home');
  await expectFocused(page, 'option', first);
  await press(page, 'ArrowDown');
  await expectFocused(page, 'option', second);
  await press(page, 'Enter');
  const boxName = second.split(',')[0].replace(/^Box /, '');
  await expect(plan.getByRole('option', { name: second })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: `Box ${boxName}` })).toBeVisible();
  // Tab leaves the plan at once (one stop for the listbox, not one per box) for the selected box's Order link.
  await press(page, 'Tab');
  await expectFocused(page, 'link', `Order box ${boxName}`);
  await press(page, 'Enter');

  // Step 1: the offer.
  await expect(page).toHaveURL(/\/order\/first\?boxId=\d+&warehouseId=\d+$/);
  await expectFocused(page, 'h1', 'Your order');
  await expect(page).toHaveTitle('Order – step 1 of 3: Your order | Self Storage');
  await expect(page.getByRole('radio', { name: '3 months' })).toBeVisible();
  await tabTo(page, 'radio', /.+/);
  for (let i = 0; i < 6 && !(await page.getByRole('radio', { name: '3 months' }).isChecked()); i++)
    await press(page, 'ArrowDown');
  await expect(page.getByRole('radio', { name: '3 months' })).toBeChecked();
  await tabTo(page, 'button', 'Continue');
  await press(page, 'Enter');

  // Step 2: the details. First the cookie bar, reached back with Shift+Tab, with focus following each action.
  await expect(page).toHaveURL(/\/order\/user-details$/);
  await expectFocused(page, 'h1', 'Your details');
  await expect(page).toHaveTitle('Order – step 2 of 3: Your details | Self Storage');
  await tabTo(page, 'button', 'Preferences', { back: true });
  await press(page, 'Enter');
  await expectFocused(page, 'checkbox', /^Marketing/);
  await press(page, 'Tab');
  await press(page, 'Tab');
  await expectFocused(page, 'button', 'Back, without saving');
  await press(page, 'Enter');
  await expectFocused(page, 'button', 'Preferences');
  await press(page, 'Enter');
  await expectFocused(page, 'checkbox', /^Marketing/);
  await press(page, 'Space');
  await expect(page.getByRole('checkbox', { name: /^Marketing/ })).toBeChecked();
  await tabTo(page, 'button', 'Save my choice');
  await press(page, 'Enter');
  await expect(cookieBar(page)).toHaveCount(0);
  // Back to where focus came into the bar from (the skip link), not to the document.
  await expectFocusVisible(page, 'saving the cookie choice');

  const stamp = `${Date.now()}`.slice(-8);
  const values: [RegExp, string][] = [
    [/^First name/, 'Eva'],
    [/^Last name/, 'Klávesnicová'],
    [/^E-mail/, `e2e-keyboard-${stamp}@example.com`],
    [/^Phone number/, `+42190${stamp.slice(-7)}`],
    [/^Street/, 'Hlavná'],
    [/^House number/, '12'],
    [/^City/, 'Košice'],
    [/^Postcode/, '040 01'],
  ];
  const typed = new Set<RegExp>();
  for (let i = 0; i < 60; i++) {
    await press(page, 'Tab');
    const now = await focusedName(page);
    if (now.role === 'button' && now.name === 'Continue') break;
    const field = values.find(([label]) => now.role === 'textbox' && label.test(now.name));
    if (field && !typed.has(field[0])) {
      await page.keyboard.type(field[1]);
      typed.add(field[0]);
    }
  }
  expect([...typed].map(String)).toEqual(values.map(([label]) => String(label)));
  await expect(page.getByLabel(/^Country/)).toHaveValue('SVK');
  await expectFocused(page, 'button', 'Continue');
  await press(page, 'Enter');

  // Step 3: the summary; the consents are ordinary checkboxes on rows at least 44 px tall.
  await expect(page).toHaveURL(/\/order\/summary$/);
  await expectFocused(page, 'h1', 'Summary');
  await expect(page).toHaveTitle('Order – step 3 of 3: Summary | Self Storage');
  const terms = page.getByRole('checkbox', { name: /terms and conditions/ });
  const termsBox = (await terms.boundingBox())!;
  expect(termsBox.width).toBeLessThanOrEqual(24);
  expect(termsBox.height).toBeLessThanOrEqual(24);
  const row = (await page
    .locator('label', { has: page.getByText(/terms and conditions/).first() })
    .first()
    .boundingBox())!;
  expect(row.height).toBeGreaterThanOrEqual(44);
  for (const consent of [/terms and conditions/, /charges my card automatically/, /privacy policy/]) {
    await tabTo(page, 'checkbox', consent);
    await press(page, 'Space');
  }
  await expect(page.getByRole('checkbox', { name: /privacy policy/ })).toBeChecked();
  await tabTo(page, 'button', 'Pay by card');
  // A new document loads next, which starts with focus on itself.
  await page.keyboard.press('Enter');

  // The sandbox card page.
  await page.waitForURL((url) => !url.pathname.startsWith('/order/'));
  await tabTo(page, 'button', /^Pay\b/);
  await page.keyboard.press('Enter');

  // The payment status: its own title, and the page usable from the keyboard.
  await expect(page).toHaveURL(/\/order\/status-check\?.*orderId=/);
  await expect(page.getByRole('heading', { name: 'Thank you, your box is booked' })).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveTitle('Payment status | Self Storage');
  await press(page, 'Tab');
});
