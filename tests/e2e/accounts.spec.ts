import { expect, test, type APIRequestContext, type Page } from './test';
import { expectScreen, seriousViolations } from './helpers';

interface Mail {
  subject: string;
  template: string;
  links: string[];
}

/** The newest mail to `to` whose links contain `linkPart`, from the server's development mailbox. */
async function mailLink(request: APIRequestContext, to: string, linkPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
        expect(response.status(), 'the dev mailbox must be enabled (MAILBOX_ENABLED)').toBe(200);
        const mails = (await response.json()) as Mail[];
        link = mails.flatMap((mail) => mail.links).find((l) => l.includes(linkPart));
        return link ?? null;
      },
      { timeout: 15_000 },
    )
    .not.toBeNull();
  // The link names the server's PUBLIC_URL; the test follows its path on the server under test.
  const url = new URL(link!);
  return url.pathname + url.search;
}

const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const userLink = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true }).first();

test('register → confirm by e-mail → log in with remember me → reload → edit profile → log out', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const stamp = Date.now().toString().slice(-7);
  const email = `eva.e2e.${stamp}@example.com`;
  const password = `Boxes-${stamp}x`;

  await page.goto('/registration');
  const registration = page.getByRole('form', { name: 'Create an account' });
  // The error state is accessible too: every message tied to its field.
  await registration.getByRole('button', { name: 'Create account' }).click();
  await expect(registration.getByLabel(/^First name/)).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await registration.getByLabel(/^First name/).fill('Eva');
  await registration.getByLabel(/^Last name/).fill('Testová');
  await registration.getByLabel(/^E-mail/).fill(email);
  await registration.getByLabel(/^Phone number/).fill(`+421 90${stamp}`);
  await registration.getByLabel(/^Password/).fill(password);
  await registration.getByLabel(/^Confirm the password/).fill(password);
  await registration.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await registration.getByRole('checkbox', { name: /privacy policy/ }).check();
  await registration.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();

  // Not confirmed yet: the right password is refused with its own message.
  await page.goto('/login');
  const login = page.getByRole('form', { name: 'Log in' });
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('confirm your e-mail address');

  await page.goto(await mailLink(page.request, email, '/login?verify='));
  await expect(page.getByText('Your e-mail address is confirmed. You can log in now.')).toBeVisible();

  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password').fill(password);
  await login.getByLabel('Remember me on this device').check();
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(userLink(page, 'Eva')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await storage(page, 'deviceToken')).not.toBeNull();

  await page.reload();
  await expect(userLink(page, 'Eva')).toBeVisible();

  // Remember me: without the bearer token, the device token signs the browser in again.
  await page.evaluate(() => localStorage.removeItem('auth/token'));
  await page.goto('/my/profile');
  await expect(page).toHaveURL(/\/my\/profile$/);
  await expect(userLink(page, 'Eva')).toBeVisible();

  const profile = page.getByRole('form', { name: 'My profile' });
  const personal = profile.getByRole('group', { name: 'Personal details' });
  await personal.getByLabel(/^First name/).fill('Evka');
  const invoicing = profile.getByRole('group', { name: 'Invoicing details' });
  await invoicing.getByLabel(/^First name/).fill('Eva');
  await invoicing.getByLabel(/^Last name/).fill('Testová');
  await invoicing.getByLabel(/^E-mail/).fill(email);
  await invoicing.getByLabel(/^Phone number/).fill(`+421 90${stamp}`);
  await invoicing.getByLabel(/^Street/).fill('Mlynské nivy');
  await invoicing.getByLabel(/^House number/).fill('5');
  await invoicing.getByLabel(/^City/).fill('Bratislava');
  await invoicing.getByLabel(/^Postcode/).fill('821 09');
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('Your changes have been saved.');
  await expect(userLink(page, 'Evka')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  await expect(
    page
      .getByRole('form', { name: 'My profile' })
      .getByRole('group', { name: 'Invoicing details' })
      .getByLabel(/^City/),
  ).toHaveValue('Bratislava');

  // The account's language follows the interface language the customer picks: e-mails come in it.
  const accountLanguage = async () =>
    (
      await page.request.get('/api/client/client-user/current', {
        headers: { authorization: `Bearer ${await storage(page, 'auth/token')}` },
      })
    )
      .json()
      .then((u) => u.userLanguage);
  const pickLanguage = async (button: RegExp, option: string) => {
    await page.getByRole('banner').getByRole('button', { name: button }).first().click();
    await page.getByRole('option', { name: option }).click();
  };
  await pickLanguage(/^Language/, 'Slovenčina');
  await expect.poll(accountLanguage).toBe('SK');
  await pickLanguage(/^Jazyk/, 'English');
  await expect.poll(accountLanguage).toBe('EN');

  const tokenBeforeLogout = await storage(page, 'auth/token');
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).first().click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect.poll(() => storage(page, 'deviceToken')).toBeNull();
  expect(await storage(page, 'auth/token')).toBeNull();
  // The server ended that session too: a copy of the old token is refused.
  await expect
    .poll(async () =>
      (
        await page.request.get('/api/client/client-user/current', {
          headers: { authorization: `Bearer ${tokenBeforeLogout}` },
        })
      ).status(),
    )
    .toBe(401);

  // Logged out for good: the revoked device token does not sign the browser in again.
  await page.goto('/my/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy%2Fprofile$/);
  expect(errors).toEqual([]);
});

