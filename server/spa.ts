import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toMetaTags, type AppConfig } from '../contract/appConfig';
import { handleError } from './http/errorHandler';
import { escapeHtml } from './http/escapeHtml';
import { landingScreens, likelyPageLanguage, preloadsFor, readManifest, type Preloads } from './http/pagePreloads';
import { HttpError } from './http/httpError';

/** Paths that belong to the API: an unknown one is a JSON 404, never the app's HTML. */
const API_PREFIXES = ['/api/', '/auth/', '/ask', '/_info'];
const isApiPath = (url: string) => API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));
/** A path naming a file (`/assets/x.js`, `/llms.txt`, `/.well-known/…`) that is not there is a 404, not the app: no route of the app has a dot in it. */
const isFilePath = (url: string) => /\/\.|\.[a-z0-9]+$/i.test(url);


/**
 * index.html with the configuration written in as meta tags at the `<!--app-config-->` marker, and
 * preload links to the files of `preloads` at the end of the head: after the app's own code, which
 * they must not hold up.
 */
export function renderIndexHtml(template: string, config: AppConfig, preloads?: Preloads): string {
  const tags = toMetaTags(config).map(({ name, content }) => `<meta name="${name}" content="${escapeHtml(content)}">`);
  if (!config.seo) tags.push('<meta name="robots" content="noindex, nofollow">');
  if (config.metaImage) tags.push(`<meta property="og:image" content="${escapeHtml(config.metaImage)}">`);
  const links = [
    ...(preloads?.scripts ?? []).map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`),
    ...(preloads?.styles ?? []).map((file) => `<link rel="preload" as="style" href="${escapeHtml(file)}">`),
  ];
  const withConfig = template.replace('<!--app-config-->', tags.join('\n    '));
  return links.length ? withConfig.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : withConfig;
}

/**
 * Serves the production build: hashed assets cached for a year, other files briefly, and index.html
 * (never cached, so a new release is picked up) for every path that is not an API path or a file.
 */
export async function registerSpa(app: FastifyInstance, distDir: string, config: AppConfig): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const html = template === null ? null : renderIndexHtml(template, config);
  // The page preloads what its first screen needs in the visitor's likely language; each variant is
  // rendered once (languages × landing screens).
  const manifest = readManifest(distDir);
  const pages = new Map<string, string>();
  const pageFor = (request: FastifyRequest) => {
    if (template === null || manifest === null) return html;
    const lang = likelyPageLanguage(request.headers['accept-language'], config.locales);
    const pathname = request.url.split('?')[0];
    const key = `${lang} ${landingScreens.findIndex((screen) => screen.path.test(pathname))}`;
    let page = pages.get(key);
    if (page === undefined) pages.set(key, (page = renderIndexHtml(template, config, preloadsFor(manifest, pathname, lang))));
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
  const sendApp = (request: FastifyRequest, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language').type('text/html; charset=utf-8').send(pageFor(request));
  // The static handler would treat `/` as a directory listing; the landing page is the app.
  if (html) app.get('/', (request, reply) => sendApp(request, reply));
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0];
    if (isApiPath(url) || isFilePath(url) || !html || (request.method !== 'GET' && request.method !== 'HEAD')) {
      const detail = html || isApiPath(url) ? `No ${request.method} ${url}.` : 'The web app is not built: run npm run build.';
      return handleError(new HttpError(404, 'not-found', detail), request, reply);
    }
    return sendApp(request, reply);
  });
}
