import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MessageGroup } from '../i18n/messageGroups';
import { ensureMessageGroups } from '../i18n/messageStore';
import { importWithReload } from './chunkReload';

/** Who may see a route: anyone, only a signed-in client (`/my/*`), or only a visitor (login pages). */
export type Access = 'public' | 'signedIn' | 'anonymous';

export type ScreenProps = { params: Record<string, string | undefined> };

export interface RouteDef {
  path: string;
  access: Access;
  Screen: LazyExoticComponent<ComponentType<ScreenProps>>;
}

/**
 * A component downloaded when first shown (React.lazy), together with the message groups it shows,
 * so its code and its texts arrive in parallel and it never renders raw message ids.
 */
export function lazyWithMessages<P>(load: () => Promise<{ default: ComponentType<P> }>, groups: readonly MessageGroup[]) {
  return lazy(importWithReload(() => Promise.all([load(), ensureMessageGroups(groups)]).then(([module]) => module)));
}

/** One chunk per screen, so the landing downloads only its own code; `groups`: the texts it shows. */
export const lazyScreen = (load: () => Promise<{ default: ComponentType<ScreenProps> }>, groups: readonly MessageGroup[]) =>
  lazyWithMessages(load, groups);
