import { expect, test, type Page } from './test';
import { expectScreen, seriousViolations } from './helpers';

/** The franchising address of the server under test (FRANCHISING_EMAIL's default). */
const TEAM = 'franchising@self-storage.example';

const form = (page: Page) => page.getByRole('form', { name: 'Franchise enquiry' });
const type = async (page: Page, text: string) => {
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
};
/** In a radio group with nothing chosen, Space chooses the focused first option and each ArrowDown the next. */
const choose = async (page: Page, steps: number) => {
  if (steps === 0) await page.keyboard.press('Space');
  for (let i = 0; i < steps; i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
};

test('a franchise enquiry filled in by keyboard is sent, confirmed and e-mailed to the franchise team', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const stamp = Date.now().toString().slice(-7);
  await page.goto('/franchising');
  await expectScreen(page);
  expect(await seriousViolations(page)).toEqual([]);

  await form(page)
    .getByLabel(/^Full name/)
    .focus();
  await type(page, `Jana Nováková ${stamp}`);
  await type(page, `jana.${stamp}@example.com`);
  await type(page, '+421 905 123 456');
  await choose(page, 1); // 1–5 years of business experience
  await type(page, 'Branch manager, logistics');
  await choose(page, 0); // has a property
  await type(page, '850');
  await type(page, 'Žilina');
  await choose(page, 2); // €40,000–50,000
  await choose(page, 0); // 1–2 years
  await choose(page, 1); // not the main income
  await choose(page, 0); // has read the brochure
  await type(page, 'Storage is missing in our town.');
  await expect(form(page).getByRole('button', { name: 'Send enquiry' })).toBeFocused();
  await expect(
    form(page)
      .getByRole('group', { name: /^Capital you can invest/ })
      .getByLabel('€40,000–50,000'),
  ).toBeChecked();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status').filter({ hasText: 'Thank you, your enquiry has been sent.' })).toBeVisible();
  await expect(form(page)).toHaveCount(0);
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(TEAM)}`)).json()) as {
        subject: string;
        template: string;
      }[];
      return mails.find((m) => m.subject.includes(stamp))?.template ?? null;
    })
    .toBe('franchise-enquiry');
  expect(errors).toEqual([]);
});

test('an invalid e-mail is named by its field and nothing is sent', async ({ page }) => {
  let sent = 0;
  page.on('request', (r) => r.url().includes('/api/client/franchising/contact') && (sent += 1));
  await page.goto('/franchising');
  await expectScreen(page);
  const email = form(page).getByLabel(/^E-mail/);
  await email.focus();
  await page.keyboard.type('jana@example');
  await page.keyboard.press('Enter');

  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Incorrect format.');
  await expect(form(page).locator('.field', { has: page.getByLabel(/^E-mail/) })).toContainText('Incorrect format.');
  expect(sent).toBe(0);
});
