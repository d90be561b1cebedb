import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderedPageScript } from '@contract/renderedPage';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import type { Database } from '../db/client';
import { registerConfirmed, signIn } from '../testing/accounts';
import { openTestDatabase } from '../testing/testDatabase';

const renderedPageHash = `'sha256-${createHash('sha256').update(renderedPageScript).digest('base64')}'`;

/** A built app of one page and one asset, enough to see the headers of pages, assets and calls. */
function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'self-storage-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><!--app-config--></head><body><div id="root"></div><script type="module" src="/assets/app-1.js"></script></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'app-1.js'), 'console.log(1)');
  return dir;
}

let database: Database;
const apps: FastifyInstance[] = [];
const appWith = async (env: Record<string, string> = {}) => {
  const app = await buildApp({
    db: database.db,
    config: loadConfig({ NODE_ENV: 'test', ...env }),
    distDir: fakeDist(),
  });
  apps.push(app);
  return app;
};
const directive = (csp: string | undefined, name: string) =>
  csp
    ?.split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

describe('security headers', () => {
  it('gives the app page a policy that loads only from our origin and cannot be framed', async () => {
    const app = await appWith();
    const res = await app.inject({ method: 'GET', url: '/boxes' });
    expect(res.statusCode).toBe(200);
    const csp = res.headers['content-security-policy'] as string;
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    // Our files, and the one inline script of a rendered page by its hash: nothing else inline.
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${renderedPageHash}`);
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('geolocation=(self)');
    expect(res.headers['permissions-policy']).toContain('camera=(self)');
    expect(res.headers['permissions-policy']).toContain('microphone=()');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('allows Google Maps only when a maps key is configured', async () => {
    const withKey = await appWith({ MAPS_API_KEY: 'test-key' });
    const csp = (await withKey.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string;
    expect(directive(csp, 'script-src')).toContain('https://maps.googleapis.com');
    expect(directive(csp, 'img-src')).toContain('https://*.gstatic.com');
  });

  it('allows Google’s tag only when analytics ids are configured', async () => {
    const without = (await (await appWith()).inject({ method: 'GET', url: '/' })).headers[
      'content-security-policy'
    ] as string;
    expect(without).not.toContain('googletagmanager');
    const app = await appWith({ ANALYTICS_IDS: 'G-TEST123' });
    const csp = (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string;
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${renderedPageHash} https://www.googletagmanager.com`);
    expect(directive(csp, 'connect-src')).toContain('https://*.google-analytics.com');
  });

  it('lets the app ask the other regions’ API hosts of the proxy list', async () => {
    const app = await appWith({ PROXY_LIST: 'https://api.example.sk,https://api.example.cz/v1' });
    const csp = (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string;
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.example.sk https://api.example.cz");
  });

  it('sends no referrer from addresses that carry a token', async () => {
    const app = await appWith();
    for (const url of [
      '/service-access?email=a%40example.com&token=abcdefabcdefabcdef',
      '/reset-password/change?token=abc',
      '/auth/unlock-token?email=a%40example.com&token=abcdefabcdefabcdef',
    ]) {
      expect((await app.inject({ method: 'GET', url })).headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('adds HSTS only to requests that came over HTTPS through a trusted proxy', async () => {
    const proxied = await appWith({ TRUST_PROXY: 'true' });
    const https = await proxied.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await proxied.inject({ method: 'GET', url: '/' })).headers['strict-transport-security']).toBeUndefined();
    const direct = await appWith();
    expect(
      (await direct.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
  });

  it('keeps authenticated answers out of every cache, and answers a missing asset 404 in the error shape', async () => {
    const app = await appWith();
    const t = { app, database, close: async () => {} };
    const account = await registerConfirmed(t);
    const { token } = await signIn(t, account.email);
    const me = await app.inject({
      method: 'GET',
      url: '/api/client/client-user/current',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.headers['x-content-type-options']).toBe('nosniff');
    const missing = await app.inject({ method: 'GET', url: '/assets/app-2.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, code: 'not-found' });
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});
