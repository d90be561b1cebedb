import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultAppConfig } from '../../contract/appConfigDefaults';
import { registerSpa } from '../spa';
import { firstMessageFiles, likelyPageLanguage } from './firstMessages';

function builtApp(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'first-messages-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), '<html><head><!--app-config--></head><body></body></html>');
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'locales/en.json?group=core': { file: 'assets/messages-en-core-A1.js' },
      'locales/sk.json?group=core': { file: 'assets/messages-sk-core-B2.js' },
      'locales/sk.json?group=order': { file: 'assets/messages-sk-order-C3.js' },
      'src/main.tsx': { file: 'assets/index-D4.js' },
    }),
  );
  return dist;
}

describe('the first messages named in index.html', () => {
  it('are read from the build manifest, the core group of each language', () => {
    expect(Object.fromEntries(firstMessageFiles(builtApp()))).toEqual({ en: '/assets/messages-en-core-A1.js', sk: '/assets/messages-sk-core-B2.js' });
  });

  it('are those of the first offered language the browser asks for, else English', () => {
    const offered = ['sk', 'cs', 'en'] as const;
    expect(likelyPageLanguage('de-DE,sk;q=0.8,en;q=0.5', offered)).toBe('sk');
    expect(likelyPageLanguage('cz', offered)).toBe('cs');
    expect(likelyPageLanguage('pl-PL', offered)).toBe('en');
    expect(likelyPageLanguage(undefined, offered)).toBe('en');
  });

  it('are preloaded by the page each visitor gets, which varies by Accept-Language', async () => {
    const app = Fastify();
    await registerSpa(app, builtApp(), { ...defaultAppConfig(), locales: ['sk', 'en'] });
    const slovak = await app.inject({ url: '/boxes', headers: { 'accept-language': 'sk-SK,sk;q=0.9' } });
    expect(slovak.body).toContain('<link rel="modulepreload" crossorigin href="/assets/messages-sk-core-B2.js">');
    expect(slovak.headers.vary).toBe('Accept-Language');
    const other = await app.inject({ url: '/', headers: { 'accept-language': 'fr-FR' } });
    expect(other.body).toContain('href="/assets/messages-en-core-A1.js"');
    expect(other.body).not.toContain('messages-sk-core');
    await app.close();
  });
});
