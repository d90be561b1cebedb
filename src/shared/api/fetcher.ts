import { tsRestFetchApi, type ApiFetcher } from '@ts-rest/core';

export const sessionIdHeader = 'uss.id';

export interface FetcherDeps {
  getSessionId: () => string;
  getToken: () => string | null;
  /** Called on every 401: the token is no longer valid, so the user is logged out. */
  onUnauthorized: () => void;
}

/**
 * The ts-rest fetcher of the app: adds the session id and the bearer token to every request and
 * turns any 401 into a logout (spec section 7).
 */
export function createFetcher(deps: FetcherDeps, base: ApiFetcher = tsRestFetchApi): ApiFetcher {
  return async (args) => {
    const token = deps.getToken();
    const headers: Record<string, string> = { ...args.headers, [sessionIdHeader]: deps.getSessionId() };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await base({ ...args, headers });
    if (response.status === 401) deps.onUnauthorized();
    return response;
  };
}
