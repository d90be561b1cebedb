import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountToken,
  appUser,
  authSession,
  box,
  deviceToken,
  infoMessage,
  invoicingDetails,
  mailOutbox,
  rentalContract,
} from '../db/schema';
import { call, mailsTo, PASSWORD, registerConfirmed, signIn } from '../testing/accounts';
import { addWarehouse } from '../testing/fixtures';
import { startTestApp, type TestApp } from '../testing/testApp';
import { hasActiveContracts } from './activeContracts';

let t: TestApp;
let boxId: number;
beforeAll(async () => {
  t = await startTestApp();
  const warehouseId = await addWarehouse(t.database.db, { lat: 48.15, lng: 17.1 });
  [{ id: boxId }] = await t.database.db.select({ id: box.id }).from(box).where(eq(box.warehouseId, warehouseId));
});
afterAll(() => t.close());

let contracts = 0;
const addContract = (userId: number, status: string) =>
  t.database.db
    .insert(rentalContract)
    .values({ businessId: `SK-TEST-${(contracts += 1)}`, userId, boxId, status })
    .returning();
const remove = (token: string) => call(t, 'POST', '/api/client/my/remove-account', undefined, token);

describe('POST /api/client/my/remove-account', () => {
  it('is refused with 409 account/active-contracts while a contract is ACTIVE or TERMINATING', async () => {
    const u = await registerConfirmed(t);
    const { token } = await signIn(t, u.email);
    const [contract] = await addContract(u.id, 'ACTIVE');
    expect(await hasActiveContracts(t.database.db, u.id)).toBe(true);
    expect(await remove(token)).toMatchObject({ status: 409, body: { code: 'account/active-contracts' } });
    await t.database.db.update(rentalContract).set({ status: 'TERMINATING' }).where(eq(rentalContract.id, contract.id));
    expect((await remove(token)).status).toBe(409);
    await t.database.db.update(rentalContract).set({ status: 'TERMINATED' }).where(eq(rentalContract.id, contract.id));
    expect(await hasActiveContracts(t.database.db, u.id)).toBe(false);
    expect((await call(t, 'GET', '/api/client/my/profile', undefined, token)).body.contact.email).toBe(u.email);
  });

  it('erases the personal data, keeps the row for contracts and invoices, and ends every way in', async () => {
    const u = await registerConfirmed(t, { language: 'RO' });
    const { token, deviceToken: device } = await signIn(t, u.email, PASSWORD, true, 'device-remove-1');
    const invoicing = {
      version: 0,
      firstName: 'Ana',
      lastName: 'Pop',
      email: 'ana@example.ro',
      personalId: '1900101123456',
      telephoneNumber: '+40 721 000 000',
      company: null,
      address: { street: 'Strada Lungă', number: '5', city: 'Brașov', zip: '500035', countryCode: 'ROU' },
      type: 'FyzickaOsoba',
    };
    const saved = await call(
      t,
      'PUT',
      '/api/client/my/profile',
      {
        contact: { phoneNumber: u.phoneNumber },
        user: { firstName: 'Ana', lastName: 'Pop', dateOfBirth: '1990-01-01', gender: 'Female' },
        invoicingDetails: invoicing,
      },
      token,
    );
    expect(saved.status).toBe(200);
    await t.database.db
      .insert(infoMessage)
      .values({ audience: 'CUSTOMER', userId: u.id, texts: { EN: 'Personal note' } });
    const [ended] = await addContract(u.id, 'TERMINATED');
    await t.database.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.toAddress, u.email));

    expect(await remove(token)).toMatchObject({ status: 200, body: { value: true } });

    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.id, u.id));
    expect(row).toMatchObject({
      email: `deleted-${u.id}@invalid`,
      phoneNumber: null,
      passwordHash: null,
      firstName: '',
      lastName: '',
      dateOfBirth: null,
      gender: null,
      newsletter: false,
    });
    expect(row.removedAt).not.toBeNull();
    const leftovers = await Promise.all([
      t.database.db.select().from(invoicingDetails).where(eq(invoicingDetails.userId, u.id)),
      t.database.db.select().from(authSession).where(eq(authSession.userId, u.id)),
      t.database.db.select().from(deviceToken).where(eq(deviceToken.userId, u.id)),
      t.database.db.select().from(accountToken).where(eq(accountToken.userId, u.id)),
      t.database.db.select().from(infoMessage).where(eq(infoMessage.userId, u.id)),
    ]);
    expect(leftovers.map((rows) => rows.length)).toEqual([0, 0, 0, 0, 0]);
    // The ended contract still points at the (anonymised) user, as invoices will.
    expect((await t.database.db.select().from(rentalContract).where(eq(rentalContract.id, ended.id)))[0].userId).toBe(
      u.id,
    );

    // Only the removal notice to the old address is left, in the user's language; delivered ones are gone.
    const mails = await mailsTo(t.database.db, u.email);
    expect(mails.map((m) => [m.template, m.language, m.status])).toEqual([['account-removed', 'RO', 'pending']]);
    expect(mails[0].text).not.toContain('Ana');

    expect((await call(t, 'GET', '/api/client/client-user/current', undefined, token)).status).toBe(401);
    expect(
      (
        await call(t, 'POST', '/auth/custom/device-login', {
          deviceId: 'device-remove-1',
          deviceToken: device,
          domain: 'CLIENT',
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await call(t, 'POST', '/auth/custom/login', {
          username: u.email,
          password: PASSWORD,
          rememberMe: false,
          deviceId: 'device-remove-1',
          domain: 'CLIENT',
        })
      ).status,
    ).toBe(401);
    expect((await remove(token)).status).toBe(401);
  });

  it('frees the e-mail and phone number for a new registration', async () => {
    const u = await registerConfirmed(t);
    const { token } = await signIn(t, u.email);
    await remove(token);
    const again = await registerConfirmed(t, { email: u.email, phoneNumber: u.phoneNumber });
    expect(again.id).not.toBe(u.id);
  });
});
