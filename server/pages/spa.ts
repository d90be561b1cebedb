import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toMetaTags, type AppConfig } from '@contract/appConfig';
import { handleError } from '../http/errorHandler';
import { canonicalLink } from './canonicalAddress';
import { escapeHtml } from '../html/escapeHtml';
import { landingScreens, likelyPageLanguage, preloadsFor, readManifest, type Preloads } from './pagePreloads';
import { isRenderedPath, prerenderedPages, showsData, type RenderedPage as Prerendered } from './prerenderedPages';
import { locationPageData } from './locationPageData';
import { isAppWebview } from '@contract/webview';
import { pageDataElementId, renderedPageAttribute, renderedPageScript } from '@contract/renderedPage';
import { HttpError } from '../http/httpError';

/** Paths that belong to the API: an unknown one is a JSON 404, never the app's HTML. */
const API_PREFIXES = ['/api/', '/auth/', '/ask', '/_info'];
const isApiPath = (url: string) => API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));
/** A path naming a file (`/assets/x.js`, `/llms.txt`, `/.well-known/…`) that is not there is a 404, not the app: no route of the app has a dot in it. */
const isFilePath = (url: string) => /\/\.|\.[a-z0-9]+$/i.test(url);

/**
 * A page rendered on the server, as index.html carries it: with its language, and with its path for
 * the data it shows (for the app's first render, see src/shared/routing/pageData.tsx).
 */
export interface RenderedPage extends Prerendered {
  lang: string;
  path?: string;
}

/** JSON inside a script element: `<` escaped, so no text in it can close the element. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * index.html with the configuration written in as meta tags at the `<!--app-config-->` marker,
 * preload links to the files of `preloads` at the end of the head (after the app's own code, which
 * they must not hold up), and a page rendered on the server inside `#root`, in its language.
 */
export function renderIndexHtml(
  template: string,
  config: AppConfig,
  preloads?: Preloads,
  rendered?: RenderedPage | null,
): string {
  const tags = toMetaTags(config).map(({ name, content }) => `<meta name="${name}" content="${escapeHtml(content)}">`);
  if (!config.seo) tags.push('<meta name="robots" content="noindex, nofollow">');
  if (config.metaImage) tags.push(`<meta property="og:image" content="${escapeHtml(config.metaImage)}">`);
  const links = [
    // A rendered page starts the app's code after its first paint (below): nothing is fetched ahead.
    ...(rendered ? [] : (preloads?.scripts ?? [])).map(
      (file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`,
    ),
    // A rendered page is painted from the HTML: its screen's styles must apply from the first paint.
    ...(preloads?.styles ?? []).map(
      (file) => `<link rel="${rendered ? 'stylesheet' : 'preload" as="style'}" href="${escapeHtml(file)}">`,
    ),
  ];
  let page = template.replace('<!--app-config-->', tags.join('\n    '));
  if (links.length) page = page.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
  if (rendered) {
    page = page.replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(rendered.lang)}"`);
    if (rendered.title)
      page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.title)}</title>`);
    page = page.replace('</head>', `  <script>${renderedPageScript}</script>\n  </head>`);
    // The app's code starts after the page's first paint: nothing else competes with the HTML and
    // its styles, which are all the first paint needs. public/boot.js (kept tiny, served as it is)
    // adds the app's module script, named in data-entry, once the browser reports the first
    // contentful paint (a request begun just before it would count as part of it); the template's
    // own module script and the preloads of its imports go.
    const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(page)?.[1];
    if (entry) {
      page = page
        .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
        .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
      page = page.replace(
        '</body>',
        () => `  <script defer src="/boot.js" data-entry="${escapeHtml(entry)}"></script>\n  </body>`,
      );
    }
    // A function, not a string: `$` in the page's text must stay as it is.
    const data =
      rendered.data === undefined
        ? ''
        : `<script type="application/json" id="${pageDataElementId}">${jsonInHtml({ path: rendered.path, data: rendered.data })}</script>`;
    page = page.replace(
      '<div id="root"></div>',
      () => `<div id="root" ${renderedPageAttribute}="">${rendered.html}</div>${data}`,
    );
  }
  return page;
}

/**
 * Serves the production build: hashed assets cached for a year, other files briefly, and index.html
 * (never cached, so a new release is picked up) for every path that is not an API path or a file.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  config: AppConfig,
  rendererFile?: string,
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const html = template === null ? null : renderIndexHtml(template, config);
  // The page preloads what its first screen needs in the visitor's likely language, and comes
  // rendered where it is the same for everyone; each variant is built once (languages × landing
  // screens × rendered paths).
  const manifest = readManifest(distDir);
  const rendered = rendererFile
    ? prerenderedPages(
        rendererFile,
        config,
        (message) => app.log.warn(message),
        (path, lang) => locationPageData(app, path, lang),
      )
    : null;
  const pages = new Map<string, Promise<string>>();
  // A page that shows data is kept a few seconds by prerenderedPages: its index.html is written once
  // per render, not once per request.
  const dataPages = new WeakMap<Prerendered, string>();
  const pageFor = async (request: FastifyRequest) => {
    if (template === null || manifest === null) return html;
    const lang = likelyPageLanguage(request.headers['accept-language'], config.locales);
    const [pathname, query] = request.url.split('?');
    // The native app's web view is sent to its own start page by the app: it gets the empty page,
    // as does an address with a query (a referral code, `?webview=1`), which the app reads first.
    const renders =
      rendered !== null &&
      query === undefined &&
      !isAppWebview(request.headers['user-agent'] ?? '') &&
      isRenderedPath(pathname);
    const indexFor = (body: Prerendered | null) =>
      renderIndexHtml(
        template,
        config,
        preloadsFor(manifest, pathname, lang),
        body && { lang, path: pathname, ...body },
      );
    // A page that shows data of the moment is written for each render of it; the others once.
    if (renders && showsData(pathname)) {
      const body = (await rendered?.pageOf(pathname, lang)) ?? null;
      if (!body) return indexFor(null);
      let page = dataPages.get(body);
      if (page === undefined) dataPages.set(body, (page = indexFor(body)));
      return page;
    }
    const key = `${lang} ${renders ? pathname : landingScreens.findIndex((screen) => screen.path.test(pathname))}`;
    let page = pages.get(key);
    if (page === undefined)
      pages.set(
        key,
        (page = (async () => indexFor(renders ? ((await rendered?.pageOf(pathname, lang)) ?? null) : null))()),
      );
    return page;
  };
  if (html) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: true,
      preCompressed: true,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  // The page's canonical address is written in per request: it follows the whole path and query,
  // which would make the kept pages (above) as many as the addresses asked for.
  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = (await pageFor(request))?.replace(
      '</head>',
      () => `  ${canonicalLink(config.publicUrl, request.url)}\n  </head>`,
    );
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language')
      .type('text/html; charset=utf-8')
      .send(page);
  };
  // The static handler would treat `/` as a directory listing; the landing page is the app.
  if (html) app.get('/', (request, reply) => sendApp(request, reply));
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0];
    if (isApiPath(url) || isFilePath(url) || !html || (request.method !== 'GET' && request.method !== 'HEAD')) {
      const detail =
        html || isApiPath(url) ? `No ${request.method} ${url}.` : 'The web app is not built: run npm run build.';
      return handleError(new HttpError(404, 'not-found', detail), request, reply);
    }
    return sendApp(request, reply);
  });
}
