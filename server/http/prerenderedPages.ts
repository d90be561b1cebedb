import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { AppConfig, LocaleTag } from '../../contract/appConfig';
import { landingScreens } from './pagePreloads';

/**
 * Whether the server sends the page of `path` rendered: a landing screen marked `rendered`, the same
 * in every language and for every visitor (nothing personal, no data that changes by the minute), so
 * it shows as soon as the HTML and its styles arrive instead of after the app's JavaScript has run.
 */
export const isRenderedPath = (path: string): boolean => landingScreens.some((screen) => screen.rendered && screen.path.test(path));

/** A page as the renderer returns it: the HTML inside `#root` and the document's title. */
export interface RenderedHtml {
  html: string;
  title: string;
}

type RenderPage = (path: string, lang: LocaleTag, config: AppConfig) => Promise<RenderedHtml>;

export interface PrerenderedPages {
  /** The page of `path` rendered in `lang`, or null: not a rendered path, or no renderer. */
  pageOf: (path: string, lang: LocaleTag) => Promise<RenderedHtml | null>;
}

/**
 * The pages rendered by the build's page renderer (`rendererFile`, built by `vite build --ssr`),
 * each rendered once per language on first request and kept: they depend only on the build and the
 * configuration, so every instance renders the same. Without the renderer (a development server, a
 * build without it) or when it fails, pages are sent empty and the app renders them, as before.
 */
export function prerenderedPages(rendererFile: string, config: AppConfig, warn: (message: string) => void): PrerenderedPages {
  let renderer: Promise<RenderPage | null> | null = null;
  const rendered = new Map<string, Promise<RenderedHtml | null>>();
  const loadRenderer = () =>
    (renderer ??= existsSync(rendererFile)
      ? import(pathToFileURL(rendererFile).href).then(
          (module: { renderPage: RenderPage }) => module.renderPage,
          (error: unknown) => (warn(`pages are not rendered on the server: ${String(error)}`), null),
        )
      : Promise.resolve(null));

  return {
    pageOf(path, lang) {
      if (!isRenderedPath(path)) return Promise.resolve(null);
      const key = `${lang} ${path}`;
      let page = rendered.get(key);
      if (!page) {
        page = loadRenderer().then((render) =>
          render
            ? render(path, lang, config).catch((error: unknown) => (warn(`${path} in ${lang} is not rendered on the server: ${String(error)}`), null))
            : null,
        );
        rendered.set(key, page);
      }
      return page;
    },
  };
}
