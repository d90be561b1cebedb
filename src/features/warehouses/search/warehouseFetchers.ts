import type { z } from 'zod';
import type { WarehouseApi } from '../warehouseApi';
import type { WarehouseAroundQuery, WarehouseListQuery } from '@contract/warehouse';
import { defaultMapCentre } from '@contract/mapPresets';
import { countryCentres, type SearchRequest } from './searchArea';
import { mergeHostResults, type FoundWarehouse, type HostAnswer } from './mergeHostResults';
import { bodyOf } from '@shared/api/apiFailure';
import { pageLanguageHeaders } from '@shared/api/languageHeaders';

/**
 * The contract's schema of a list of warehouses, loaded with the first request to another host:
 * only a site that searches other hosts needs it, and the search's first load stays without zod.
 */
const loadWarehouseList = () => import('@contract/warehouse').then((m) => m.Warehouse.array());

type ListQuery = z.input<typeof WarehouseListQuery>;
type AroundQuery = z.input<typeof WarehouseAroundQuery>;
/** One call of a search: which route, with which query (filters that are `null` left out). */
export type SearchCall = { route: 'list'; query: ListQuery } | { route: 'around'; query: AroundQuery };

const paths: Record<SearchCall['route'], string> = {
  list: '/api/client/warehouse',
  around: '/api/client/warehouse/around',
};
/** Enough for a city or a region; the API allows 200 around a point. */
const aroundLimit = 100;

const filtersOf = (request: SearchRequest) => ({ ...(request.size ? { size: request.size } : {}) });

/** The call of a search: a whole branch (or every branch) through the list, anything else around its point. */
export function searchCallOf(request: SearchRequest): SearchCall {
  if (request.kind === 'country')
    return {
      route: 'list',
      query: { ...(request.country ? { country: request.country } : {}), ...filtersOf(request) },
    };
  const { lat, lng, radius, country } = request;
  return {
    route: 'around',
    query: { lat, lng, radius, limit: aroundLimit, ...(country ? { country } : {}), ...filtersOf(request) },
  };
}

/**
 * When nothing is found: the nearest warehouses with a free box, however far (no radius), so the
 * visitor never hits a dead end. Around a point the chosen branch still applies; a branch that has
 * nothing at all is searched from its centre across every branch.
 */
export function nearestBeyondCallOf(request: SearchRequest, limit = 3): SearchCall {
  const base = { onlyFree: true, limit, ...filtersOf(request) };
  if (request.kind === 'country')
    return {
      route: 'around',
      query: { ...(request.country ? countryCentres[request.country] : defaultMapCentre), ...base },
    };
  return {
    route: 'around',
    query: { lat: request.lat, lng: request.lng, ...base, ...(request.country ? { country: request.country } : {}) },
  };
}

/** A secondary host gets this long; a slow region must not hold the whole search up. */
export const secondaryTimeoutMs = 8_000;

/**
 * One secondary host. Our session id and bearer token are not another host's business, so this is
 * a bare `fetch` (no cookies, no custom headers: no CORS preflight) whose answer is validated, since
 * another host is not trusted to follow our contract. It does ask for the page's language, as every
 * call does; `Accept-Language` is a header the browser sends cross-origin without a preflight.
 */
export async function fetchFromSecondary(
  host: string,
  call: SearchCall,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<HostAnswer> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort);
  const timer = setTimeout(abort, secondaryTimeoutMs);
  // Loads while the request is under way; a schema that cannot load fails this host only.
  const checking = loadWarehouseList().catch(() => null);
  try {
    const query = new URLSearchParams(Object.entries(call.query).map(([key, value]) => [key, String(value)]));
    const response = await fetchImpl(`${host}${paths[call.route]}?${query}`, {
      signal: controller.signal,
      credentials: 'omit',
      headers: pageLanguageHeaders(),
    });
    if (!response.ok) return { source: host, failed: true };
    const body: unknown = await response.json();
    const parsed = (await checking)?.safeParse(body);
    return parsed?.success ? { source: host, warehouses: parsed.data } : { source: host, failed: true };
  } catch {
    return { source: host, failed: true };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}

/** The main host through the app's client (session id, token and language as on every other call). A failure fails the search. */
async function searchMainHost(api: WarehouseApi, call: SearchCall, signal: AbortSignal): Promise<HostAnswer> {
  const warehouses =
    call.route === 'list'
      ? bodyOf(await api.warehouse.list({ query: call.query, fetchOptions: { signal } }), 200)
      : bodyOf(await api.warehouse.around({ query: call.query, fetchOptions: { signal } }), 200);
  return { source: null, warehouses };
}

export interface WarehouseSearchDeps {
  api: WarehouseApi;
  secondaryHosts: readonly string[];
  fetchImpl?: typeof fetch;
}

/** Main host and every secondary host at once, merged (see mergeHostResults). */
export async function searchAllHosts(
  deps: WarehouseSearchDeps,
  call: SearchCall,
  signal: AbortSignal,
): Promise<FoundWarehouse[]> {
  const [main, ...others] = await Promise.all([
    searchMainHost(deps.api, call, signal),
    ...deps.secondaryHosts.map((host) => fetchFromSecondary(host, call, signal, deps.fetchImpl)),
  ]);
  return mergeHostResults([main, ...others]);
}

/** The two calls of the search machine: the search itself, and the nearest free warehouses beyond it. */
export function createWarehouseSearch(deps: WarehouseSearchDeps) {
  return {
    search: (request: SearchRequest, signal: AbortSignal) => searchAllHosts(deps, searchCallOf(request), signal),
    nearestBeyond: (request: SearchRequest, signal: AbortSignal) =>
      searchAllHosts(deps, nearestBeyondCallOf(request), signal),
  };
}
