import { expect, test } from './test';
import { freeBox } from './helpers';
import {
  declineButton,
  expectPaid,
  orderAnonymously,
  orderMails,
  payButton,
  setPasswordAndSignIn,
  uniqueVisitor,
} from './ordering';

/**
 * Ordering and paying in the browser against the production server: an anonymous visitor
 * orders a free box, pays in the sandbox card page, gets the e-mails (contract and invoice PDFs, a
 * link to set the password of the account created with the order), signs in and sees the active
 * contract. A second visitor's card is declined and the retry succeeds.
 *
 * The sandbox card page is the server's (paymentUrl of the placement); it is found by its buttons'
 * accessible names, which is all these tests assume about it.
 */

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test('an anonymous visitor orders a box, pays, sets a password and sees the active contract', async ({
  page,
  request,
}) => {
  const box = await freeBox(request);
  const visitor = uniqueVisitor('paid');
  await orderAnonymously(page, box, visitor, true);

  await payButton(page).click();
  await expectPaid(page);
  // The draft is done with: a new order starts empty.
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('order') ?? 'null')?.snapshot?.box ?? null),
  ).toBeNull();

  // The confirmation carries the contract and the invoice; another mail the set-password link.
  const mails = await orderMails(request, visitor.email);
  const token = await setPasswordAndSignIn(page, mails, visitor.email, 'storage123');

  const contracts = (await (
    await request.get('/api/client/my/contracts', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { boxId: number; status: string }[];
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

test('Back from the card page shows the order that holds the box and pays it on the same card page', async ({
  page,
  request,
}) => {
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
