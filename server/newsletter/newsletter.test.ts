import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { appUser } from '../db/schema';
import { call, registerConfirmed, signIn } from '../testing/accounts';
import { addBoxes, placeAnonymously, placeBody, startOrderTestApp, type OrderTestApp } from '../testing/orders';
import { newsletterUnsubscribe, unsubscribeSignature, unsubscribeUrl, verifyUnsubscribe } from './unsubscribeLink';

const SECRET = 'newsletter-test-link-secret';
let t: OrderTestApp;
beforeAll(async () => {
  t = await startOrderTestApp({ LINK_SECRET: SECRET });
});
afterAll(() => t.close());

const config = () => t.ctx.config;
const rowOf = async (id: number) => (await t.database.db.select().from(appUser).where(eq(appUser.id, id)))[0];
const signedIn = async (overrides: Record<string, unknown> = {}) => {
  const a = await registerConfirmed(t, overrides);
  return { ...a, token: (await signIn(t, a.email)).token };
};
const subscribe = (token: string, value: boolean) =>
  call(t, 'POST', '/api/client/my/subscribe-to-newsletter', { value }, token);
const status = (token: string) => call(t, 'GET', '/api/client/my/is-subscribed-to-newsletter', undefined, token);
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

describe('subscribing from the profile', () => {
  it('subscribes and unsubscribes with the body\u2019s value, recording when the consent changed', async () => {
    const u = await signedIn();
    expect((await status(u.token)).body).toEqual({ value: false });
    expect((await rowOf(u.id)).newsletterChangedAt).toBeNull();

    expect(await subscribe(u.token, true)).toMatchObject({ status: 200, body: { value: true } });
    expect((await status(u.token)).body).toEqual({ value: true });
    const given = (await rowOf(u.id)).newsletterChangedAt;
    expect(given).toBeInstanceOf(Date);

    // Saying yes again keeps the time the consent was given.
    await subscribe(u.token, true);
    expect((await rowOf(u.id)).newsletterChangedAt).toEqual(given);

    expect(await subscribe(u.token, false)).toMatchObject({ status: 200, body: { value: false } });
    const row = await rowOf(u.id);
    expect(row.newsletter).toBe(false);
    expect(row.newsletterChangedAt!.getTime()).toBeGreaterThanOrEqual(given!.getTime());
  });

  it('records the time of a consent given at registration', async () => {
    const u = await registerConfirmed(t, {
      consents: { termsAccepted: true, privacyAccepted: true, newsletter: true },
    });
    const row = await rowOf(u.id);
    expect(row.newsletter).toBe(true);
    expect(row.newsletterChangedAt).toBeInstanceOf(Date);
  });

  it('takes the order\u2019s newsletter box as the same consent', async () => {
    const { boxIds } = await addBoxes(t, {}, [{ priceMinor: 6900 }]);
    const body = placeBody(boxIds[0]);
    const placed = await placeAnonymously(t, { ...body, consents: { ...body.consents, newsletter: true } });
    expect(placed.status).toBe(201);
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.email, body.invoicingDetails.email));
    expect(row.newsletter).toBe(true);
    expect(row.newsletterChangedAt).toBeInstanceOf(Date);
  });

  it('needs a session and a boolean', async () => {
    expect((await call(t, 'GET', '/api/client/my/is-subscribed-to-newsletter')).status).toBe(401);
    const u = await signedIn();
    expect((await call(t, 'POST', '/api/client/my/subscribe-to-newsletter', { value: 'yes' }, u.token)).status).toBe(
      400,
    );
  });
});

describe('the one-click unsubscribe link', () => {
  it('signs the user id with the server secret: another key or another user gives another signature', () => {
    expect(unsubscribeSignature(config(), 7)).not.toBe(unsubscribeSignature(config(), 8));
    expect(unsubscribeSignature(config(), 7)).not.toBe(
      unsubscribeSignature(loadConfig({ NODE_ENV: 'test', LINK_SECRET: 'another-link-secret-0000' }), 7),
    );
    expect(unsubscribeSignature(config(), 7)).toMatch(/^[\w-]{43}$/);
  });

  it('makes and accepts no link in production without LINK_SECRET (the development key is public)', () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      SANDBOX_PAYMENT_SECRET: 'a-long-enough-test-secret',
    });
    expect(() => newsletterUnsubscribe(production, 7)).toThrow(/LINK_SECRET/);
    expect(verifyUnsubscribe(production, 7, unsubscribeSignature(loadConfig({ NODE_ENV: 'test' }), 7))).toBe(false);
    const withSecret = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      SANDBOX_PAYMENT_SECRET: 'a-long-enough-test-secret',
      LINK_SECRET: SECRET,
    });
    expect(verifyUnsubscribe(withSecret, 7, unsubscribeSignature(config(), 7))).toBe(true);
  });

  it('gives newsletter mails the link and the List-Unsubscribe headers of a one-click unsubscribe', () => {
    const { url, headers } = newsletterUnsubscribe(config(), 42);
    expect(url).toBe(unsubscribeUrl(config(), 42));
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/newsletter\/unsubscribe\?u=42&s=[\w-]+$/);
    expect(headers).toEqual({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('asks on GET in the user\u2019s language without changing anything, and unsubscribes on POST', async () => {
    const u = await signedIn({ language: 'CS' });
    await subscribe(u.token, true);
    const path = pathOf(unsubscribeUrl(config(), u.id));

    const asked = await t.app.inject({ method: 'GET', url: path });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toContain('text/html');
    expect(asked.headers['content-security-policy']).toContain("default-src 'none'");
    expect(asked.body).toContain('<html lang="cs">');
    expect(asked.body).toContain('<form method="post">');
    expect((await rowOf(u.id)).newsletter).toBe(true);

    const done = await t.app.inject({
      method: 'POST',
      url: path,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Byli jste odhlášeni');
    expect((await rowOf(u.id)).newsletter).toBe(false);
    expect((await status(u.token)).body).toEqual({ value: false });
  });

  it('refuses a link with a wrong signature or for another user, changing nothing', async () => {
    const u = await signedIn();
    await subscribe(u.token, true);
    const other = await signedIn();
    const forged = [
      `/newsletter/unsubscribe?u=${u.id}&s=${unsubscribeSignature(config(), other.id)}`,
      `/newsletter/unsubscribe?u=${u.id}&s=nope`,
      `/newsletter/unsubscribe?u=${u.id}`,
      `/newsletter/unsubscribe?u=abc&s=${unsubscribeSignature(config(), u.id)}`,
    ];
    for (const url of forged) {
      const res = await t.app.inject({ method: 'POST', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<html lang="sk">');
    }
    expect((await rowOf(u.id)).newsletter).toBe(true);
  });
});
