/**
 * npm run size — what each route downloads on first load: the JavaScript and CSS that headless
 * Chromium fetches from the production server until the screen's heading shows ("to heading") and
 * until the page is idle ("loaded": lazy footer, version line, session runtime). Figures are the gzip
 * sizes of the files fetched (the build's own .gz files); `br` is what Chromium actually transferred
 * (brotli). Each route is measured in English and in Ukrainian, the largest message files, on a
 * phone's screen (390 × 844: what is below it, like the footer, is downloaded only when scrolled
 * near); signed-in routes with a customer registered for the run who rents a box; `/order/first` with a
 * free box chosen, the later order steps as a visitor coming back to them mid-order; the operator
 * console's sign-in and set-up pages last. Exits with 1 when a route's JS is over its budget.
 */
import { chromium, type Browser } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromiumArgs } from '../playwright.config';
import { storageKeys } from '@shared/storage/keys';
import { midOrderStorage } from './measure/orderDraft';
import { orderFirstPath } from './measure/orderLink';
import { signedInCustomer } from './measure/signedInCustomer';
import { startProductionServer } from './startProductionServer';

const KiB = 1024;
/**
 * First-load JS budgets (gzip): the landing is the page most visitors see first. The operator
 * console's pages have their own (its forms and texts come with its sign-in): staff open it at work,
 * and no customer page carries any of it.
 */
const budgetOf = (route: string) => (route === '/' ? 100 * KiB : route.startsWith('/admin') ? 140 * KiB : 130 * KiB);
const languages = ['en-GB', 'uk-UA'];

const publicRoutes = [
  '/',
  '/webview',
  '/boxes',
  '/location/:id',
  '/login',
  '/registration',
  '/reset-password/request',
  '/reset-password/change',
  '/order/first',
  '/order/user-details',
  '/order/summary',
  '/order/status-check',
  '/help',
  '/gdpr',
  '/store-policy',
  '/franchising',
  '/service-access',
];
const signedInRoutes = [
  '/my/boxes',
  '/my/contracts',
  '/my/rents',
  '/my/profile',
  '/my/profile/change-password',
  '/my/profile/delete',
];
/**
 * The operator console (its sign-in, and a set-up page without a link): its own chunk, so what a
 * customer route downloads above is unchanged by it; listed to show what the console itself costs.
 */
const consoleRoutes = ['/admin', '/admin/setup'];

interface Load {
  js: number;
  css: number;
  br: number;
  files: string[];
}
const none = (): Load => ({ js: 0, css: 0, br: 0, files: [] });
/** `SIZE_ROUTES=/login,/my/boxes` measures only those routes; `SIZE_FILES=1` lists each file fetched. */
const onlyRoutes = process.env.SIZE_ROUTES?.split(',');
const listFiles = process.env.SIZE_FILES === '1';

/**
 * The gzip size of a built asset: its precompressed .gz file, or gzip -9 where none was kept. Read
 * from the build the server serves (DIST_DIR: a build made elsewhere with `vite build --outDir`).
 */
function gzipSize(urlPath: string): number {
  const file = `${process.env.DIST_DIR ?? 'dist'}${decodeURIComponent(urlPath)}`;
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

async function measure(
  browser: Browser,
  url: string,
  locale: string,
  storage: Record<string, string>,
): Promise<{ heading: Load; loaded: Load }> {
  const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  const totals = none();
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const path = new URL(request.url()).pathname;
    pending.push(
      request.sizes().then((s) => {
        const size = gzipSize(path);
        totals[type === 'script' ? 'js' : 'css'] += size;
        totals.files.push(`${(size / KiB).toFixed(1).padStart(6)}  ${path}`);
        if (type === 'script') totals.br += s.responseBodySize;
      }),
    );
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.locator('main h1').first().waitFor();
  await Promise.all(pending);
  const heading = { ...totals, files: [...totals.files] };
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return { heading, loaded: { ...totals } };
}

const kB = (n: number) => (n / KiB).toFixed(1).padStart(7);
const server = await startProductionServer(Number(process.env.SIZE_PORT ?? 3202));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
});
try {
  const [warehouse] = (await (await fetch(`${server.url}/api/client/warehouse?limit=1`)).json()) as { id: number }[];
  const token = await signedInCustomer(server.url);
  // Measured with what the visitor arrives with: a warehouse's id, the box chosen on its page, the
  // order so far when coming back mid-order, each visit with a box of its own (the offer holds its box
  // for the visitor before); the signed-in routes with the customer's token.
  let visits = 0;
  const pathOf = async (route: string) =>
    route === '/order/first'
      ? orderFirstPath(server.url, warehouse.id, visits++)
      : route.replace(':id', String(warehouse.id));
  const storageOf = async (route: string): Promise<Record<string, string>> => {
    if (signedInRoutes.includes(route)) return { [storageKeys.token]: token };
    if (route === '/order/user-details' || route === '/order/summary')
      return midOrderStorage(server.url, warehouse.id, route, visits++);
    return {};
  };
  console.log('KiB (gzip)                    lang   JS to heading   JS loaded  (br)   CSS loaded   budget');
  const over: string[] = [];
  for (const route of [...publicRoutes, ...signedInRoutes, ...consoleRoutes].filter(
    (r) => !onlyRoutes || onlyRoutes.includes(r),
  )) {
    for (const locale of languages) {
      const path = await pathOf(route);
      const { heading, loaded } = await measure(browser, server.url + path, locale, await storageOf(route));
      const budget = budgetOf(route);
      const verdict = loaded.js <= budget ? 'within' : 'OVER';
      if (loaded.js > budget) over.push(`${route} (${locale})`);
      console.log(
        `${route.padEnd(29)} ${locale.slice(0, 2)}  ${kB(heading.js)}      ${kB(loaded.js)} ${kB(loaded.br)}    ${kB(loaded.css)}   ${kB(budget)} ${verdict}`,
      );
      if (listFiles)
        console.log(
          [...loaded.files]
            .sort()
            .reverse()
            .map((f) => `    ${f}`)
            .join('\n'),
        );
    }
  }
  console.log(over.length ? `\nover budget: ${over.join(', ')}` : '\nevery route within its budget');
  if (over.length) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
