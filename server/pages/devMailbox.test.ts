import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { startTestApp, type TestApp } from '../testing/testApp';
import { queueMail } from '../mail/outbox';

let t: TestApp;
let resetId: number;
beforeAll(async () => {
  t = await startTestApp();
  await queueMail(t.database.db, {
    to: 'first@example.com',
    language: 'EN',
    template: 'verify-email',
    params: { name: 'First', link: 'https://self-storage.example/login?verify=one' },
  });
  resetId = await queueMail(t.database.db, {
    to: 'mira@example.com',
    language: 'SK',
    template: 'password-reset',
    params: { name: 'Mira <b>', link: 'https://self-storage.example/reset-password/change?token=tok_123' },
  });
});
afterAll(() => t.close());

describe('the development mailbox', () => {
  it('lists the outbox newest first with recipient, subject, time and status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.body.indexOf('mira@example.com')).toBeLessThan(res.body.indexOf('first@example.com'));
    expect(res.body).toContain('Obnovenie hesla');
    expect(res.body).toContain('pending');
    expect(res.body).toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('shows one message: HTML in a sandboxed frame, the text part and its links', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${resetId}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<iframe sandbox="[^"]*" srcdoc="&lt;!doctype html&gt;/);
    expect(res.body).not.toContain('Mira <b>'); // the name is escaped, never markup
    expect(res.body).toContain('<a href="https://self-storage.example/reset-password/change?token=tok_123">');
    expect(res.body).toContain('Dobrý deň, Mira &lt;b&gt;,');
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox/abc' })).statusCode).toBe(404);
  });

  it('serves the latest messages of an address as JSON with their links, for browser tests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json?to=Mira@Example.com' });
    expect(res.statusCode).toBe(200);
    const [mail] = res.json();
    expect(mail).toMatchObject({
      id: resetId,
      to: 'mira@example.com',
      template: 'password-reset',
      language: 'SK',
      links: ['https://self-storage.example/reset-password/change?token=tok_123'],
    });
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox.json?to=nobody@example.com' })).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(400);
  });

  it.each([
    [{ NODE_ENV: 'production' }, 404],
    [{ NODE_ENV: 'production', MAILBOX_ENABLED: 'true' }, 200],
    [{ NODE_ENV: 'development', MAILBOX_ENABLED: 'false' }, 404],
    [{ NODE_ENV: 'development' }, 200],
  ])('with %j answers %i', async (env, status) => {
    // Production needs a payment provider: the sandbox with its own secret will do here.
    const payments = { PAYMENT_PROVIDER: 'sandbox', SANDBOX_PAYMENT_SECRET: 'mailbox-test-sandbox-secret' };
    const app = await buildApp({
      db: t.database.db,
      config: loadConfig({ ...payments, ...env }),
      distDir: '/nonexistent',
    });
    try {
      for (const url of ['/dev/mailbox', `/dev/mailbox/${resetId}`, '/dev/mailbox.json?to=mira@example.com']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(status);
        if (status === 404) expect(res.json()).toMatchObject({ code: 'not-found' });
      }
    } finally {
      await app.close();
    }
  });
});