test('an invalid token logs the user out: /my/profile lands on /login', async ({ page }) => {
  await page.goto('/help');
  await expectScreen(page);
  await page.evaluate(() => localStorage.setItem('auth/token', 'garbage-token'));
  await page.goto('/my/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy%2Fprofile$/);
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
  expect(await storage(page, 'auth/token')).toBeNull();
});

test('password reset by e-mail link: new password works, the used link is refused', async ({ page }) => {
  await page.goto('/reset-password/change');
  await expect(page.getByRole('alert')).toHaveText('This password reset link is invalid or has expired.');

  // A confirmed account, made through the API: this test is about the reset.
  const stamp = Date.now().toString().slice(-7);
  const email = `reset.e2e.${stamp}@example.com`;
  const body = {
    firstName: 'Rita',
    lastName: 'Resetová',
    email,
    phoneNumber: `+421 91${stamp}`,
    language: 'EN',
    password: `First-${stamp}x`,
    passwordConfirmation: `First-${stamp}x`,
    consents: { termsAccepted: true, privacyAccepted: true, newsletter: false },
  };
  expect((await page.request.post('/api/user/register', { data: body })).status()).toBe(201);
  const verify = new URLSearchParams((await mailLink(page.request, email, '/login?verify=')).split('?')[1]).get(
    'verify',
  );
  expect((await page.request.post('/api/user/verify-email', { data: { token: verify } })).status()).toBe(200);

  await page.goto('/reset-password/request');
  await page
    .getByRole('form', { name: 'Forgot your password?' })
    .getByLabel(/^E-mail/)
    .fill(email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for this e-mail address');

  const resetLink = await mailLink(page.request, email, '/reset-password/change?token=');
  const newPassword = `Second-${stamp}x`;
  const setPassword = async () => {
    const form = page.getByRole('form', { name: 'Set a new password' });
    await form.getByLabel(/^New password/).fill(newPassword);
    await form.getByLabel(/^Confirm the password/).fill(newPassword);
    await form.getByRole('button', { name: 'Set the new password' }).click();
  };
  await page.goto(resetLink);
  await setPassword();
  await expect(page.getByRole('status')).toContainText('Your password has been changed.');

  await page.goto(resetLink);
  await setPassword();
  await expect(page.getByRole('alert')).toHaveText('This password reset link is invalid or has expired.');

  await page.goto('/login');
  const login = page.getByRole('form', { name: 'Log in' });
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password').fill(newPassword);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(userLink(page, 'Rita')).toBeVisible();
});
