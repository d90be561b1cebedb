import { useSyncExternalStore } from 'react';

/**
 * Whether an unhandled error happened outside React's render (window `error` or
 * `unhandledrejection`). The shell then shows the apology page, like the error boundary does.
 */
let failed = false;
const listeners = new Set<() => void>();

export const apologyStore = {
  show(): void {
    if (failed) return;
    failed = true;
    for (const listener of listeners) listener();
  },
  reset(): void {
    failed = false;
    for (const listener of listeners) listener();
  },
  get: (): boolean => failed,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useApologyShown = (): boolean =>
  useSyncExternalStore(apologyStore.subscribe, apologyStore.get, apologyStore.get);
