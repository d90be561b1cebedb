import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@contract/appConfig';
import { defaultAppConfig } from '@contract/appConfigDefaults';
import { renderedPageScript } from '@contract/renderedPage';
import { registerSpa } from './spa';
import { DATA_PAGE_FRESH_MS, prerenderedPages } from './prerenderedPages';

const config: AppConfig = { ...defaultAppConfig(), locales: ['sk', 'en'] };

/** A page renderer as `vite build --ssr` writes it, which counts its renders and can be told to fail. */
function rendererFile(
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a renderer module, whose template literals it writes
  body = 'return { html: `<h1>${path} in ${lang}, $& $1</h1>`, title: `${lang}: <Self> & $1` };',
): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'renderer-'));
  const file = path.join(dir, 'renderPage.js');
  writeFileSync(
    file,
    `globalThis.renders = 0;\nexport async function renderPage(path, lang, config, data) { globalThis.renders += 1; ${body} }\n`,
  );
  return file;
}

function distWithManifest(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html>\n<html lang="en"><head><title>Self Storage</title><!--app-config--></head><body><div id="root"></div></body></html>',
  );
  const manifest = {
    'index.html': { file: 'assets/index-A.js', css: ['assets/index-A.css'] },
    'src/features/landing/LandingScreen.tsx': { file: 'assets/LandingScreen-L.js', css: ['assets/Landing-L.css'] },
  };
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

const renders = () => (globalThis as { renders?: number }).renders;

