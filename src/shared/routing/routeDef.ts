import { createElement, lazy, type ComponentType } from 'react';
import type { MessageGroup } from '../i18n/messageGroups';
import { ensureMessageGroups } from '../i18n/messageStore';
import { importWithReload } from '../chunks/chunkReload';

/** Who may see a route: anyone, only a signed-in client (`/my/*`), or only a visitor (login pages). */
export type Access = 'public' | 'signedIn' | 'anonymous';

export type ScreenProps = { params: Record<string, string | undefined> };

/**
 * A component downloaded on demand that can be asked to download ahead of its first render;
 * `groups`: the message groups it shows.
 */
export type LazyComponent<P> = ComponentType<P> & {
  preload: () => Promise<void>;
  /** Starts the download ahead of a likely first render (a pointer on its button); a failure is left to that render. */
  prefetch: () => void;
  groups: readonly MessageGroup[];
};

export interface RouteDef {
  path: string;
  access: Access;
  Screen: ComponentType<ScreenProps> & Partial<Pick<LazyComponent<ScreenProps>, 'preload' | 'groups'>>;
}

/**
 * A component downloaded when first shown (React.lazy), together with the message groups it shows,
 * so its code and its texts arrive in parallel and it never renders raw message ids. Once
 * downloaded (by a render or by `preload`) it renders at once, without suspending: a page whose HTML
 * came rendered from the server is replaced by the same page in one step, with no loading state
 * in between.
 */
export function lazyWithMessages<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  groups: readonly MessageGroup[],
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchOnce = importWithReload(() => {
    pending ??= Promise.all([load(), ensureMessageGroups(groups)]).then(
      ([module]) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  });
  const Lazy = lazy(fetchOnce);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen when the route table is built, never during a render, so each screen keeps one component
  const Screen = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props);
  // A module may export `preloadParts`: the lazily loaded parts it renders at once, downloaded by
  // `preload` too, so that its first render needs nothing more.
  const preload = () =>
    fetchOnce().then((module) => (module as { preloadParts?: () => Promise<void> }).preloadParts?.());
  const prefetch = () => void preload().catch(() => undefined);
  return Object.assign(Screen, { preload, prefetch, groups });
}

/** One chunk per screen, so the landing downloads only its own code; `groups`: the texts it shows. */
export const lazyScreen = (
  load: () => Promise<{ default: ComponentType<ScreenProps> }>,
  groups: readonly MessageGroup[],
) => lazyWithMessages(load, groups);
