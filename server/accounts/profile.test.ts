import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runResetMails } from '../auth/passwordReset';
import { loadConfig } from '../config/env';
import { appUser, infoMessage } from '../db/schema';
import { call, mailsTo, PASSWORD, registerConfirmed, signIn, uniquePhone } from '../testing/accounts';
import { startTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://self-storage.example.cz', COUNTRY: 'CZE' });
});
afterAll(() => t.close());

const signedIn = async (overrides: Record<string, unknown> = {}) => {
  const user = await registerConfirmed(t, overrides);
  return { ...user, token: (await signIn(t, user.email)).token };
};
const getProfile = (token: string) => call(t, 'GET', '/api/client/my/profile', undefined, token);
const putProfile = (token: string, body: unknown) => call(t, 'PUT', '/api/client/my/profile', body, token);

const invoicing = (version: number, over: Record<string, unknown> = {}) => ({
  version,
  firstName: 'Jana',
  lastName: 'Nováková',
  email: 'fakturace@example.cz',
  personalId: null,
  telephoneNumber: '+420 601 123 456',
  company: null,
  address: { street: 'Vinohradská', number: '12', city: 'Praha', zip: '120 00', countryCode: 'CZE' },
  type: 'FyzickaOsoba',
  ...over,
});
const update = (phoneNumber: string, invoicingDetails: unknown = null, user: Record<string, unknown> = {}) => ({
  contact: { phoneNumber },
  user: { firstName: 'Jana', lastName: 'Svobodová', dateOfBirth: '1990-04-01', gender: 'Female', ...user },
  invoicingDetails,
});

describe('GET /api/client/my/profile', () => {
  it('returns contact, user, no invoicing details yet, and the referral link with its random code and zero counts', async () => {
    const u = await signedIn({
      language: 'CS',
      consents: { termsAccepted: true, privacyAccepted: true, newsletter: true },
    });
    const res = await getProfile(u.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      contact: { email: u.email, phoneNumber: u.phoneNumber },
      user: { firstName: 'Jana', lastName: 'Nováková', dateOfBirth: null, gender: null, userLanguage: 'CS' },
      invoicingDetails: null,
      referral: {
        url: expect.stringMatching(/^https:\/\/self-storage\.example\.cz\/\?ref=[a-z0-9]{10}$/),
        totalContracts: 0,
        amount: { minor: 0, currency: 'CZK' },
        balance: { minor: 0, currency: 'CZK' },
      },
      newsletter: true,
    });
  });
});

