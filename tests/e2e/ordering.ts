import { expect, type APIRequestContext, type Page } from './test';
import { seriousViolations } from './helpers';

/** The anonymous order journey and the development mailbox, shared by the ordering browser tests. */

export interface Mail {
  subject: string;
  template: string;
  links: string[];
  attachments?: { filename: string; contentType: string }[];
}

/** A new visitor: an e-mail and a real Slovak mobile number no earlier test used. */
export const uniqueVisitor = (tag: string) => {
  const stamp = `${Date.now()}`.slice(-8);
  return { email: `e2e-order-${tag}-${stamp}@example.com`, phone: `+421905${stamp.slice(-6)}` };
};

/** Steps 1 to 3 as an anonymous visitor; ends on the card gateway's page. */
export async function orderAnonymously(
  page: Page,
  box: { boxId: number; warehouseId: number },
  visitor: { email: string; phone: string },
  audit = false,
) {
  // Each step with its content shown has no serious or critical accessibility violation.
  const checkAccessibility = async () => audit && expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/order/first?boxId=${box.boxId}&warehouseId=${box.warehouseId}`);
  await page.getByRole('radio', { name: '3 months' }).waitFor();
  await checkAccessibility();
  await page.getByRole('radio', { name: '3 months' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterDetails(page, visitor, checkAccessibility);
  await payFromSummary(page, checkAccessibility);
}

/** Step 2 as an anonymous visitor, from the details form (a box and period chosen) to the summary. */
export async function enterDetails(
  page: Page,
  visitor: { email: string; phone: string },
  checkAccessibility: () => Promise<unknown> = async () => undefined,
) {
  await expect(page).toHaveURL(/\/order\/user-details$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    /\/login\?redirect=/,
  );
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
}

/** Step 3: the consents (refused first without them) and "Pay by card"; ends on the card gateway's page. */
export async function payFromSummary(page: Page, checkAccessibility: () => Promise<unknown> = async () => undefined) {
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

/** The sandbox card page's buttons, found by their accessible names: "Pay €…" (not "Pay, but decline later charges", the card that declines later periods). */
export const payButton = (page: Page) => page.getByRole('button', { name: /^pay\b(?!,)/i });
export const declineButton = (page: Page) => page.getByRole('button', { name: /^decline\b/i });

export async function expectPaid(page: Page) {
  await expect(page).toHaveURL(/\/order\/status-check\?.*orderId=/);
  await expect(page.getByRole('heading', { name: 'Thank you, your box is booked' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/contract, the invoice and the code of your lock/)).toBeVisible();
}

export async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  return (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as Mail[];
}

/** The order's e-mails once the confirmation with the contract and invoice PDFs has arrived. */
export async function orderMails(request: APIRequestContext, email: string): Promise<Mail[]> {
  let mails: Mail[] = [];
  await expect
    .poll(
      async () => {
        mails = await mailsTo(request, email);
        return mails.some((m) => (m.attachments ?? []).filter((a) => a.contentType === 'application/pdf').length >= 2);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return mails;
}

/**
 * Follows the set-password link the order's account got by e-mail, sets `password` and signs in
 * through the login form; returns the session's token for checks through the API.
 */
export async function setPasswordAndSignIn(
  page: Page,
  mails: Mail[],
  email: string,
  password: string,
): Promise<string> {
  const link = mails.flatMap((m) => m.links).find((l) => /[?&]token=/.test(l) && !/verify=/.test(l));
  expect(link, 'a set-password link').toBeTruthy();

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Confirm the password/).fill(password);
  await page
    .getByRole('main')
    .getByRole('button', { name: /password/i })
    .click();
  await expect(page.getByRole('main').getByText(/password has been (changed|set)/i)).toBeVisible();

  await page.goto('/login');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth/token'))).not.toBeNull();
  return (await page.evaluate(() => localStorage.getItem('auth/token')))!;
}
