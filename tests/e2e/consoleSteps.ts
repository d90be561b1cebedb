import { expect, type Page } from './test';

/** The console's forms as an administrator fills them in, each ending on its confirmation. */

/** A console section from the bar at the top. */
export async function openSection(page: Page, section: string) {
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: section }).click();
  await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
}

/** A new warehouse in Slovakia from the Network page; ends on its editor and answers its id. */
export async function createWarehouse(
  page: Page,
  w: {
    name: string;
    branchCode: string;
    street: string;
    number: string;
    city: string;
    zip: string;
    lat: string;
    lng: string;
  },
): Promise<number> {
  await openSection(page, 'Network');
  await page.getByRole('link', { name: 'New warehouse' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New warehouse' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Warehouse details' });
  await form.getByLabel(/^Name/).fill(w.name);
  await form.getByLabel(/^Branch code/).fill(w.branchCode);
  await form.getByLabel(/^Country/).selectOption({ label: 'Slovakia' });
  await form.getByLabel(/^Street/).fill(w.street);
  await form.getByLabel(/^Number/).fill(w.number);
  await form.getByLabel(/^City/).fill(w.city);
  await form.getByLabel(/^Postcode/).fill(w.zip);
  await form.getByLabel(/^Latitude/).fill(w.lat);
  await form.getByLabel(/^Longitude/).fill(w.lng);
  await form.getByRole('button', { name: 'Create warehouse' }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.name })).toBeVisible();
  return Number(/\/admin\/network\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
}

/**
 * A box on the floor shown, from the boxes page: the form opened by `opener` ("Add a box on this
 * floor", or "Add another box" after one), its name typed where the focus lands, its first rent.
 */
export async function addBox(
  page: Page,
  opener: 'Add a box on this floor' | 'Add another box',
  b: { name: string; widthCm: string; planX: string; rent: string },
) {
  await page.getByRole('button', { name: opener }).click();
  const form = page.getByRole('form', { name: 'Add a box' });
  await expect(form.getByLabel(/^Name/)).toBeFocused();
  await page.keyboard.type(b.name);
  await form.getByLabel(/^Width/).fill(b.widthCm);
  await form.getByLabel(/^Distance from the left/).fill(b.planX);
  await form.getByLabel(/^Rent a month/).fill(b.rent);
  await form.getByRole('button', { name: 'Add the box' }).click();
  await expect(page.getByText(`Box ${b.name} added. The change is in the audit log.`)).toBeVisible();
}

/** A box's monthly rent from today, on the prices page, with the reason the audit log keeps. */
export async function schedulePrice(page: Page, p: { box: string; monthly: string; reason: string }) {
  const form = page.getByRole('form', { name: 'Set a price from a day' });
  await form.getByRole('combobox', { name: 'Price', exact: true }).selectOption({ label: 'Rent' });
  await form.getByRole('combobox', { name: 'For', exact: true }).selectOption({ label: `Box ${p.box}` });
  await form.getByLabel(/^Price a month with VAT/).fill(p.monthly);
  // The earliest day the field offers is today.
  const from = form.getByLabel(/^Applies from/);
  await from.fill((await from.getAttribute('min')) ?? '');
  await form.getByLabel(/^Reason/).fill(p.reason);
  await form.getByRole('button', { name: 'Save the price' }).click();
  await expect(page.getByText(/^Saved: the price applies from .*\. The change is in the audit log\.$/)).toBeVisible();
}

/** A percentage voucher of one country, valid from now, on the Vouchers page; the list shows it. */
export async function createVoucher(page: Page, v: { code: string; percent: string; country: string }) {
  await openSection(page, 'Vouchers');
  const form = page.getByRole('form', { name: 'New voucher' });
  await form.getByLabel(/^Code/).fill(v.code);
  await form.getByLabel(/^Kind/).selectOption({ label: 'Percentage of the rent' });
  await form.getByLabel(/^Percentage/).fill(v.percent);
  await form.getByLabel(/^Country/).selectOption({ label: v.country });
  await form.getByRole('button', { name: 'Create voucher' }).click();
  await expect(page.getByText('Voucher created. The change is in the audit log.')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: v.code })).toBeVisible();
}

/** An OWNER of one warehouse invited on the Staff page; answers the set-up link shown to pass on. */
export async function inviteOwner(page: Page, o: { email: string; name: string; warehouse: string }): Promise<string> {
  await openSection(page, 'Staff');
  const form = page.getByRole('form', { name: 'Invite a staff member' });
  await form.getByLabel(/^E-mail/).fill(o.email);
  await form.getByLabel(/^Name/).fill(o.name);
  await form.getByLabel(/^Role/).selectOption({ label: 'Warehouse owner' });
  await form.getByRole('group', { name: 'Warehouses' }).getByLabel(o.warehouse).check();
  await form.getByRole('button', { name: 'Invite' }).click();
  const shown = page.getByRole('status').filter({ hasText: `Set-up link for ${o.email}` });
  await expect(shown).toBeVisible();
  const link = /https?:\/\/\S+/.exec((await shown.textContent()) ?? '')?.[0];
  expect(link, 'the set-up link shown').toBeTruthy();
  return link!;
}
