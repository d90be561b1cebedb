import type { LocaleTag } from '@contract/appConfig';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { renderedPageAttribute } from '@contract/renderedPage';
import { createAppMessageStore, detectAppLanguage } from '@shared/i18n/LocaleProvider';
import { setOnDemandMessageStore, type MessageStore } from '@shared/i18n/messageStore';
import { readPageData, type PageData } from '@shared/routing/pageData';
import { routes } from './routes';

/** What the app starts with over a page the server rendered. */
export interface RenderedPageStart {
  messages: MessageStore;
  pageData: PageData | null;
}

/** The route whose pattern (`/location/:id`) matches `pathname`, matched as the router matches it. */
const routeOf = (pathname: string) => routes.find((route) => matchRoute(parse, route.path, pathname)[0]);

/**
 * The server sends some pages already rendered (`#root` marked `data-rendered`), some with the data
 * they were rendered with. The app's first render replaces that HTML; to replace it with the same
 * page in one step, with no blank or loading frame, the page's messages and its screen's code are
 * downloaded first (index.html preloads both), and the screen gets the same data.
 * Returns undefined when the page came empty or its messages could not be loaded (the app then
 * loads them as usual and shows its own errors).
 */
export async function prepareForRenderedPage(
  root: HTMLElement,
  offered: readonly LocaleTag[],
  pathname: string,
): Promise<RenderedPageStart | undefined> {
  if (!root.hasAttribute(renderedPageAttribute)) return undefined;
  // Only a page the server rendered has interaction to carry over, so only such a page downloads
  // its code, alongside the screen's. Until it runs, the page's inline script notes a pressed button,
  // and the focus is read where it stands then; it runs before the app replaces anything.
  const carried = import('./carryOverInteraction').then(({ carryOverInteraction }) => carryOverInteraction(root));
  const messages = createAppMessageStore(detectAppLanguage(offered));
  // The screen's preload downloads its message groups into the store the app will use.
  setOnDemandMessageStore(messages);
  const screen = routeOf(pathname)?.Screen;
  try {
    await Promise.all([carried, messages.ensure(['core']), screen?.preload?.()]);
    return { messages, pageData: readPageData(document) };
  } catch {
    setOnDemandMessageStore(null);
    return undefined;
  }
}
