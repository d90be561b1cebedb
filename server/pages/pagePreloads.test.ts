import Fastify from 'fastify';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultAppConfig } from '@contract/appConfigDefaults';
import { registerSpa } from './spa';
import { landingScreens, likelyPageLanguage, preloadsFor, type Manifest } from './pagePreloads';

// A build manifest as Vite writes it: the entry, shared chunks, lazy screens and message files.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-A.js', imports: ['_react-R.js'], css: ['assets/index-A.css'] },
  '_react-R.js': { file: 'assets/react-R.js' },
  '_xstate-X.js': { file: 'assets/xstate-X.js' },
  'src/features/landing/LandingScreen.tsx': {
    file: 'assets/LandingScreen-L.js',
    imports: ['index.html', '_react-R.js'],
    css: ['assets/Landing-L.css'],
  },
  'src/features/warehouses/BoxesScreen.tsx': { file: 'assets/BoxesScreen-B.js', imports: ['index.html'] },
  'src/features/warehouses/search/SearchBody.tsx': {
    file: 'assets/SearchBody-S.js',
    imports: ['_xstate-X.js', 'index.html'],
  },
  'locales/sk.json?groups': { file: 'assets/sk-G.js' },
  'locales/en.json?groups': { file: 'assets/en-G.js' },
  'locales/en.json?group=core': { file: 'assets/messages-en-core-1.js' },
  'locales/sk.json?group=core': { file: 'assets/messages-sk-core-2.js' },
  'locales/sk.json?group=landing': { file: 'assets/messages-sk-landing-3.js' },
  'locales/sk.json?group=warehouses': { file: 'assets/messages-sk-warehouses-4.js' },
  'locales/sk.json?group=errors': { file: 'assets/messages-sk-errors-5.js' },
};

describe('what index.html preloads', () => {
  it('for the landing: the shell’s and the landing’s messages and the landing screen, not what the page loads anyway', () => {
    expect(preloadsFor(manifest, '/', 'sk')).toEqual({
      scripts: ['/assets/messages-sk-core-2.js', '/assets/messages-sk-landing-3.js', '/assets/LandingScreen-L.js'],
      styles: ['/assets/Landing-L.css'],
    });
  });

  it('for the search: the language’s list of message files, the screen’s groups and its code with what it imports', () => {
    expect(preloadsFor(manifest, '/boxes', 'sk').scripts).toEqual([
      '/assets/sk-G.js',
      '/assets/messages-sk-core-2.js',
      '/assets/messages-sk-warehouses-4.js',
      '/assets/messages-sk-errors-5.js',
      '/assets/BoxesScreen-B.js',
      '/assets/SearchBody-S.js',
      '/assets/xstate-X.js',
    ]);
  });

  it('for another page: the shell’s messages only', () => {
    expect(preloadsFor(manifest, '/franchising', 'en')).toEqual({
      scripts: ['/assets/messages-en-core-1.js'],
      styles: [],
    });
  });

  it('names screens that exist in the source', () => {
    for (const screen of landingScreens)
      for (const source of screen.sources) expect(existsSync(source), source).toBe(true);
  });

  it('picks the first offered language the browser asks for, else English', () => {
    const offered = ['sk', 'cs', 'en'] as const;
    expect(likelyPageLanguage('de-DE,sk;q=0.8,en;q=0.5', offered)).toBe('sk');
    expect(likelyPageLanguage('cz', offered)).toBe('cs');
    expect(likelyPageLanguage('pl-PL', offered)).toBe('en');
    expect(likelyPageLanguage(undefined, offered)).toBe('en');
  });

  it('is written into the page each visitor gets, which varies by Accept-Language', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'page-preloads-'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, 'index.html'), '<html><head><!--app-config--></head><body></body></html>');
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const app = Fastify();
    await registerSpa(app, dist, { ...defaultAppConfig(), locales: ['sk', 'en'] });
    const slovak = await app.inject({ url: '/?ref=abc', headers: { 'accept-language': 'sk-SK,sk;q=0.9' } });
    expect(slovak.body).toContain('<link rel="modulepreload" crossorigin href="/assets/messages-sk-landing-3.js">');
    expect(slovak.body).toContain('<link rel="preload" as="style" href="/assets/Landing-L.css">');
    expect(slovak.headers.vary).toBe('Accept-Language');
    const other = await app.inject({ url: '/help', headers: { 'accept-language': 'fr-FR' } });
    expect(other.body).toContain('href="/assets/messages-en-core-1.js"');
    expect(other.body).not.toContain('LandingScreen');
    await app.close();
  });
});
