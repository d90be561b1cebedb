import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { importWithReload } from './chunkReload';

/** Who may see a route: anyone, only a signed-in client (`/my/*`), or only a visitor (login pages). */
export type Access = 'public' | 'signedIn' | 'anonymous';

export type ScreenProps = { params: Record<string, string | undefined> };

export interface RouteDef {
  path: string;
  access: Access;
  Screen: LazyExoticComponent<ComponentType<ScreenProps>>;
}

/** One chunk per screen (React.lazy), so the landing downloads only its own code. */
export const lazyScreen = (load: () => Promise<{ default: ComponentType<ScreenProps> }>) => lazy(importWithReload(load));
