import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { AppConfig, LocaleTag } from '@contract/appConfig';
import { landingScreens } from './pagePreloads';

const screenOf = (path: string) => landingScreens.find((screen) => screen.rendered && screen.path.test(path));

/**
 * Whether the server sends the page of `path` rendered: a landing screen marked `rendered`, so it
 * shows as soon as the HTML and its styles arrive instead of after the app's JavaScript has run.
 */
export const isRenderedPath = (path: string): boolean => screenOf(path) !== undefined;

/** A rendered page that shows data of the moment (a warehouse's free boxes): rendered for each request. */
export const showsData = (path: string): boolean => screenOf(path)?.withData === true;

/** A page as the renderer returns it: the HTML inside `#root` and the document's title. */
export interface RenderedHtml {
  html: string;
  title: string;
}

/** A rendered page with the data it shows (sent with it, for the app's first render), if it shows any. */
export interface RenderedPage extends RenderedHtml {
  data?: unknown;
}

type RenderPage = (path: string, lang: LocaleTag, config: AppConfig, data?: unknown) => Promise<RenderedHtml>;

/** What a page that shows data shows, in `lang`; null when there is nothing to show (no such warehouse). */
export type PageDataLoader = (path: string, lang: LocaleTag) => Promise<unknown>;

export interface PrerenderedPages {
  /** The page of `path` rendered in `lang`, or null: not a rendered path, nothing to show, or no renderer. */
  pageOf: (path: string, lang: LocaleTag) => Promise<RenderedPage | null>;
}

/** How long a page that shows data is sent as rendered before it is rendered again with fresh data. */
export const DATA_PAGE_FRESH_MS = 5_000;
/** At most this many such pages are kept at once (the oldest go first). */
const DATA_PAGES_KEPT = 500;

/**
 * The pages rendered by the build's page renderer (`rendererFile`, built by `vite build --ssr`).
 * A page that is the same for everyone is rendered once per language on first request and kept: it
 * depends only on the build and the configuration, so every instance renders the same. A page that
 * shows data is rendered with the data `loadData` finds then, and sent as it is for a few seconds: a
 * busy warehouse page costs one render per language every few seconds, however many ask, and its
 * free boxes are at most that old when it first shows (the order checks them again). Without the
 * renderer (a development server, a build without it), or when it fails, pages are sent empty and
 * the app renders them.
 */
export function prerenderedPages(
  rendererFile: string,
  config: AppConfig,
  warn: (message: string) => void,
  loadData?: PageDataLoader,
  now: () => number = Date.now,
): PrerenderedPages {
  let renderer: Promise<RenderPage | null> | null = null;
  const kept = new Map<string, Promise<RenderedPage | null>>();
  const recent = new Map<string, { at: number; page: Promise<RenderedPage | null> }>();
  const loadRenderer = () =>
    (renderer ??= existsSync(rendererFile)
      ? import(pathToFileURL(rendererFile).href).then(
          (module: { renderPage: RenderPage }) => module.renderPage,
          (error: unknown) => {
            warn(`pages are not rendered on the server: ${String(error)}`);
            return null;
          },
        )
      : Promise.resolve(null));
  const render = async (path: string, lang: LocaleTag, data?: unknown): Promise<RenderedPage | null> => {
    const renderPage = await loadRenderer();
    if (!renderPage) return null;
    try {
      return { ...(await renderPage(path, lang, config, data)), ...(data === undefined ? {} : { data }) };
    } catch (error) {
      warn(`${path} in ${lang} is not rendered on the server: ${String(error)}`);
      return null;
    }
  };

  return {
    async pageOf(path, lang) {
      if (!isRenderedPath(path)) return null;
      const key = `${lang} ${path}`;
      if (showsData(path)) {
        const fresh = recent.get(key);
        if (fresh && now() - fresh.at < DATA_PAGE_FRESH_MS) return fresh.page;
        const page = (async () => {
          const data = loadData ? await loadData(path, lang) : null;
          return data === null || data === undefined ? null : render(path, lang, data);
        })();
        recent.delete(key);
        recent.set(key, { at: now(), page });
        if (recent.size > DATA_PAGES_KEPT) recent.delete(recent.keys().next().value!);
        return page;
      }
      let page = kept.get(key);
      if (!page) kept.set(key, (page = render(path, lang)));
      return page;
    },
  };
}
