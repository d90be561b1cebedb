/**
 * npm run lighthouse — Lighthouse (mobile) with Debian's Chromium against `/`, `/boxes` and a
 * warehouse page of the built product; prints the four category scores and LCP, TBT and CLS.
 * Targets: performance >= 95; accessibility, best practices and SEO 100.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from '../playwright.config';
import { startProductionServer } from './startProductionServer';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const server = await startProductionServer(Number(process.env.LIGHTHOUSE_PORT ?? 3201));
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumArgs });
try {
  const warehouses = (await (await fetch(`${server.url}/api/client/warehouse?limit=1`)).json()) as { id: number }[];
  const pages = ['/', '/boxes', `/location/${warehouses[0].id}`];
  console.log('page                    perf  a11y  best   seo      LCP     TBT    CLS');
  for (const page of pages) {
    const result = await lighthouse(`${server.url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`no Lighthouse result for ${page}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100)).padStart(5);
    const ms = (id: string) => `${Math.round(audits[id]?.numericValue ?? 0)} ms`.padStart(8);
    console.log(
      `${page.padEnd(22)} ${score('performance')} ${score('accessibility')} ${score('best-practices')} ${score('seo')} ${ms('largest-contentful-paint')} ${ms('total-blocking-time')} ${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3).padStart(6)}`,
    );
    const failed = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => a.id);
    if (failed.length) console.log(`    failing audits: ${failed.join(', ')}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}
