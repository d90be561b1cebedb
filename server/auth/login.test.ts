import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { authSession, deviceToken } from '../db/schema';
import { hashToken } from '../identity/tokens';
import { call, DEVICE, PASSWORD, registerConfirmed, signIn, uniqueEmail } from '../testing/accounts';
import { startTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const loginBody = (username: string, password: string, rememberMe = false, deviceId = DEVICE) => ({
  username,
  password,
  rememberMe,
  deviceId,
  domain: 'CLIENT',
});
const login = (body: unknown, ip = '203.0.113.10') => call(t, 'POST', '/auth/custom/login', body, undefined, ip);
const me = (token: string) => call(t, 'GET', '/api/client/client-user/current', undefined, token);

describe('POST /auth/custom/login', () => {
  it('issues a fresh bearer token at each login, and a device token only with rememberMe', async () => {
    const user = await registerConfirmed(t);
    const plain = await login(loginBody(user.email.toUpperCase(), PASSWORD));
    expect(plain.status).toBe(200);
    expect(plain.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(plain.body.deviceToken ?? null).toBeNull();
    const remembered = await login(loginBody(user.email, PASSWORD, true));
    expect(remembered.body.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(remembered.body.token).not.toBe(plain.body.token);
    expect((await me(plain.body.token)).body).toMatchObject({ id: user.id, email: user.email });
    expect((await me(remembered.body.token)).status).toBe(200);
  });

  it('stores tokens only as SHA-256 hashes', async () => {
    const user = await registerConfirmed(t);
    const { token, deviceToken: device } = await signIn(t, user.email, PASSWORD, true);
    const sessions = JSON.stringify(await t.database.db.select().from(authSession));
    const devices = JSON.stringify(await t.database.db.select().from(deviceToken));
    expect(sessions).not.toContain(token);
    expect(devices).not.toContain(device!);
    expect(sessions).toContain(hashToken(token));
    expect(devices).toContain(hashToken(device!));
  });

  it('answers an unknown e-mail exactly like a wrong password, after comparable work', async () => {
    const user = await registerConfirmed(t);
    const timeOf = async (body: unknown) => {
      const started = performance.now();
      const res = await login(body, '203.0.113.11');
      return { res, ms: performance.now() - started };
    };
    // Alternating samples and medians: one sample each is at the mercy of a busy machine.
    const wrongMs: number[] = [];
    const unknownMs: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const wrong = await timeOf(loginBody(user.email, 'Wrong-pass 1'));
      const unknown = await timeOf(loginBody(uniqueEmail('nobody'), 'Wrong-pass 1'));
      expect(wrong.res.status).toBe(401);
      expect(unknown.res.status).toBe(401);
      expect(unknown.res.body).toEqual(wrong.res.body);
      expect(wrong.res.body).toEqual({
        status: 401,
        code: 'invalid-credentials',
        detail: 'Incorrect e-mail or password.',
      });
      wrongMs.push(wrong.ms);
      unknownMs.push(unknown.ms);
    }
    // Both verify an argon2 hash (a dummy one for the unknown e-mail): neither is a quick miss.
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[2];
    const [a, b] = [Math.min(median(wrongMs), median(unknownMs)), Math.max(median(wrongMs), median(unknownMs))];
    expect(a).toBeGreaterThan(b / 3);
  });

  it('limits failures per account and address (10 in 15 min): the owner still signs in from their own address', async () => {
    const user = await registerConfirmed(t);
    const attacker = '203.0.113.100';
    for (let i = 0; i < 10; i += 1)
      expect((await login(loginBody(user.email, 'Wrong-pass 1'), attacker)).status).toBe(401);
    // Eleventh try from the attacker's address: refused, even with the right password.
    const limited = await login(loginBody(user.email, PASSWORD), attacker);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate-limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    // The owner, at another address, is not locked out by someone else's guesses.
    for (let i = 0; i < 3; i += 1)
      expect((await login(loginBody(user.email, PASSWORD), '203.0.113.120')).status).toBe(200);
    // No permanent lockout: once the window has passed, the attacker's address may try again.
    await t.database.db.execute(
      sql`update rate_limit set window_start = now() - interval '16 minutes' where key like 'login-account-address:%'`,
    );
    expect((await login(loginBody(user.email, PASSWORD), attacker)).status).toBe(200);
  });

  it("limits failures per account from every address together only far above one address's share (100 in 15 min)", async () => {
    const user = await registerConfirmed(t);
    for (let i = 0; i < 100; i += 1)
      expect((await login(loginBody(user.email, 'Wrong-pass 1'), `198.19.${Math.floor(i / 9)}.${i % 9}`)).status).toBe(
        401,
      );
    expect((await login(loginBody(user.email, PASSWORD), '198.19.200.1')).status).toBe(429);
    await t.database.db.execute(
      sql`update rate_limit set window_start = now() - interval '16 minutes' where key like 'login-account:%'`,
    );
    expect((await login(loginBody(user.email, PASSWORD), '198.19.200.1')).status).toBe(200);
  });

  it('stops counting at a refused address: 300 usernames from one address leave a few dozen rows, not 300', async () => {
    const ip = '203.0.113.210';
    const rows = async () =>
      Number((await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from rate_limit`))[0].n);
    const before = await rows();
    const answers: number[] = [];
    for (let i = 0; i < 300; i += 1)
      answers.push((await login(loginBody(uniqueEmail('spray'), 'Wrong-pass 1'), ip)).status);
    expect(answers.filter((s) => s === 401)).toHaveLength(30);
    expect(answers.filter((s) => s === 429)).toHaveLength(270);
    // One row for the address and, for the 30 attempts it allowed, one per account and one per (account, address).
    expect((await rows()) - before).toBeLessThanOrEqual(61);
  });

  it('limits failures per client address (30 in 15 min) across many accounts', async () => {
    const ip = '203.0.113.200';
    for (let i = 0; i < 30; i += 1)
      expect((await login(loginBody(uniqueEmail('spray'), 'Wrong-pass 1'), ip)).status).toBe(401);
    const user = await registerConfirmed(t);
    expect((await login(loginBody(user.email, PASSWORD), ip)).status).toBe(429);
    expect((await login(loginBody(user.email, PASSWORD), '203.0.113.201')).status).toBe(200);
    await t.database.db.execute(
      sql`update rate_limit set window_start = now() - interval '16 minutes' where key = ${`login-address:${ip}`}`,
    );
    expect((await login(loginBody(user.email, PASSWORD), ip)).status).toBe(200);
  });
});

describe('sessions', () => {
  it('end after the idle timeout (2 h) and at the absolute lifetime (30 days)', async () => {
    const user = await registerConfirmed(t);
    const idle = (await signIn(t, user.email)).token;
    const old = (await signIn(t, user.email)).token;
    await t.database.db
      .update(authSession)
      .set({ lastSeenAt: sql`now() - interval '121 minutes'` })
      .where(eq(authSession.tokenHash, hashToken(idle)));
    await t.database.db
      .update(authSession)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authSession.tokenHash, hashToken(old)));
    for (const token of [idle, old])
      expect(await me(token)).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
  });

  it('refresh last_seen_at at most once a minute', async () => {
    const user = await registerConfirmed(t);
    const { token } = await signIn(t, user.email);
    const seen = async () =>
      (
        await queryRows<{ s: number }>(
          t.database.db,
          sql`select extract(epoch from now() - last_seen_at)::int as s from auth_session where token_hash = ${hashToken(token)}`,
        )
      )[0].s;
    await t.database.db
      .update(authSession)
      .set({ lastSeenAt: sql`now() - interval '30 seconds'` })
      .where(eq(authSession.tokenHash, hashToken(token)));
    await me(token);
    expect(await seen()).toBeGreaterThanOrEqual(29); // fresh enough: not written
    await t.database.db
      .update(authSession)
      .set({ lastSeenAt: sql`now() - interval '90 minutes'` })
      .where(eq(authSession.tokenHash, hashToken(token)));
    await me(token);
    expect(await seen()).toBeLessThan(5); // older than a minute: refreshed, so the idle clock restarts
  });
});

describe('device tokens', () => {
  const deviceLogin = (body: unknown, ip = '203.0.113.40') =>
    call(t, 'POST', '/auth/custom/device-login', body, undefined, ip);
  const revoke = (body: unknown) => call(t, 'POST', '/auth/custom/revoke-device-token', body);

  it("log in again on the same device only, until revoked; revoking ends that device's sessions", async () => {
    const user = await registerConfirmed(t);
    const first = await signIn(t, user.email, PASSWORD, true, 'device-phone-01');
    const again = await deviceLogin({ deviceId: 'device-phone-01', deviceToken: first.deviceToken, domain: 'CLIENT' });
    expect(again.status).toBe(200);
    expect(again.body.token).not.toBe(first.token);
    expect((await me(again.body.token)).status).toBe(200);

    const elsewhere = await deviceLogin({
      deviceId: 'device-laptop-9',
      deviceToken: first.deviceToken,
      domain: 'CLIENT',
    });
    expect(elsewhere).toMatchObject({ status: 401, body: { code: 'invalid-login-request' } });

    expect(await revoke({ deviceId: 'device-phone-01', deviceToken: first.deviceToken })).toMatchObject({
      status: 200,
      body: { value: true },
    });
    expect(await revoke({ deviceId: 'device-phone-01', deviceToken: first.deviceToken })).toMatchObject({
      status: 200,
      body: { value: false },
    });
    expect(
      (await deviceLogin({ deviceId: 'device-phone-01', deviceToken: first.deviceToken, domain: 'CLIENT' })).status,
    ).toBe(401);
    expect((await me(again.body.token)).status).toBe(401);
    expect((await me(first.token)).status).toBe(401);
  });

  it('expire after 180 days and are replaced by a new login on the same device', async () => {
    const user = await registerConfirmed(t);
    const first = await signIn(t, user.email, PASSWORD, true, 'device-tablet-1');
    const second = await signIn(t, user.email, PASSWORD, true, 'device-tablet-1');
    expect(
      (await deviceLogin({ deviceId: 'device-tablet-1', deviceToken: first.deviceToken, domain: 'CLIENT' })).status,
    ).toBe(401);
    expect(
      (await deviceLogin({ deviceId: 'device-tablet-1', deviceToken: second.deviceToken, domain: 'CLIENT' })).status,
    ).toBe(200);
    await t.database.db
      .update(deviceToken)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(deviceToken.tokenHash, hashToken(second.deviceToken!)));
    expect(
      (await deviceLogin({ deviceId: 'device-tablet-1', deviceToken: second.deviceToken, domain: 'CLIENT' })).status,
    ).toBe(401);
  });

  it('limit bad device tokens per client address', async () => {
    const ip = '203.0.113.41';
    for (let i = 0; i < 30; i += 1)
      expect((await deviceLogin({ deviceId: DEVICE, deviceToken: 'y'.repeat(43), domain: 'CLIENT' }, ip)).status).toBe(
        401,
      );
    expect((await deviceLogin({ deviceId: DEVICE, deviceToken: 'y'.repeat(43), domain: 'CLIENT' }, ip)).status).toBe(
      429,
    );
  });
});
