import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountToken, appUser } from '../db/schema';
import { isUniqueViolation } from '../db/uniqueViolation';
import {
  call,
  mailsTo,
  PASSWORD,
  registrationBody,
  signIn,
  tokenFromLatestMail,
  uniqueEmail,
  uniquePhone,
} from '../testing/accounts';
import { startTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://self-storage.example.sk' });
});
afterAll(() => t.close());

let nextIp = 0;
/** Each registration from its own address unless one is given: the per-address limit is tested on its own. */
const register = (body: unknown, ip = `192.0.2.${(nextIp = (nextIp % 200) + 1)}`) =>
  call(t, 'POST', '/api/user/register', body, undefined, ip);

describe('POST /api/user/register', () => {
  it('creates an unconfirmed account and queues a confirmation e-mail in the chosen language', async () => {
    const body = registrationBody({ email: '  Jana.Register@Example.COM ', language: 'CS' });
    const res = await register(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      email: 'jana.register@example.com',
      confirmationRequired: true,
    });
    const [user] = await t.database.db.select().from(appUser).where(eq(appUser.id, res.body.id));
    expect(user).toMatchObject({
      email: 'jana.register@example.com',
      language: 'CS',
      emailVerifiedAt: null,
      userType: 'ClientUser',
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.termsAcceptedAt).not.toBeNull();

    const [mail] = await mailsTo(t.database.db, 'jana.register@example.com');
    expect(mail).toMatchObject({
      template: 'verify-email',
      language: 'CS',
      status: 'pending',
      subject: 'Potvrďte svou e-mailovou adresu',
    });
    expect(mail.text).toMatch(/^Dobrý den, Jana,/);
    expect(mail.text).toMatch(/https:\/\/self-storage\.example\.sk\/login\?verify=[A-Za-z0-9_-]{43}/);
    expect(mail.html).toContain('href="https://self-storage.example.sk/login?verify=');
  });

  it('stores only the hash of the confirmation token', async () => {
    const body = registrationBody();
    await register(body);
    const token = await tokenFromLatestMail(t.database.db, body.email);
    const dump = JSON.stringify(await t.database.db.select().from(accountToken));
    expect(dump).not.toContain(token);
  });

  it.each([
    [
      'a used e-mail',
      (b: ReturnType<typeof registrationBody>) => ({ ...registrationBody(), email: b.email.toUpperCase() }),
      'registration/email-exists',
      'body.email',
    ],
    [
      'a used phone number',
      (b: ReturnType<typeof registrationBody>) => ({ ...registrationBody(), phoneNumber: b.phoneNumber }),
      'registration/phone-exists',
      'body.phoneNumber',
    ],
  ])('refuses %s with 409', async (_what, make, code, path) => {
    const first = registrationBody();
    expect((await register(first)).status).toBe(201);
    const res = await register(make(first));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ status: 409, code, fields: [{ path, code }] });
  });

  it('recognises the unique index violation on this driver (the race fallback of the checks above)', async () => {
    const email = uniqueEmail('dup');
    const values = { email, firstName: 'A', lastName: 'B' };
    await t.database.db.insert(appUser).values(values);
    const err = await t.database.db
      .insert(appUser)
      .values(values)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(err, 'app_user_email_uq')).toBe(true);
    expect(isUniqueViolation(err, 'app_user_phone_uq')).toBe(false);
  });

  it('lets only one of two simultaneous registrations with the same e-mail through', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all([register(registrationBody({ email })), register(registrationBody({ email }))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.code).toBe('registration/email-exists');
  });

  it.each([
    [
      'a phone without international prefix',
      { phoneNumber: '0905 123 456' },
      'phoneNumber-invalid',
      'body.phoneNumber',
    ],
    [
      'an unticked terms consent',
      { consents: { termsAccepted: false, privacyAccepted: true, newsletter: false } },
      'mustBeChecked',
      'body.consents.termsAccepted',
    ],
    [
      'an unticked privacy consent',
      { consents: { termsAccepted: true, privacyAccepted: false, newsletter: true } },
      'mustBeChecked',
      'body.consents.privacyAccepted',
    ],
    [
      'a different confirmation',
      { passwordConfirmation: 'Storage-box 43' },
      'passwordsMustMatch',
      'body.passwordConfirmation',
    ],
    [
      'a password without a digit',
      { password: 'no digits here', passwordConfirmation: 'no digits here' },
      'password/too-weak',
      'body.password',
    ],
    ['a too short password', { password: 'ab1', passwordConfirmation: 'ab1' }, 'password/too-weak', 'body.password'],
    [
      'a too long password',
      { password: `1${'x'.repeat(128)}`, passwordConfirmation: `1${'x'.repeat(128)}` },
      'field/too-long',
      'body.password',
    ],
    [
      'a common password',
      { password: 'Password1', passwordConfirmation: 'Password1' },
      'password/too-common',
      'body.password',
    ],
    [
      'a common password without a digit',
      { password: 'qwerty', passwordConfirmation: 'qwerty' },
      'password/too-common',
      'body.password',
    ],
    [
      'a birthday password',
      { password: '12.05.1988', passwordConfirmation: '12.05.1988' },
      'password/too-common',
      'body.password',
    ],
    ['a missing first name', { firstName: '' }, 'revalid/rule/basic/not-null', 'body.firstName'],
    [
      'a phone number too short for its country',
      { phoneNumber: '+421 900 123' },
      'phoneNumber-invalid',
      'body.phoneNumber',
    ],
    ['a malformed e-mail', { email: 'not-an-email' }, 'revalid/rule/basic/regex', 'body.email'],
  ])('refuses %s with 400 %s', async (_what, change, code, path) => {
    const res = await register(registrationBody(change));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.fields).toContainEqual(expect.objectContaining({ path, code }));
  });

  it('answers a first name over 100 characters with the bound the message states', async () => {
    const res = await register(registrationBody({ firstName: 'J'.repeat(101) }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([{ path: 'body.firstName', code: 'field/too-long', limit: 100 }]);
    expect((await register(registrationBody({ firstName: 'J'.repeat(100) }))).status).toBe(201);
  });

  it('limits registrations per client address (10 an hour), so probing for used e-mails is slow', async () => {
    const ip = '198.18.0.77';
    const used = registrationBody();
    expect((await register(used, ip)).status).toBe(201);
    for (let i = 0; i < 9; i += 1)
      expect((await register({ ...registrationBody(), email: used.email }, ip)).status).toBe(409);
    const limited = await register(registrationBody(), ip);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate-limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register(registrationBody(), '198.18.0.78')).status).toBe(201);
  });
});

