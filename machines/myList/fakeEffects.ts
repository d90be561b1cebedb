import type { MyListEffects } from './effects';

/** A list that answers `items` for any filters: override `load` for failures or per-query answers. */
export function fakeMyListEffects<T>(items: readonly T[], overrides: Partial<MyListEffects<T>> = {}): MyListEffects<T> {
  return { load: async () => items, ...overrides };
}
