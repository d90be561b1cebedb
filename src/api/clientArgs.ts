import type { InitClientArgs } from '@ts-rest/core';
import { tokenStore } from '../session/tokenStore';
import { createFetcher } from './fetcher';
import { sessionId } from './sessionId';

/** Same origin (Vite proxies in development); session id and bearer token on every request. */
export const clientArgs = {
  baseUrl: '',
  baseHeaders: {},
  api: createFetcher({
    getSessionId: () => sessionId(),
    getToken: () => tokenStore.get(),
    onUnauthorized: () => tokenStore.clear(),
  }),
} satisfies InitClientArgs;
