import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMetaTags } from '@contract/appConfig';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import type { Database } from '../db/client';
import { openTestDatabase } from '../testing/testDatabase';

// A stand-in build: index.html with the marker, one hashed asset, robots.txt.
const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><!--app-config--><title>t</title></head><body></body></html>',
);
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app");'.repeat(200));
writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
// The build writes brotli and gzip copies beside each asset; these stand for them.
writeFileSync(path.join(dist, 'assets', 'main-def456.js'), 'console.log("main");');
writeFileSync(path.join(dist, 'assets', 'main-def456.js.br'), brotliCompressSync('console.log("main");'));
writeFileSync(path.join(dist, 'assets', 'main-def456.js.gz'), gzipSync('console.log("main");'));

const env = {
  COMPANY_ADDRESS: 'Box "Storage" <s.r.o.>, Bratislava',
  MAPS_API_KEY: 'AIzaKey',
  SEO_ENABLED: 'false',
  LOCALES: 'sk,en',
  PROXY_LIST: 'https://a.example,https://b.example',
};
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, config: loadConfig(env), distDir: dist });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** Reads the served page's meta tags back the way the browser app does. */
function metaReader(html: string) {
  const tags = new Map(
    [...html.matchAll(/<meta name="([^"]+)" content="([^"]*)">/g)].map((m) => [
      m[1],
      m[2]
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&'),
    ]),
  );
  return (name: string) => tags.get(name) ?? null;
}

describe('serving the app', () => {
  it('writes the configuration into index.html as meta tags the app reads back', async () => {
    const res = await app.inject('/boxes?location=ba-ruzinov');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).not.toContain('<!--app-config-->');
    expect(res.body).toContain('content="Box &quot;Storage&quot; &lt;s.r.o.&gt;, Bratislava"');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    const config = loadConfig(env).app;
    expect(fromMetaTags(metaReader(res.body), { ...config, mapsKey: 'wrong' })).toEqual(config);
  });

  it('serves the landing page at / and app routes, never for API paths', async () => {
    expect((await app.inject('/')).headers['content-type']).toMatch(/text\/html/);
    expect((await app.inject('/my/contracts/12')).statusCode).toBe(200);
    const api = await app.inject('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not-found' });
    expect((await app.inject({ method: 'POST', url: '/boxes' })).statusCode).toBe(404);
  });

  it("names each page's canonical address, the public page a crawler should list it under", async () => {
    const { publicUrl } = loadConfig(env).app;
    const canonical = async (url: string) =>
      /<link rel="canonical" href="([^"]+)">/.exec((await app.inject(url)).body)?.[1];
    expect(await canonical('/boxes?location=ba-ruzinov')).toBe(`${publicUrl}/boxes`);
    expect(await canonical('/')).toBe(`${publicUrl}/`);
    expect(await canonical('/my/contracts/12')).toBe(`${publicUrl}/login`);
    expect(await canonical('/order/first?boxId=4&warehouseId=9')).toBe(`${publicUrl}/location/9`);
    const page = (await app.inject('/my/boxes')).body;
    expect(page.match(/rel="canonical"/g)).toHaveLength(1);
    expect(page.indexOf('rel="canonical"')).toBeLessThan(page.indexOf('</head>'));
  });

  it('answers a missing file with a 404 in the error shape, never with the app', async () => {
    for (const url of ['/assets/index-gone.js', '/llms.txt', '/.well-known/ai-catalog.json', '/favicon.ico?v=2']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, code: 'not-found' });
    }
    expect((await app.inject('/location/12?display=plan')).statusCode).toBe(200);
  });

  it('caches hashed assets for a year, compressed on request', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    const robots = await app.inject('/robots.txt');
    expect(robots.body).toContain('User-agent');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the build-time brotli or gzip copy of an asset as it is, by what the browser accepts', async () => {
    const brotli = await app.inject({
      url: '/assets/main-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log("main");');
    const gzip = await app.inject({ url: '/assets/main-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/main-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.body).toBe('console.log("main");');
  });
});
