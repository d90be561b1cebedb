import type { LocaleTag } from '../../contract/appConfig';
import { renderedPageAttribute } from '../../contract/renderedPage';
import { createAppMessageStore, detectAppLanguage } from '../shared/i18n/LocaleProvider';
import { setOnDemandMessageStore, type MessageStore } from '../shared/i18n/messageStore';
import { carryOverInteraction } from './carryOverInteraction';
import { routes } from './routes';

/**
 * The server sends some pages already rendered (`#root` marked `data-rendered`). The app's first
 * render replaces that HTML; to replace it with the same page in one step, with no blank or loading
 * frame, the page's messages and its screen's code are downloaded first (index.html preloads both).
 * Returns the messages for the app to start with, or undefined when the page came empty or they
 * could not be loaded (the app then loads them as usual and shows its own errors).
 */
export async function prepareForRenderedPage(root: HTMLElement, offered: readonly LocaleTag[], pathname: string): Promise<MessageStore | undefined> {
  if (!root.hasAttribute(renderedPageAttribute)) return undefined;
  carryOverInteraction(root);
  const messages = createAppMessageStore(detectAppLanguage(offered));
  // The screen's preload downloads its message groups into the store the app will use.
  setOnDemandMessageStore(messages);
  const screen = routes.find((route) => route.path === pathname)?.Screen;
  try {
    await Promise.all([messages.ensure(['core']), screen?.preload?.()]);
    return messages;
  } catch {
    setOnDemandMessageStore(null);
    return undefined;
  }
}
