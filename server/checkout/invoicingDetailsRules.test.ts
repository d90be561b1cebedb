import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerConfirmed, signIn, uniquePhone } from '../testing/accounts';
import {
  addBoxes,
  invoicingDetails,
  nextIp,
  placeAnonymously,
  placeBody,
  startOrderTestApp,
  type OrderTestApp,
} from '../testing/orders';

/**
 * Every call that takes invoicing details applies the billing country's rules: a postcode of the
 * country's shape, company numbers with their check digits, names of at most 100 characters.
 */
let t: OrderTestApp;
beforeAll(async () => {
  t = await startOrderTestApp();
});
afterAll(() => t.close());

const slovakCompany = (ico: string, zip: string) =>
  invoicingDetails({
    type: 'PravnickaOsoba',
    company: { name: 'Sklad s.r.o.', ico, dic: '2020273893', icoDph: 'SK2020273893' },
    address: { street: 'Hlavná', number: '12', city: 'Košice', zip, countryCode: 'SVK' },
  });

const refusedFields = [
  { path: 'body.invoicingDetails.address.zip', code: 'postcode-invalid' },
  { path: 'body.invoicingDetails.company.ico', code: 'companyId-invalid' },
];
const withoutPrefix = (fields: { path: string; code: string }[]) =>
  fields.map((f) => ({ ...f, path: f.path.replace('invoicingDetails.', '') }));

describe('invoicing details by the billing country', () => {
  it('verify-invoicing-details answers 400 at the postcode ABCDE and the IČO 12, and accepts real ones', async () => {
    const verify = (body: unknown) =>
      call(t, 'PUT', '/api/client/order/offer/verify-autoregistration-invoicing-details', body, undefined, nextIp());
    const refused = await verify(slovakCompany('12', 'ABCDE'));
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual(expect.arrayContaining(withoutPrefix(refusedFields)));
    expect((await verify(slovakCompany('35763469', '040 01'))).status).toBe(200);
  });

  it('placing an order without login answers 400 with the same fields and holds no box', async () => {
    const { boxIds } = await addBoxes(t);
    const res = await placeAnonymously(t, { ...placeBody(boxIds[0]), invoicingDetails: slovakCompany('12', 'ABCDE') });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(expect.arrayContaining(refusedFields));
    expect(
      (await placeAnonymously(t, { ...placeBody(boxIds[0]), invoicingDetails: slovakCompany('35763469', '040 01') }))
        .status,
    ).toBe(201);
  });

  it('placing an order signed in answers 400 with the same fields', async () => {
    const user = await registerConfirmed(t);
    const { token } = await signIn(t, user.email);
    const { boxIds } = await addBoxes(t);
    const { invoicingDetails: _details, ...rest } = placeBody(boxIds[0]);
    const res = await call(
      t,
      'POST',
      '/api/client/order/place/with-login',
      { ...rest, invoicingDetails: slovakCompany('12', 'ABCDE') },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(expect.arrayContaining(refusedFields));
  });

  it('the profile refuses them too, and a name over 100 characters is answered with the bound', async () => {
    const user = await registerConfirmed(t);
    const { token } = await signIn(t, user.email);
    const profile = (invoicing: unknown, firstName = 'Jana') =>
      call(
        t,
        'PUT',
        '/api/client/my/profile',
        {
          contact: { phoneNumber: uniquePhone() },
          user: { firstName, lastName: 'Nováková', dateOfBirth: null, gender: null },
          invoicingDetails: invoicing,
        },
        token,
      );
    const refused = await profile(slovakCompany('12', 'ABCDE'));
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual(expect.arrayContaining(refusedFields));
    const long = await profile(null, 'J'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual([{ path: 'body.user.firstName', code: 'field/too-long', limit: 100 }]);
    expect((await profile(slovakCompany('35763469', '040 01'), 'J'.repeat(100))).status).toBe(200);
  });
});
