/**
 * The server's rendering of a public page: the same providers and shell as the app (src/main.tsx),
 * rendered to HTML in Node for a path and a language, so the visitor sees the page before the app's
 * JavaScript has arrived and run. The app then replaces it with the same page (see main.tsx).
 * Built on its own (`vite build --ssr`, see vite.config.ts) and loaded by server/pages/prerenderedPages.ts.
 *
 * It is rendered for a first-time visitor: with the cookie bar (hidden before the first paint where a
 * choice is stored, see contract/renderedPage.ts) and without a signed-in header (the server does
 * not know the visitor; the app shows theirs when it takes over).
 */
import { prerenderToNodeStream } from 'react-dom/static';
import type { AppConfig, LocaleTag } from '@contract/appConfig';
import { AppProviders } from '@app/AppProviders';
import { AppShell } from '@app/AppShell';
import { createMessageStore } from '@shared/i18n/messageStore';
import { allMessageGroups } from '@shared/i18n/messageGroups';
import { ServerTitleContext } from '@shared/routing/documentTitle';

/** Neither the native app's web view nor an Apple device: the page every browser can show. */
const anyBrowser = { isWebview: false, isAppleDevice: false };

/** A location that stays at `path`: nothing navigates during a server render. */
const staticLocation = (path: string) => ({
  hook: () => [path, () => undefined] as [string, () => void],
  searchHook: () => '',
});

/** A page as the server sends it: the HTML inside `#root` and the document's title. */
export interface RenderedPage {
  html: string;
  title: string;
}

/**
 * The page of `path` in `lang`, once every lazily loaded part it shows has arrived; `data`: what its
 * screen shows (see pageData.tsx), which the page then carries for the app's first render.
 */
export async function renderPage(
  path: string,
  lang: LocaleTag,
  config: AppConfig,
  data?: unknown,
): Promise<RenderedPage> {
  let title = '';
  const messages = createMessageStore(lang);
  await messages.ensure(allMessageGroups);
  const { prelude } = await prerenderToNodeStream(
    <ServerTitleContext.Provider value={(claimed) => (title = claimed)}>
      <AppProviders
        config={config}
        device={anyBrowser}
        location={staticLocation(path)}
        lang={lang}
        messages={messages}
        cookieConsent={null}
        pageData={data === undefined ? null : { path, data }}
      >
        <AppShell />
      </AppProviders>
    </ServerTitleContext.Provider>,
    // Every part inline, in order: no script may move parts into place (the page's policy allows
    // only the app's own script files), and the page is sent whole anyway.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const decoder = new TextDecoder();
  let html = '';
  for await (const part of prelude)
    html += typeof part === 'string' ? part : decoder.decode(part as Uint8Array, { stream: true });
  return { html: html + decoder.decode(), title };
}
