/**
 * npm run size — what each public route loads first: the compressed bytes of JS and CSS that
 * headless Chromium fetches from the production server until the screen's heading shows, and
 * after the page goes idle (lazy footer, version line). Budget: the landing ≤ 120 kB of JS.
 */
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { startProductionServer } from './startProductionServer';

const BUDGET_LANDING_JS = 120 * 1024;
const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`.padStart(9);

interface Totals { js: number; css: number }

async function measure(page: Page, url: string): Promise<{ first: Totals; idle: Totals }> {
  const totals: Totals = { js: 0, css: 0 };
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(request.sizes().then((s) => void (totals[type === 'script' ? 'js' : 'css'] += s.responseBodySize)));
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.locator('main h1').first().waitFor();
  await Promise.all(pending);
  const first = { ...totals };
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return { first, idle: { ...totals } };
}

const server = await startProductionServer(Number(process.env.SIZE_PORT ?? 3202));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
try {
  const [warehouse] = (await (await fetch(`${server.url}/api/client/warehouse?limit=1`)).json()) as { id: number }[];
  const routes = ['/', '/boxes', `/location/${warehouse.id}`, '/help', '/gdpr', '/store-policy', '/franchising', '/login', '/registration', '/order/first'];
  console.log('route (gzip)                 JS first  CSS first    JS idle   CSS idle');
  let landingJs = 0;
  for (const route of routes) {
    const context = await browser.newContext({ locale: 'en-GB' });
    const { first, idle } = await measure(await context.newPage(), server.url + route);
    if (route === '/') landingJs = idle.js;
    console.log(`${route.padEnd(26)} ${kB(first.js)} ${kB(first.css)}  ${kB(idle.js)}  ${kB(idle.css)}`);
    await context.close();
  }
  const verdict = landingJs <= BUDGET_LANDING_JS ? 'within' : 'OVER';
  console.log(`\nlanding JS ${kB(landingJs).trim()} of the ${kB(BUDGET_LANDING_JS).trim()} budget: ${verdict}`);
  if (landingJs > BUDGET_LANDING_JS) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