describe('PUT /api/client/my/profile', () => {
  it('saves the changeable fields and versions the invoicing details, refusing a stale version with 409', async () => {
    const u = await signedIn();
    const phone = uniquePhone();
    const first = await putProfile(u.token, update(phone, invoicing(0)));
    expect(first.status).toBe(200);
    expect(first.body.contact).toEqual({ email: u.email, phoneNumber: phone });
    expect(first.body.user).toMatchObject({ lastName: 'Svobodová', dateOfBirth: '1990-04-01', gender: 'Female' });
    expect(first.body.invoicingDetails).toMatchObject({ version: 1, address: { countryCode: 'CZE', number: '12' } });

    const company = { name: 'Boxy s.r.o.', ico: '45274649', dic: 'CZ45274649', icoDph: null };
    const second = await putProfile(u.token, update(phone, invoicing(1, { type: 'PravnickaOsoba', company })));
    expect(second.body.invoicingDetails).toMatchObject({ version: 2, type: 'PravnickaOsoba', company });

    const stale = await putProfile(
      u.token,
      update(
        phone,
        invoicing(1, {
          address: { street: 'Masarykova', number: '3', city: 'Brno', zip: '602 00', countryCode: 'CZE' },
        }),
        { lastName: 'Stale' },
      ),
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale-version', fields: [{ path: 'body.invoicingDetails.version' }] });
    // All or nothing: the refused save changed nothing else either.
    const now = await getProfile(u.token);
    expect(now.body.user.lastName).toBe('Svobodová');
    expect(now.body.invoicingDetails).toMatchObject({ version: 2, address: { city: 'Praha' } });
    // null leaves the stored details alone.
    expect((await putProfile(u.token, update(phone, null))).body.invoicingDetails.version).toBe(2);
  });

  it('validates invoicing details: company only for companies, ISO alpha-3 countries, phone prefix', async () => {
    const u = await signedIn();
    const bad = [
      invoicing(0, { type: 'PravnickaOsoba', company: null }),
      invoicing(0, { company: { name: 'X', ico: '1', dic: null, icoDph: null } }),
      invoicing(0, { address: { street: 'A', number: '1', city: 'B', zip: '12345', countryCode: 'XXX' } }),
      invoicing(0, { telephoneNumber: '0601123456' }),
    ];
    for (const details of bad) expect((await putProfile(u.token, update(uniquePhone(), details))).status).toBe(400);
    expect(
      (
        await putProfile(
          u.token,
          update(
            uniquePhone(),
            invoicing(0, { address: { street: 'A', number: '1', city: 'B', zip: '12345', countryCode: 'DEU' } }),
          ),
        )
      ).status,
    ).toBe(200);
  });

  type Body = ReturnType<typeof update> & Record<string, unknown>;
  it.each([
    ['the login e-mail', (b: Body) => ({ ...b, contact: { ...b.contact, email: 'new@example.com' } })],
    ['the user type', (b: Body) => ({ ...b, user: { ...b.user, userType: 'AdminUser' } })],
    ['the verification', (b: Body) => ({ ...b, emailVerified: false })],
    ['the language', (b: Body) => ({ ...b, user: { ...b.user, userLanguage: 'EN' } })],
    ['another user id', (b: Body) => ({ ...b, id: 1, userId: 1 })],
  ])('refuses a body that tries to change %s (400) and changes nothing', async (_what, tamper) => {
    const u = await signedIn();
    const before = await t.database.db.select().from(appUser).where(eq(appUser.id, u.id));
    const res = await putProfile(u.token, tamper(update(uniquePhone())));
    expect(res.status).toBe(400);
    expect(await t.database.db.select().from(appUser).where(eq(appUser.id, u.id))).toEqual(before);
  });

  it('changes only the token holder; a phone of another account is 409 registration/phone-exists', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const bBefore = await t.database.db.select().from(appUser).where(eq(appUser.id, b.id));
    const res = await putProfile(a.token, update(b.phoneNumber));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'registration/phone-exists',
      fields: [{ path: 'body.contact.phoneNumber' }],
    });
    expect((await putProfile(a.token, update(uniquePhone(), invoicing(0)))).status).toBe(200);
    expect(await t.database.db.select().from(appUser).where(eq(appUser.id, b.id))).toEqual(bBefore);
    expect((await getProfile(b.token)).body.invoicingDetails).toBeNull();
  });
});

