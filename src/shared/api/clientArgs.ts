import type { InitClientArgs } from '@ts-rest/core';
import { pageLanguage } from '../i18n/pageLanguage';
import { tokenStore } from './tokenStore';
import { unauthorizedSignal } from './unauthorizedSignal';
import { createFetcher } from './fetcher';
import { sessionId } from './sessionId';

/**
 * Same origin (Vite proxies in development); session id, bearer token and page language on every
 * request. The browser's contract carries no response statuses (scripts/vite/contractSkeleton.ts):
 * `throwOnUnknownStatus` must stay off, or every answer would count as undeclared.
 */
export const clientArgs = {
  baseUrl: '',
  baseHeaders: {},
  api: createFetcher({
    getSessionId: () => sessionId(),
    getToken: () => tokenStore.get(),
    getLanguage: () => pageLanguage.get(),
    // The session hears why first; then the token goes even when no session machine is loaded.
    onUnauthorized: () => {
      unauthorizedSignal.notify();
      tokenStore.clear();
    },
  }),
} satisfies InitClientArgs;
