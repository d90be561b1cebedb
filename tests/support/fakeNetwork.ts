/**
 * A tiny stand-in for the network in stories and tests: answers fetch calls by method and path
 * from a table, `404` for anything else. Requests are recorded so tests can inspect headers.
 */
export type FakeRoutes = Record<
  string,
  { status?: number; body?: unknown; delayMs?: number } | ((request: Request) => Response | Promise<Response>)
>;

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Headers;
  body: string | null;
}

export function createFakeFetch(routes: FakeRoutes, recorded: RecordedRequest[] = []): typeof fetch {
  return async (input, init) => {
    const request = new Request(
      new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost'),
      init,
    );
    const url = new URL(request.url);
    const body = init?.body ? String(init.body) : null;
    recorded.push({ method: request.method, path: url.pathname + url.search, headers: request.headers, body });
    const route = routes[`${request.method} ${url.pathname}`];
    if (typeof route === 'function') return route(request);
    if (!route)
      return json(404, { status: 404, code: 'not-found', detail: `No fake for ${request.method} ${url.pathname}` });
    if (route.delayMs) await new Promise((resolve) => setTimeout(resolve, route.delayMs));
    return json(route.status ?? 200, route.body ?? {});
  };
}

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Answers of a healthy server for the calls the shell makes. */
export const defaultShellRoutes: FakeRoutes = {
  'GET /_info': { body: { version: '1.4.2' } },
  'GET /api/info': { body: { version: '1.4.0' } },
  'POST /api/ops/error': { status: 202, body: { id: 1 } },
  'GET /api/client/client-user/current': {
    status: 401,
    body: { status: 401, code: 'unauthorized', detail: 'No token' },
  },
};

/** A promise that never settles: the state waiting for it stays (the loading story of a call). */
export const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

/** A route that never answers, e.g. `{ 'GET /api/client/my/profile': unanswered }`. */
export const unanswered = (): Promise<Response> => never<Response>();

/** A JSON answer for a route written as a function. */
export const jsonResponse = (body: unknown, status = 200): Response => json(status, body);

/** A story's or test's answers over a base table (e.g. a healthy server), later tables winning. */
export const withRoutes = (...tables: FakeRoutes[]): FakeRoutes => Object.assign({}, ...tables);
