import http from 'node:http';
import path from 'node:path';
import { generate } from 'otplib';
import { expect, type Page } from './test';

/**
 * The console's accounts as the browser tests make them: the first admin through the server's
 * operator socket (`create-admin`, as an operator does on the command line), set up from a set-up
 * link with a code computed from the key the page shows, and signed in with the password and a code.
 */

export function createAdmin(email: string, name = 'Ada Adminová'): Promise<{ setupLink: string }> {
  const socketPath = path.resolve(process.env.E2E_DATA_DIR ?? '', 'operator.sock');
  return new Promise((resolve, reject) => {
    const req = http.request(
      { socketPath, method: 'POST', path: '/admin/create-admin', headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res
          .setEncoding('utf8')
          .on('data', (chunk) => (text += chunk))
          .on('end', () => (res.statusCode === 200 ? resolve(JSON.parse(text)) : reject(new Error(text))));
      },
    );
    req.once('error', reject).end(JSON.stringify({ email, name }));
  });
}

const now = () => Math.floor(Date.now() / 1000);

/** The account's console sign-in: its e-mail, password and the authenticator key shown at set-up. */
export interface ConsoleAccount {
  email: string;
  password: string;
  key: string;
}

/**
 * Opens the set-up link, types the password twice and the app's code of the key the page shows;
 * ends on "Your account is ready" with the recovery codes, and answers the key.
 */
export async function setUpAccount(page: Page, setupLink: string, password: string): Promise<string> {
  const link = new URL(setupLink);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your console account' })).toBeVisible();
  const key = ((await page.locator('.console__secret').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel(/New password/).fill(password);
  await page.getByLabel(/Repeat the password/).fill(password);
  await page.getByLabel(/Code from the app/).fill(await generate({ secret: key, epoch: now() }));
  await page.getByRole('button', { name: 'Finish set-up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible();
  return key;
}

/** From the console's sign-in form, by keyboard: e-mail and password, then the code; ends on the Network page. */
export async function signIn(page: Page, { email, password, key }: ConsoleAccount) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible();
  await page.getByLabel(/E-mail/).fill(email);
  await page.getByLabel(/Password/).fill(password);
  await page.keyboard.press('Enter');
  // The set-up took this time step's code: the next step's, which the server accepts a little early.
  await page.getByLabel(/Code/).fill(await generate({ secret: key, epoch: now() + 30 }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Network' })).toBeVisible();
}

/** Set-up from the link, then "Go to sign-in" and signing in: the console as a new staff member first sees it. */
export async function setUpAndSignIn(
  page: Page,
  setupLink: string,
  account: Omit<ConsoleAccount, 'key'>,
): Promise<ConsoleAccount> {
  const key = await setUpAccount(page, setupLink, account.password);
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  const signedIn = { ...account, key };
  await signIn(page, signedIn);
  return signedIn;
}
