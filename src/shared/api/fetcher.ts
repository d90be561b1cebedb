import { tsRestFetchApi, type ApiFetcher } from '@ts-rest/core';
import type { LocaleTag } from '@contract/appConfig';
import { pageLanguageHeaders } from './languageHeaders';
import { withRepeatedArrayKeys } from './repeatedKeys';

const sessionIdHeader = 'uss.id';

export interface FetcherDeps {
  getSessionId: () => string;
  getToken: () => string | null;
  /** The language the page is shown in, or null before it is known (then the browser's header goes). */
  getLanguage: () => LocaleTag | null;
  /** Called on every 401: the token is no longer valid, so the user is logged out. */
  onUnauthorized: () => void;
}

/**
 * The ts-rest fetcher of the app: adds the session id, the bearer token and the page's language
 * (`Accept-Language`, so texts the server writes match the page, not the browser's preference) to
 * every request, sends array query parameters as repeated keys, and turns any 401 into a logout
 * because the token is no longer valid.
 */
export function createFetcher(deps: FetcherDeps, base: ApiFetcher = tsRestFetchApi): ApiFetcher {
  return async (args) => {
    const token = deps.getToken();
    const headers: Record<string, string> = { ...args.headers, [sessionIdHeader]: deps.getSessionId() };
    if (token) headers.authorization = `Bearer ${token}`;
    Object.assign(headers, pageLanguageHeaders(deps.getLanguage()));
    const response = await base({ ...args, path: withRepeatedArrayKeys(args.path), headers });
    if (response.status === 401) deps.onUnauthorized();
    return response;
  };
}