describe('POST /api/client/my/set-locale and the current user', () => {
  it('stores the language used for e-mails and the current user', async () => {
    const u = await signedIn({ language: 'SK' });
    expect(await call(t, 'POST', '/api/client/my/set-locale', { userLanguage: 'HU' }, u.token)).toMatchObject({
      status: 200,
      body: { userLanguage: 'HU' },
    });
    expect((await call(t, 'POST', '/api/client/my/set-locale', { userLanguage: 'DE' }, u.token)).status).toBe(400);
    const current = await call(t, 'GET', '/api/client/client-user/current', undefined, u.token);
    expect(current.body).toMatchObject({
      id: u.id,
      userType: 'ClientUser',
      userLanguage: 'HU',
      firstName: 'Jana',
      infomessages: [],
    });
    await call(t, 'POST', '/auth/password/request-reset', { email: u.email }, undefined, '198.18.5.5');
    await runResetMails({
      db: t.database.db,
      config: loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://self-storage.example.cz', COUNTRY: 'CZE' }),
    });
    expect((await mailsTo(t.database.db, u.email))[0]).toMatchObject({
      template: 'password-reset',
      language: 'HU',
      subject: 'Jelszó visszaállítása',
    });
  });

  it('lists info messages for everyone and for the user, in their language and window, important first', async () => {
    const u = await signedIn({ language: 'EN' });
    const other = await signedIn();
    const db = t.database.db;
    const [general] = await db
      .insert(infoMessage)
      .values({ texts: { EN: 'Maintenance on Sunday' } })
      .returning();
    const [mine] = await db
      .insert(infoMessage)
      .values({ audience: 'CUSTOMER', userId: u.id, texts: { EN: 'Your card expires soon' }, important: true })
      .returning();
    await db.insert(infoMessage).values([
      { audience: 'CUSTOMER', userId: other.id, texts: { EN: 'Not for you' } },
      { texts: { SK: 'Len po slovensky' }, fallback: false },
      { texts: { EN: 'Expired' }, visibleUntil: sql`now() - interval '1 minute'` },
      { texts: { EN: 'Later' }, visibleFrom: sql`now() + interval '1 day'` },
    ]);
    const current = await call(t, 'GET', '/api/client/client-user/current', undefined, u.token);
    expect(current.body.infomessages).toEqual([
      { id: mine.id, text: 'Your card expires soon', important: true },
      { id: general.id, text: 'Maintenance on Sunday', important: false },
    ]);
  });
});

describe('POST /api/client/my/change-password', () => {
  const change = (token: string, oldPassword: string, password = 'Fresh-box 2024') =>
    call(t, 'POST', '/api/client/my/change-password', { oldPassword, password, passwordConfirmation: password }, token);

  it('refuses a wrong old password with 400 auth/invalid-password (never 401) and a weak new one', async () => {
    const u = await signedIn();
    const wrong = await change(u.token, 'Wrong-pass 1');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'auth/invalid-password',
      fields: [{ path: 'body.oldPassword', code: 'auth/invalid-password' }],
    });
    expect((await change(u.token, PASSWORD, 'abc123')).body.code).toBe('password/too-common');
    expect((await change(u.token, PASSWORD, 'abcdefgh')).body.code).toBe('password/too-weak');
    expect((await call(t, 'GET', '/api/client/my/profile', undefined, u.token)).status).toBe(200);
  });

  it("keeps the current session, ends the others and other devices' tokens, and sends an e-mail", async () => {
    const u = await signedIn({ language: 'CS' });
    const here = await signIn(t, u.email, PASSWORD, true, 'device-here-001');
    const there = await signIn(t, u.email, PASSWORD, true, 'device-there-01');
    expect(await change(here.token, PASSWORD)).toMatchObject({ status: 200, body: { value: true } });
    expect((await getProfile(here.token)).status).toBe(200);
    expect((await getProfile(there.token)).status).toBe(401);
    expect((await getProfile(u.token)).status).toBe(401);
    const device = (id: string, deviceToken: unknown) =>
      call(t, 'POST', '/auth/custom/device-login', { deviceId: id, deviceToken, domain: 'CLIENT' });
    expect((await device('device-there-01', there.deviceToken)).status).toBe(401);
    expect((await device('device-here-001', here.deviceToken)).status).toBe(200);
    expect((await signIn(t, u.email, 'Fresh-box 2024')).token).toBeTruthy();
    expect((await mailsTo(t.database.db, u.email))[0]).toMatchObject({
      template: 'password-changed',
      subject: 'Vaše heslo bylo změněno',
    });
  });

  it('throttles guessing of the old password per user (10 in 15 min)', async () => {
    const u = await signedIn();
    for (let i = 0; i < 10; i += 1) expect((await change(u.token, `Wrong-pass ${i}`)).status).toBe(400);
    expect((await change(u.token, PASSWORD)).status).toBe(429);
  });
});
