import { createAdmin, setUpAndSignIn } from './consoleSession';
import { addBox, createVoucher, createWarehouse, inviteOwner, openSection, schedulePrice } from './consoleSteps';
import { enterDetails, expectPaid, payButton, payFromSummary, uniqueVisitor } from './ordering';
import { expect, test, type Browser, type Page } from './test';

/**
 * A warehouse from the console to a customer's paid order, against the production server: an
 * administrator (made on the command line) creates a warehouse in Poprad, adds two boxes, gives
 * one a new rent from today and creates a voucher; a customer finds the warehouse by its town,
 * orders that box with the voucher (its discount in the summary) and pays in the sandbox; the audit
 * log lists each of the administrator's steps; and the owner of another warehouse, invited on the
 * Staff page, can neither open the new warehouse nor see it in their network.
 */
test.setTimeout(240_000);

const stamp = `${Date.now().toString(36).slice(-5)}`.toUpperCase();
const warehouseName = `Poprad – Tatranská ${stamp}`;
const voucherCode = `TATRY-${stamp}`;
const password = 'Console-pass 2026!';

/** Another person at another computer: a browser context of their own, from an address of their own. */
async function personAt(browser: Browser, baseURL: string | undefined, address: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address } });
  // The cookie bar is another test's concern; keep it out of the way.
  await context.addInitScript(() =>
    localStorage.setItem(
      'cookies.consent',
      JSON.stringify({ version: 1, marketing: false, decidedAt: '2024-01-01T00:00:00Z' }),
    ),
  );
  return context.newPage();
}

test('an administrator opens a warehouse with boxes, a price and a voucher; a customer orders there with the voucher; another owner cannot reach it', async ({
  page,
  browser,
  baseURL,
  clientAddress,
}) => {
  const adminEmail = `network.admin.${Date.now()}@self-storage.example`;
  const { setupLink } = await createAdmin(adminEmail, 'Nina Networková');
  await page.setViewportSize({ width: 1280, height: 900 });
  await setUpAndSignIn(page, setupLink, { email: adminEmail, password });

  // The warehouse, its two boxes on the ground floor, a new rent of one of them from today, the voucher.
  const warehouseId = await createWarehouse(page, {
    name: warehouseName,
    branchCode: `PP${stamp}`,
    street: 'Tatranská',
    number: '12',
    city: 'Poprad',
    zip: '058 01',
    lat: '49.0561',
    lng: '20.2976',
  });
  await page
    .getByRole('navigation', { name: `Pages of ${warehouseName}` })
    .getByRole('link', { name: 'Floors and boxes' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Floors and boxes – ${warehouseName}` })).toBeVisible();
  await addBox(page, 'Add a box on this floor', { name: 'T-01', widthCm: '150', planX: '0', rent: '49,90' });
  await addBox(page, 'Add another box', { name: 'T-02', widthCm: '200', planX: '200', rent: '59,90' });
  const boxes = page.getByRole('table', { name: 'Boxes on this floor' });
  await expect(boxes.getByRole('rowheader', { name: 'T-01' })).toBeVisible();
  await expect(boxes.getByRole('rowheader', { name: 'T-02' })).toBeVisible();

  await page
    .getByRole('navigation', { name: `Pages of ${warehouseName}` })
    .getByRole('link', { name: 'Prices' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Prices – ${warehouseName}` })).toBeVisible();
  await schedulePrice(page, { box: 'T-02', monthly: '39,90', reason: 'Opening offer' });
  await expect(page.getByRole('row', { name: /^T-02 .*€39\.90/ })).toBeVisible();

  await createVoucher(page, { code: voucherCode, percent: '20', country: 'Slovakia' });

  // The customer: the town typed in the search, the warehouse from the list, the box with its new rent.
  const customer = await personAt(browser, baseURL, clientAddress.replace(/^10\./, '11.'));
  await customer.goto('/boxes');
  const field = customer.getByRole('combobox', { name: 'Town, street or warehouse' });
  await field.pressSequentially('poprad');
  await customer
    .getByRole('listbox', { name: 'Town, street or warehouse' })
    .getByRole('option')
    .filter({ hasText: /^Poprad\s*Slovakia$/ })
    .click();
  await expect(field).toHaveValue('Poprad');
  await customer.getByRole('main').getByRole('link', { name: warehouseName, exact: true }).click();
  await expect(customer.getByRole('heading', { level: 1, name: warehouseName })).toBeVisible();
  await expect(customer.getByRole('row', { name: /^T-02 .*€39\.90/ })).toBeVisible();
  await customer.getByRole('link', { name: 'Order box T-02' }).click();

  await expect(customer).toHaveURL(new RegExp(`/order/first\\?boxId=\\d+&warehouseId=${warehouseId}$`));
  await customer.getByRole('radio', { name: /^1 month\b/ }).check();
  // Customers may type the code in any case.
  await customer.getByLabel('Discount code').fill(voucherCode.toLowerCase());
  await customer.getByRole('button', { name: 'Apply' }).click();
  await expect(customer.getByText(`Code ${voucherCode} applied.`)).toContainText(
    'It takes 20% off the rent for the first invoicing period.',
  );
  await customer.getByRole('button', { name: 'Continue' }).click();
  await enterDetails(customer, uniqueVisitor('network'));
  const items = customer.getByRole('table', { name: 'Items of the first payment' });
  await expect(items.getByRole('rowheader', { name: /^Rent of box T-02/ })).toBeVisible();
  await expect(items.getByRole('row', { name: new RegExp(`^Discount ${voucherCode} .*-€\\d`) })).toBeVisible();
  await payFromSummary(customer);
  await payButton(customer).click();
  await expectPaid(customer);
  await customer.context().close();

  // Back in the console: each step of the administrator in the audit log, with who took it.
  await openSection(page, 'Audit log');
  const entries = page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: adminEmail });
  const entriesOf = (action: string) =>
    entries.filter({ has: page.getByRole('rowheader', { name: action, exact: true }) });
  await expect(entriesOf('Warehouse created')).toHaveCount(1);
  await expect(entriesOf('Warehouse created')).toContainText(`#${warehouseId}`);
  await expect(entriesOf('Box added')).toHaveCount(2);
  await expect(entriesOf('Price set')).toHaveCount(1);
  await expect(entriesOf('Price set')).toContainText('Opening offer');
  await expect(entriesOf('Voucher created')).toHaveCount(1);
  await expect(entriesOf('Voucher created')).toContainText(voucherCode);

  // The owner of a demo warehouse, invited here, set up and signed in at their own computer.
  const ownerEmail = `network.owner.${Date.now()}@self-storage.example`;
  const ownerLink = await inviteOwner(page, {
    email: ownerEmail,
    name: 'Olga Owner',
    warehouse: 'Bratislava – Ružinov',
  });
  const owner = await personAt(browser, baseURL, clientAddress.replace(/^10\./, '12.'));
  await setUpAndSignIn(owner, ownerLink, { email: ownerEmail, password });
  await expect(owner.getByRole('rowheader', { name: 'Bratislava – Ružinov' })).toBeVisible();
  await expect(owner.getByRole('rowheader', { name: warehouseName })).toHaveCount(0);
  for (const path of [`/admin/network/${warehouseId}`, `/admin/network/${warehouseId}/boxes`]) {
    await owner.goto(path);
    await expect(owner.getByRole('alert')).toContainText('The requested item was not found.');
    await expect(owner.getByRole('heading', { name: new RegExp(warehouseName) })).toHaveCount(0);
  }
  await owner.context().close();
});
