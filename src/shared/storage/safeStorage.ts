/**
 * Storage access that never throws: Safari private mode, disabled cookies or a full quota make
 * `localStorage` throw, and the app must still run (it just forgets).
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

function wrap(pick: () => Storage): KeyValueStore {
  return {
    get(key) {
      try {
        return pick().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        pick().setItem(key, value);
      } catch {
        // Quota or privacy mode: the value is simply not remembered.
      }
    },
    remove(key) {
      try {
        pick().removeItem(key);
      } catch {
        // Same as above.
      }
    },
  };
}

export const local: KeyValueStore = wrap(() => window.localStorage);
export const session: KeyValueStore = wrap(() => window.sessionStorage);

/** An in-memory store for tests and stories. */
export function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}
