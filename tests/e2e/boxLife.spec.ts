import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from './test';
import { freeBox, seriousViolations } from './helpers';
import { expectPaid, orderAnonymously, orderMails, payButton, setPasswordAndSignIn, uniqueVisitor } from './ordering';

/**
 * The whole life of a box, in the browser against the production server: a new customer orders
 * and pays, signs in, finds the box with its lock code in My boxes, the contract and the paid rent
 * with an invoice PDF that opens; a later period's rent (billed by the server's own billing code
 * through a development hook) is paid from My rents on the sandbox card page; the customer gives
 * notice, confirms the box is empty, and once the server's CANCEL_CONTRACTS step has run after the
 * last day, the contract is inactive and the box can be ordered again.
 */

test.setTimeout(180_000);

interface ContractRead {
  id: number;
  businessId: string;
  boxId: number;
  boxName: string;
  status: string;
  terminationAt: string | null;
}

const authorised = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function contractOf(request: APIRequestContext, token: string, id: number): Promise<ContractRead> {
  const res = await request.get(`/api/client/my/contracts/${id}`, authorised(token));
  expect(res.status()).toBe(200);
  return (await res.json()) as ContractRead;
}

/** Clicks a button that downloads a PDF and returns the file's first bytes. */
async function downloadedPdfHead(page: Page, button: ReturnType<Page['getByRole']>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await download.path();
  return (await readFile(file)).subarray(0, 5).toString('latin1');
}

/**
 * The customer area with a real contract and rents fits a 360 px phone: no sideways scrolling (the
 * page is no wider than the screen) and no serious accessibility finding.
 */
async function expectFitsPhone(page: Page, paths: string[]) {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('main').locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const nextDay = (isoDay: string) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

test('a box from the first payment to the end of its contract, and free again', async ({ page, request }) => {
  // Ordered and paid as a new customer, who then sets a password and signs in.
  const box = await freeBox(request, 3);
  const visitor = uniqueVisitor('life');
  await orderAnonymously(page, box, visitor);
  await payButton(page).click();
  await expectPaid(page);
  const token = await setPasswordAndSignIn(page, await orderMails(request, visitor.email), visitor.email, 'storage123');
  const [listed] = (await (await request.get('/api/client/my/contracts', authorised(token))).json()) as ContractRead[];
  expect(listed).toMatchObject({ boxId: box.boxId, status: 'ACTIVE' });
  const contract = await contractOf(request, token, listed.id);

  // My boxes: the box, and its lock code on demand.
  await page.goto('/my/boxes');
  const main = page.getByRole('main');
  await expect(main.getByText(contract.boxName, { exact: false }).first()).toBeVisible();
  const pin = (await (
    await request.get(`/api/client/contract/${contract.id}/lock-access-pin`, authorised(token))
  ).json()) as { value: string };
  await expect(main.getByText(pin.value)).toHaveCount(0);
  await main.getByRole('button', { name: 'Show code' }).first().click();
  await expect(main.getByText(pin.value)).toBeVisible();

  // The contract, active, with its paid first rent and an invoice PDF that opens.
  await page.goto(`/my/contracts/${contract.id}`);
  await expect(main.getByText(contract.businessId).first()).toBeVisible();
  await expect(main.getByText('Active').first()).toBeVisible();
  await page.goto('/my/rents');
  const invoice = main.getByRole('button', { name: 'Invoice (PDF)' }).first();
  await expect(invoice).toBeVisible();
  expect(await downloadedPdfHead(page, invoice)).toBe('%PDF-');

  // The next period is billed by the server's own billing code; the customer pays it from My rents.
  const billed = await request.post(`/dev/contracts/${contract.id}/next-rent`);
  expect(billed.status()).toBe(200);
  await page.goto('/my/rents');
  await main.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/my/'));
  await payButton(page).click();
  await expect(page).toHaveURL(/\/my\/rents\/\d+\/payment/);
  await expect(page.getByRole('heading', { name: 'Thank you, the rent is paid' })).toBeVisible({ timeout: 60_000 });
  const unpaid = (await (
    await request.get('/api/client/my/rents?filter=unpaid', authorised(token))
  ).json()) as unknown[];
  expect(unpaid).toEqual([]);

  await expectFitsPhone(page, [
    '/my/boxes',
    '/my/contracts',
    `/my/contracts/${contract.id}`,
    '/my/rents',
    `/my/contracts/${contract.id}/cancel`,
    `/my/contracts/${contract.id}/eviction`,
  ]);

  // Notice on the earliest possible day, with a reason. The two periods paid run past that day: the
  // form names the paid days that are not refunded, and the customer accepts that.
  const { from } = (await (
    await request.get(`/api/client/contract/${contract.id}/cancellation/first-possible-date`, authorised(token))
  ).json()) as { from: string };
  await page.goto(`/my/contracts/${contract.id}/cancel`);
  await main.getByLabel(/^Last day of the rent/).fill(from);
  await main.getByRole('checkbox', { name: 'I no longer need it' }).check();
  await main.getByRole('checkbox', { name: /^I accept that the rent paid for .+ is not refunded\./ }).check();
  await main.getByRole('button', { name: 'Give notice' }).click();
  await expect(main.getByRole('heading', { name: 'We have received your notice' })).toBeVisible();
  expect((await contractOf(request, token, contract.id)).status).toBe('TERMINATING');

  // The box is emptied and cleaned: confirmed, the contract ends the next day at the latest.
  await page.goto(`/my/contracts/${contract.id}/eviction`);
  await main.getByRole('button', { name: 'Confirm the box is empty' }).click();
  await expect(main.getByRole('heading', { name: 'Thank you for confirming' })).toBeVisible();
  const evicted = await contractOf(request, token, contract.id);
  expect(evicted.status).toBe('EVICTED');

  // After the last day the server's CANCEL_CONTRACTS step ends the contract and frees the box.
  const ran = await request.post('/dev/jobs/cancel-contracts', { data: { day: nextDay(evicted.terminationAt!) } });
  expect(ran.status()).toBe(200);
  await page.goto('/my/contracts');
  const itsItem = main.getByRole('listitem').filter({ hasText: contract.businessId });
  await expect(itsItem.getByText('Inactive')).toBeVisible();
  // The filters live in the address: Back restores the previous choice and its list.
  await main.getByLabel('Status').selectOption('TERMINATED');
  await expect(page).toHaveURL(/status=TERMINATED/);
  await expect(itsItem).toBeVisible();
  await main.getByLabel('Status').selectOption('ACTIVE');
  await expect(page).toHaveURL(/status=ACTIVE/);
  await expect(main.getByText('No contract matches the chosen filters.')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/status=TERMINATED/);
  await expect(main.getByLabel('Status')).toHaveValue('TERMINATED');
  await expect(itsItem).toBeVisible();
  expect((await contractOf(request, token, contract.id)).status).toBe('TERMINATED');
  const offer = await request.get(`/api/client/order/offer/${box.boxId}`);
  expect(offer.status()).toBe(200);
});
