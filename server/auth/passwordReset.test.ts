import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountToken, appUser, mailOutbox } from '../db/schema';
import { call, mailsTo, PASSWORD, registerConfirmed, registrationBody, signIn, tokenFromLatestMail, uniqueEmail } from '../testing/accounts';
import { startTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://self-storage.example.pl' });
});
afterAll(() => t.close());

let nextIp = 0;
const ip = () => `198.18.1.${(nextIp = (nextIp % 200) + 1)}`;
const requestReset = (email: string, from = ip()) => call(t, 'POST', '/auth/password/request-reset', { email }, undefined, from);
const reset = (token: string, password = 'New-storage 77', from = ip()) =>
  call(t, 'POST', '/auth/password/change', { token, password, passwordConfirmation: password }, undefined, from);
const me = (token: string) => call(t, 'GET', '/api/client/client-user/current', undefined, token);

describe('POST /auth/password/request-reset', () => {
  it('answers the same 202 for an existing and an unknown e-mail; only the account holder gets a link', async () => {
    const user = await registerConfirmed(t, { language: 'PL' });
    const known = await requestReset(user.email);
    const unknownEmail = uniqueEmail('ghost');
    const unknown = await requestReset(unknownEmail);
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ accepted: true });
    expect(await mailsTo(t.database.db, unknownEmail)).toEqual([]);
    const [mail] = await mailsTo(t.database.db, user.email);
    expect(mail).toMatchObject({ template: 'password-reset', language: 'PL', subject: 'Resetowanie hasła' });
    expect(mail.text).toMatch(/https:\/\/self-storage\.example\.pl\/reset-password\/change\?token=[A-Za-z0-9_-]{43}/);
  });

  it('is limited per e-mail (3 an hour) and per client address (10 an hour), alike for unknown e-mails', async () => {
    const user = await registerConfirmed(t);
    for (const email of [user.email, uniqueEmail('ghost')]) {
      for (let i = 0; i < 3; i += 1) expect((await requestReset(email)).status).toBe(202);
      expect((await requestReset(email)).status).toBe(429);
    }
    const from = '198.18.9.9';
    for (let i = 0; i < 10; i += 1) expect((await requestReset(uniqueEmail('spray'), from)).status).toBe(202);
    expect((await requestReset(uniqueEmail('spray'), from)).body.code).toBe('rate-limited');
  });
});

describe('POST /auth/password/change', () => {
  it('sets the new password once, ends every session and device token, and says so by e-mail', async () => {
    const user = await registerConfirmed(t);
    const session = await signIn(t, user.email, PASSWORD, true, 'device-reset-01');
    await requestReset(user.email);
    const token = await tokenFromLatestMail(t.database.db, user.email);
    expect(JSON.stringify(await t.database.db.select().from(accountToken))).not.toContain(token);

    expect(await reset(token)).toMatchObject({ status: 200, body: { value: true } });
    expect((await me(session.token)).status).toBe(401);
    const device = await call(t, 'POST', '/auth/custom/device-login', { deviceId: 'device-reset-01', deviceToken: session.deviceToken, domain: 'CLIENT' });
    expect(device.status).toBe(401);
    expect((await call(t, 'POST', '/auth/custom/login', { username: user.email, password: PASSWORD, rememberMe: false, deviceId: 'device-reset-01', domain: 'CLIENT' })).status).toBe(401);
    expect((await signIn(t, user.email, 'New-storage 77')).token).toBeTruthy();
    expect((await mailsTo(t.database.db, user.email))[0].template).toBe('password-changed');

    const again = await reset(token, 'Another-pass 5');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'password-reset/invalid-token', fields: [{ path: 'body.token', code: 'password-reset/invalid-token' }] });
  });

  it('refuses an expired or unknown token, and an older link once a newer one was used', async () => {
    const user = await registerConfirmed(t);
    await requestReset(user.email);
    const older = await tokenFromLatestMail(t.database.db, user.email);
    await requestReset(user.email);
    const newer = await tokenFromLatestMail(t.database.db, user.email);
    expect((await reset(newer)).status).toBe(200);
    expect((await reset(older)).body.code).toBe('password-reset/invalid-token');
    expect((await reset('Z'.repeat(43))).body.code).toBe('password-reset/invalid-token');

    await requestReset(user.email);
    const expired = await tokenFromLatestMail(t.database.db, user.email);
    await t.database.db.update(accountToken).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(accountToken.userId, user.id));
    expect((await reset(expired)).body.code).toBe('password-reset/invalid-token');
  });

  it('refuses a weak password without spending the token', async () => {
    const user = await registerConfirmed(t);
    await requestReset(user.email);
    const token = await tokenFromLatestMail(t.database.db, user.email);
    const weak = await reset(token, 'qwerty123');
    expect(weak).toMatchObject({ status: 400, body: { code: 'password/too-common', fields: [{ path: 'body.password' }] } });
    expect((await reset(token)).status).toBe(200);
  });

  it('confirms the e-mail of an unconfirmed account: the link reached its mailbox', async () => {
    const body = registrationBody();
    await call(t, 'POST', '/api/user/register', body, undefined, ip());
    await requestReset(body.email);
    await reset(await tokenFromLatestMail(t.database.db, body.email));
    const [user] = await t.database.db.select().from(appUser).where(eq(appUser.email, body.email));
    expect(user.emailVerifiedAt).not.toBeNull();
    expect((await signIn(t, body.email, 'New-storage 77')).token).toBeTruthy();
    // The outbox holds the e-mails of the request (confirmation, reset, changed), none sent by the request itself.
    const statuses = (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, body.email))).map((m) => m.status);
    expect(statuses).toEqual(['pending', 'pending', 'pending']);
  });
});
