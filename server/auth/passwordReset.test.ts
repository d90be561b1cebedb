import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { accountToken, appUser, job, mailOutbox } from '../db/schema';
import { RESET_MAIL_JOB } from '../identity/resetRequests';
import {
  call,
  mailsTo,
  PASSWORD,
  registerConfirmed,
  registrationBody,
  signIn,
  tokenFromLatestMail,
  uniqueEmail,
} from '../testing/accounts';
import { startTestApp, type TestApp } from '../testing/testApp';
import { runResetMails } from './passwordReset';

const env = { PUBLIC_URL: 'https://self-storage.example.pl' };
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(env);
});
afterAll(() => t.close());
/** The job runner's step: issues the links and e-mails of the queued reset requests. */
const sendQueued = async () => {
  while ((await runResetMails({ db: t.database.db, config: loadConfig({ NODE_ENV: 'test', ...env }) })) > 0);
};

let nextIp = 0;
const ip = () => `198.18.1.${(nextIp = (nextIp % 200) + 1)}`;
const requestOnly = (email: string, from = ip()) =>
  call(t, 'POST', '/auth/password/request-reset', { email }, undefined, from);
/** A request, then the job that sends its e-mail. */
const requestReset = async (email: string, from = ip()) => {
  const res = await requestOnly(email, from);
  await sendQueued();
  return res;
};
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

  it('does no work for the account in the request: the token and e-mail come from the queued job', async () => {
    const user = await registerConfirmed(t);
    const tokens = async () =>
      (await t.database.db.select().from(accountToken).where(eq(accountToken.userId, user.id))).filter(
        (r) => r.purpose === 'reset-password',
      );
    expect((await requestOnly(user.email)).status).toBe(202);
    expect((await requestOnly(uniqueEmail('ghost'))).status).toBe(202);
    // Both requests left the same trace: one queued job each, no token, no e-mail yet.
    expect(await tokens()).toHaveLength(0);
    expect((await mailsTo(t.database.db, user.email)).filter((m) => m.template === 'password-reset')).toHaveLength(0);
    await sendQueued();
    expect(await tokens()).toHaveLength(1);
    expect((await mailsTo(t.database.db, user.email))[0].template).toBe('password-reset');
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
    const device = await call(t, 'POST', '/auth/custom/device-login', {
      deviceId: 'device-reset-01',
      deviceToken: session.deviceToken,
      domain: 'CLIENT',
    });
    expect(device.status).toBe(401);
    expect(
      (
        await call(t, 'POST', '/auth/custom/login', {
          username: user.email,
          password: PASSWORD,
          rememberMe: false,
          deviceId: 'device-reset-01',
          domain: 'CLIENT',
        })
      ).status,
    ).toBe(401);
    expect((await signIn(t, user.email, 'New-storage 77')).token).toBeTruthy();
    expect((await mailsTo(t.database.db, user.email))[0].template).toBe('password-changed');

    const again = await reset(token, 'Another-pass 5');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'password-reset/invalid-token',
      fields: [{ path: 'body.token', code: 'password-reset/invalid-token' }],
    });
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
    await t.database.db
      .update(accountToken)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountToken.userId, user.id));
    expect((await reset(expired)).body.code).toBe('password-reset/invalid-token');
  });

  it('a password change in the profile spends earlier reset links and reset requests still queued', async () => {
    const user = await registerConfirmed(t);
    const session = await signIn(t, user.email);
    await requestReset(user.email);
    const issued = await tokenFromLatestMail(t.database.db, user.email);
    await requestOnly(user.email); // still queued when the password changes
    const changed = await call(
      t,
      'POST',
      '/api/client/my/change-password',
      { oldPassword: PASSWORD, password: 'Fresh-box 2024', passwordConfirmation: 'Fresh-box 2024' },
      session.token,
    );
    expect(changed.status).toBe(200);
    await sendQueued();
    expect((await mailsTo(t.database.db, user.email)).filter((m) => m.template === 'password-reset')).toHaveLength(1);
    expect((await reset(issued)).body.code).toBe('password-reset/invalid-token');
    expect((await signIn(t, user.email, 'Fresh-box 2024')).token).toBeTruthy();
    // Nothing of the requests is left in the queue: their keys named the e-mail.
    expect(await t.database.db.select().from(job).where(eq(job.kind, RESET_MAIL_JOB))).toEqual([]);
  });

  it('refuses a weak password without spending the token', async () => {
    const user = await registerConfirmed(t);
    await requestReset(user.email);
    const token = await tokenFromLatestMail(t.database.db, user.email);
    const weak = await reset(token, 'qwerty123');
    expect(weak).toMatchObject({
      status: 400,
      body: { code: 'password/too-common', fields: [{ path: 'body.password' }] },
    });
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
    const statuses = (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, body.email))).map(
      (m) => m.status,
    );
    expect(statuses).toEqual(['pending', 'pending', 'pending']);
  });
});
