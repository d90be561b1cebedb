import { initClient } from '@ts-rest/core';
import { adminContract } from '@contract/admin/index';
import { createFetcher } from '@shared/api/fetcher';
import { sessionId } from '@shared/api/sessionId';
import { pageLanguage } from '@shared/i18n/pageLanguage';
import { session } from '@shared/storage/safeStorage';

/**
 * The staff session's token, in this tab's session storage only: it goes when the tab closes, is
 * never shared with other tabs, and is a different key from the customer's `auth/token`, so a
 * customer signed in on the same browser never sends their token to the console nor the other way.
 */
const STAFF_TOKEN_KEY = 'admin.token';

type Listener = () => void;
const endListeners = new Set<Listener>();

export const staffToken = {
  get: (): string | null => session.get(STAFF_TOKEN_KEY) || null,
  set: (token: string): void => session.set(STAFF_TOKEN_KEY, token),
  clear: (): void => session.remove(STAFF_TOKEN_KEY),
};

/** Tells the session machine (watchSessionEnd) that a console call was refused with 401. */
export function onStaffSessionEnd(listener: Listener): () => void {
  endListeners.add(listener);
  return () => void endListeners.delete(listener);
}

/**
 * The console's client of contract.admin: the staff token (never the customer's), the page's
 * language and the browser's session id on every call; a 401 forgets the token and ends the session.
 * The browser build gives it the routes without their schemas (scripts/vite/contractSkeleton.ts).
 */
export const adminApi = initClient(adminContract, {
  baseUrl: '',
  baseHeaders: {},
  api: createFetcher({
    getSessionId: () => sessionId(),
    getToken: () => staffToken.get(),
    getLanguage: () => pageLanguage.get(),
    onUnauthorized: () => {
      if (!staffToken.get()) return;
      staffToken.clear();
      for (const listener of endListeners) listener();
    },
  }),
});

export type AdminApi = typeof adminApi;