describe('pages rendered on the server', () => {
  it('renders a page that is the same for everyone once per language and keeps it; others are not rendered', async () => {
    const pages = prerenderedPages(rendererFile(), config, () => undefined);
    expect((await pages.pageOf('/', 'sk'))?.html).toBe('<h1>/ in sk, $& $1</h1>');
    expect((await pages.pageOf('/', 'sk'))?.html).toBe('<h1>/ in sk, $& $1</h1>');
    expect((await pages.pageOf('/', 'en'))?.html).toBe('<h1>/ in en, $& $1</h1>');
    expect((await pages.pageOf('/boxes', 'en'))?.html).toBe('<h1>/boxes in en, $& $1</h1>');
    expect(renders()).toBe(3);
    // A warehouse's page shows its own data, a customer's pages their own: sent empty.
    expect(await pages.pageOf('/location/7', 'sk')).toBeNull();
    expect(await pages.pageOf('/my/boxes', 'sk')).toBeNull();
    expect(renders()).toBe(3);
  });

  it('sends the page empty, and says why, when the renderer fails or is not built', async () => {
    const warnings: string[] = [];
    const failing = prerenderedPages(rendererFile("throw new Error('no window');"), config, (message) =>
      warnings.push(message),
    );
    expect(await failing.pageOf('/', 'sk')).toBeNull();
    expect(warnings.join()).toContain('no window');
    const missing = prerenderedPages('/nowhere/renderPage.js', config, (message) => warnings.push(message));
    expect(await missing.pageOf('/', 'sk')).toBeNull();
  });

  it('puts the rendered landing into index.html in the visitor’s language, with the screen’s styles applied from the first paint', async () => {
    const app = Fastify();
    await registerSpa(app, distWithManifest(), config, rendererFile());
    const page = await app.inject({ url: '/', headers: { 'accept-language': 'sk-SK,sk;q=0.9' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="sk"');
    // The screen's own title, escaped, in place of the template's.
    expect(page.body).toContain('<title>sk: &lt;Self&gt; &amp; $1</title>');
    // `$&` and `$1` in the page's text arrive as written, not as replacement patterns.
    expect(page.body).toContain('<div id="root" data-rendered=""><h1>/ in sk, $& $1</h1></div>');
    expect(page.body).toContain('<link rel="stylesheet" href="/assets/Landing-L.css">');
    // The rendered cookie bar is hidden before the first paint from a visitor who has chosen.
    expect(page.body).toContain(`<script>${renderedPageScript}</script>`);
    await app.close();
  });

  it('sends the empty page where the app decides first: an address with a query, the native app’s web view, other paths', async () => {
    const app = Fastify();
    await registerSpa(app, distWithManifest(), config, rendererFile());
    const referral = await app.inject({ url: '/?ref=ABC123' });
    expect(referral.body).toContain('<div id="root"></div>');
    expect(referral.body).toContain('<link rel="preload" as="style" href="/assets/Landing-L.css">');
    const webview = await app.inject({
      url: '/',
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; wv) SelfStorageApp/2.1' },
    });
    expect(webview.body).toContain('<div id="root"></div>');
    const warehouse = await app.inject({ url: '/location/7' });
    expect(warehouse.body).toContain('<div id="root"></div>');
    expect(warehouse.body).not.toContain('<script>');
    expect(warehouse.body).toContain('<html lang="en"');
    await app.close();
  });

  it('renders a page that shows data of the moment for each request, with that data, and not at all without it', async () => {
    let freeBoxes = 3;
    let clock = 0;
    const loadData = async (path: string) => (path === '/location/7' ? { freeBoxes: freeBoxes++ } : null);
    const pages = prerenderedPages(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a renderer module, whose template literal it writes
      rendererFile('return { html: `<p>${JSON.stringify(data)}</p>`, title: "Warehouse" };'),
      config,
      () => undefined,
      loadData,
      () => clock,
    );
    const page = await pages.pageOf('/location/7', 'sk');
    expect(page?.data).toEqual({ freeBoxes: 3 });
    expect(page?.html).toBe('<p>{"freeBoxes":3}</p>');
    // Sent as rendered for a few seconds, however many ask; then rendered with fresh data.
    clock = DATA_PAGE_FRESH_MS - 1;
    expect((await pages.pageOf('/location/7', 'sk'))?.data).toEqual({ freeBoxes: 3 });
    clock = DATA_PAGE_FRESH_MS;
    expect((await pages.pageOf('/location/7', 'sk'))?.data).toEqual({ freeBoxes: 4 });
    expect(await pages.pageOf('/location/8', 'sk')).toBeNull();

    const app = Fastify();
    await registerSpa(
      app,
      distWithManifest(),
      config,
      rendererFile('return { html: "<h1>Warehouse</h1>", title: "Warehouse" };'),
    );
    // Without a loader's data (no such warehouse here) the page comes empty, as before.
    expect((await app.inject({ url: '/location/7' })).body).toContain('<div id="root"></div>');
    await app.close();
  });

  it('carries a data page’s data in a JSON element no text in it can close', async () => {
    const { renderIndexHtml } = await import('./spa');
    const page = renderIndexHtml(
      '<html lang="en"><head><title>t</title></head><body><div id="root"></div></body></html>',
      config,
      undefined,
      {
        lang: 'sk',
        path: '/location/7',
        html: '<h1>Sklad</h1>',
        title: 'Sklad',
        data: { note: '</script><script>alert(1)</script>' },
      },
    );
    expect(page).toContain(
      '<div id="root" data-rendered=""><h1>Sklad</h1></div><script type="application/json" id="page-data">',
    );
    expect(page).not.toContain('</script><script>alert(1)');
    const json = page.slice(page.indexOf('id="page-data">') + 'id="page-data">'.length, page.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual({ path: '/location/7', data: { note: '</script><script>alert(1)</script>' } });
  });

  it('starts the app’s code after a rendered page’s first paint; an empty page loads it at once', async () => {
    const { renderIndexHtml } = await import('./spa');
    const template =
      '<html lang="en"><head><title>t</title><script type="module" crossorigin src="/assets/index-A.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-R.js"></head><body><div id="root"></div></body></html>';
    const rendered = renderIndexHtml(
      template,
      config,
      { scripts: ['/assets/LandingScreen-L.js'], styles: ['/assets/Landing-L.css'] },
      { lang: 'en', html: '<h1>Hi</h1>', title: 'Hi' },
    );
    expect(rendered).not.toContain('type="module"');
    expect(rendered).not.toContain('modulepreload');
    expect(rendered).toContain('<link rel="stylesheet" href="/assets/Landing-L.css">');
    expect(rendered).toContain('<script defer src="/boot.js" data-entry="/assets/index-A.js"></script>\n  </body>');
    const empty = renderIndexHtml(template, config, { scripts: ['/assets/LandingScreen-L.js'], styles: [] });
    expect(empty).toContain('<script type="module" crossorigin src="/assets/index-A.js"></script>');
    expect(empty).toContain('<link rel="modulepreload" crossorigin href="/assets/LandingScreen-L.js">');
    expect(empty).not.toContain('boot.js');
  });
});
