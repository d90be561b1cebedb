import { storageKeys } from '../storage/keys';
import { local } from '../storage/safeStorage';

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * The bearer token under `auth/token`. A tiny external store so the API client
 * (which clears it on any 401) and React (which re-renders on change) share one source of truth.
 */
export const tokenStore = {
  get(): string | null {
    return local.get(storageKeys.token) || null;
  },
  set(token: string): void {
    local.set(storageKeys.token, token);
    notify();
  },
  clear(): void {
    if (local.get(storageKeys.token) === null) return;
    local.remove(storageKeys.token);
    notify();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function notify() {
  for (const listener of listeners) listener();
}

// Another tab logging in or out changes the token here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.token || event.key === null) notify();
  });
}
