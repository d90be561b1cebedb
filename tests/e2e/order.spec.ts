import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freeBox, seriousViolations } from './helpers';

/**
 * Ordering and paying in the browser against the production server: an anonymous visitor
 * orders a free box, pays in the sandbox card page, gets the e-mails (contract and invoice PDFs, a
 * link to set the password of the account created with the order), signs in and sees the active
 * contract. A second visitor's card is declined and the retry succeeds.
 *
 * The sandbox card page is the server's (paymentUrl of the placement); it is found by its buttons'
 * accessible names, which is all these tests assume about it.
 */

interface Mail {
  subject: string;
  links: string[];
  attachments?: { filename: string; contentType: string }[];
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const uniqueVisitor = (tag: string) => {
  const stamp = `${Date.now()}`.slice(-8);
  return { email: `e2e-order-${tag}-${stamp}@example.com`, phone: `+421905${stamp.slice(-6)}` };
};

/** Steps 1 to 3 as an anonymous visitor; ends on the card gateway's page. */
async function orderAnonymously(page: Page, box: { boxId: number; warehouseId: number }, visitor: { email: string; phone: string }, audit = false) {
  // Each step with its content shown has no serious or critical accessibility violation.
  const checkAccessibility = async () => audit && expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/order/first?boxId=${box.boxId}&warehouseId=${box.warehouseId}`);
  await page.getByRole('radio', { name: '3 months' }).waitFor();
  await checkAccessibility();
  await page.getByRole('radio', { name: '3 months' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/order\/user-details$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', /\/login\?redirect=/);
  await checkAccessibility();
  await page.getByLabel(/^First name/).fill('Eva');
  await page.getByLabel(/^Last name/).fill('Testovacia');
  await page.getByLabel(/^E-mail/).fill(visitor.email);
  await page.getByLabel(/^Phone number/).fill(visitor.phone);
  await page.getByLabel(/^Street/).fill('Hlavná');
  await page.getByLabel(/^House number/).fill('12');
  await page.getByLabel(/^City/).fill('Košice');
  await page.getByLabel(/^Postcode/).fill('040 01');
  await expect(page.getByLabel(/^Country/)).toHaveValue('SVK');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/order\/summary$/);
  await expect(page.getByRole('table', { name: 'Items of the first payment' })).toBeVisible();
  // Paying without the consents is refused next to each of them.
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page.getByText('Must be checked.')).toHaveCount(3);
  await checkAccessibility();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('checkbox', { name: /charges my card automatically/ }).check();
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/order/'));
}

const payButton = (page: Page) => page.getByRole('button', { name: /^pay\b/i });
const declineButton = (page: Page) => page.getByRole('button', { name: /^decline\b/i });

async function expectPaid(page: Page) {
  await expect(page).toHaveURL(/\/order\/status-check\?.*orderId=/);
  await expect(page.getByRole('heading', { name: 'Thank you, your box is booked' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/contract, the invoice and the code of your lock/)).toBeVisible();
}

async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  return (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as Mail[];
}

test('an anonymous visitor orders a box, pays, sets a password and sees the active contract', async ({ page, request }) => {
  const box = await freeBox(request);
  const visitor = uniqueVisitor('paid');
  await orderAnonymously(page, box, visitor, true);

  await payButton(page).click();
  await expectPaid(page);
  // The draft is done with: a new order starts empty.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('order') ?? 'null')?.snapshot?.box ?? null)).toBeNull();

  // The confirmation carries the contract and the invoice; another mail the set-password link.
  let mails: Mail[] = [];
  await expect
    .poll(async () => {
      mails = await mailsTo(request, visitor.email);
      return mails.some((m) => (m.attachments ?? []).filter((a) => a.contentType === 'application/pdf').length >= 2);
    }, { timeout: 30_000 })
    .toBe(true);
  const link = mails.flatMap((m) => m.links).find((l) => /[?&]token=/.test(l) && !/verify=/.test(l));
  expect(link, 'a set-password link').toBeTruthy();

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel(/^New password/).fill('storage123');
  await page.getByLabel(/^Confirm the password/).fill('storage123');
  await page.getByRole('main').getByRole('button', { name: /password/i }).click();
  await expect(page.getByRole('main').getByText(/password has been (changed|set)/i)).toBeVisible();

  await page.goto('/login');
  await page.getByLabel(/^E-mail/).fill(visitor.email);
  await page.getByLabel(/^Password/).fill('storage123');
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth/token'))).not.toBeNull();
  const token = await page.evaluate(() => localStorage.getItem('auth/token'));

  const contracts = (await (await request.get('/api/client/my/contracts', { headers: { authorization: `Bearer ${token}` } })).json()) as { boxId: number; status: string }[];
  expect(contracts).toEqual([expect.objectContaining({ boxId: box.boxId, status: 'ACTIVE' })]);
});

test('a declined card can be paid again and then succeeds', async ({ page, request }) => {
  const box = await freeBox(request, 1);
  const visitor = uniqueVisitor('declined');
  await orderAnonymously(page, box, visitor);

  await declineButton(page).click();
  await expect(page).toHaveURL(/\/order\/status-check\?.*orderId=/);
  await expect(page.getByRole('heading', { name: 'The payment was unsuccessful' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Pay again' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/order/'));

  await payButton(page).click();
  await expectPaid(page);
});

test('Back from the card page shows the order that holds the box and pays it on the same card page', async ({ page, request }) => {
  const box = await freeBox(request, 2);
  await orderAnonymously(page, box, uniqueVisitor('back'));
  const cardPage = page.url();

  await page.goBack();
  await expect(page).toHaveURL(/\/order\/summary$/);
  await expect(page.getByRole('heading', { name: 'Your order is waiting for payment' })).toBeVisible();
  await expect(page.getByText('Box is already in use.')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Items of the first payment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay by card' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/order/'));
  expect(page.url()).toBe(cardPage);
  await payButton(page).click();
  await expectPaid(page);
});
