import { expect, test } from './test';
import { freeBox } from './helpers';
import {
  expectPaid,
  mailsTo,
  orderAnonymously,
  orderMails,
  payButton,
  setPasswordAndSignIn,
  uniqueVisitor,
} from './ordering';

/**
 * A later period in the browser against the production server: the customer paid the order with a
 * card that the bank declines for every later charge; on the next period's first day the server's
 * PAYMENT_PROCESSING (run through the development hook, with the clock set to that morning) bills the
 * period and tries the card; My rents then says the card was declined, an e-mail asks to pay, and the
 * customer pays it by hand on the card page.
 */
test.setTimeout(120_000);

const authorised = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const dayAfter = (isoDay: string) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

test('a declined card on a later period: told in My rents and by e-mail, then paid by hand', async ({
  page,
  request,
}) => {
  const box = await freeBox(request, 1);
  const visitor = uniqueVisitor('billing');
  await orderAnonymously(page, box, visitor);
  await page.getByRole('button', { name: 'Pay, but decline later charges' }).click();
  await expectPaid(page);
  const token = await setPasswordAndSignIn(page, await orderMails(request, visitor.email), visitor.email, 'storage123');
  const [first] = (await (await request.get('/api/client/my/rents', authorised(token))).json()) as {
    periodTo: string;
  }[];

  const ran = await request.post('/dev/admin-jobs/PAYMENT_PROCESSING', {
    data: { now: `${dayAfter(first.periodTo)}T02:00` },
  });
  expect(ran.status()).toBe(200);
  expect(await ran.json()).toMatchObject({ status: 'FINISHED', counts: { declined: 1 } });

  await page.goto('/my/rents');
  const main = page.getByRole('main');
  await expect(main.getByText('Card declined: please pay')).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(request, visitor.email)).some((m) => m.template === 'rent-payment-failed'), {
      timeout: 30_000,
    })
    .toBe(true);

  await main.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/my/'));
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Thank you, the rent is paid' })).toBeVisible({ timeout: 60_000 });
  const unpaid = (await (
    await request.get('/api/client/my/rents?filter=unpaid', authorised(token))
  ).json()) as unknown[];
  expect(unpaid).toEqual([]);
});