describe('e-mail confirmation', () => {
  it('is required before login: the right password gets 403 and a new link at most every 10 minutes', async () => {
    const body = registrationBody();
    await register(body);
    const login = () =>
      call(t, 'POST', '/auth/custom/login', {
        username: body.email,
        password: PASSWORD,
        rememberMe: false,
        deviceId: 'device-abcdefgh',
        domain: 'CLIENT',
      });
    const res = await login();
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ status: 403, code: 'account/email-not-verified' });
    expect(await mailsTo(t.database.db, body.email)).toHaveLength(1); // sent at registration, not again yet
    await t.database.db.execute(sql`update account_token set created_at = now() - interval '11 minutes'`);
    expect((await login()).status).toBe(403);
    expect(await mailsTo(t.database.db, body.email)).toHaveLength(2);
    // A wrong password on an unconfirmed account is just wrong: nothing about confirmation leaks.
    const wrong = await call(t, 'POST', '/auth/custom/login', {
      username: body.email,
      password: 'Wrong-pass 1',
      rememberMe: false,
      deviceId: 'device-abcdefgh',
      domain: 'CLIENT',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('invalid-credentials');
  });

  it('confirms with the link token once; a second use or an unknown token is verification/invalid', async () => {
    const body = registrationBody();
    await register(body);
    const token = await tokenFromLatestMail(t.database.db, body.email);
    const verify = (tok: string) => call(t, 'POST', '/api/user/verify-email', { token: tok });
    expect(await verify(token)).toMatchObject({ status: 200, body: { verified: true } });
    const [user] = await t.database.db.select().from(appUser).where(eq(appUser.email, body.email));
    expect(user.emailVerifiedAt).not.toBeNull();
    expect((await signIn(t, body.email)).token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    for (const bad of [token, 'x'.repeat(43), 'short']) {
      const res = await verify(bad);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'verification/invalid',
        fields: [{ path: 'body.token', code: 'verification/invalid' }],
      });
    }
    expect((await verify('')).body.code).toBe('revalid/rule/basic/not-null');
  });

  it('refuses an expired link', async () => {
    const body = registrationBody({ email: uniqueEmail('expired'), phoneNumber: uniquePhone() });
    await register(body);
    const token = await tokenFromLatestMail(t.database.db, body.email);
    await t.database.db.execute(
      sql`update account_token set expires_at = now() - interval '1 second' where purpose = 'verify-email'`,
    );
    expect((await call(t, 'POST', '/api/user/verify-email', { token })).body.code).toBe('verification/invalid');
  });
});
