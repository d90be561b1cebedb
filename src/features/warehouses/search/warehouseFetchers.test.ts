import { afterEach, describe, expect, it, vi } from 'vitest';
import { warehouseApi as api } from '../warehouseApi';
import { pageLanguage } from '@shared/i18n/pageLanguage';
import { tokenStore } from '@shared/api/tokenStore';
import { createFakeFetch, type RecordedRequest } from '@tests/support/fakeNetwork';
import { searchResultsFixture, warehouseFixture } from '@machines/fixtures/warehouse';
import {
  createWarehouseSearch,
  fetchFromSecondary,
  nearestBeyondCallOf,
  searchCallOf,
  secondaryTimeoutMs,
} from './warehouseFetchers';

const around = { kind: 'around' as const, lat: 48.15, lng: 17.1, radius: 8000, country: 'SVK' as const, size: null };

afterEach(() => {
  tokenStore.clear();
  vi.useRealTimers();
});

describe('search calls', () => {
  it('search around a point within the radius, or list a whole branch', () => {
    expect(searchCallOf(around)).toEqual({
      route: 'around',
      query: { lat: 48.15, lng: 17.1, radius: 8000, limit: 100, country: 'SVK' },
    });
    expect(searchCallOf({ kind: 'country', country: 'CZE', size: 'XS' })).toEqual({
      route: 'list',
      query: { country: 'CZE', size: 'XS' },
    });
    // "All countries": the list of every branch, without a country.
    expect(searchCallOf({ kind: 'country', country: null, size: null })).toEqual({ route: 'list', query: {} });
  });

  it('look beyond the area without a radius, for free boxes only', () => {
    expect(nearestBeyondCallOf(around)).toEqual({
      route: 'around',
      query: { lat: 48.15, lng: 17.1, onlyFree: true, limit: 3, country: 'SVK' },
    });
    expect(nearestBeyondCallOf({ kind: 'country', country: 'HUN', size: null }).query).not.toHaveProperty('country');
  });
});

describe('searching every host', () => {
  it('sends session id and token to the main host only, and ignores a failing secondary host', async () => {
    tokenStore.set('secret-token');
    const mainRequests: RecordedRequest[] = [];
    const secondaryRequests: RecordedRequest[] = [];
    vi.stubGlobal(
      'fetch',
      createFakeFetch({ 'GET /api/client/warehouse/around': { body: searchResultsFixture.slice(0, 2) } }, mainRequests),
    );
    const secondary = createFakeFetch(
      {
        'GET /api/client/warehouse/around': (request) =>
          new URL(request.url).host === 'cz.example'
            ? Response.json([warehouseFixture({ id: 90, name: 'Praha 7', distance: 300_000 })])
            : new Response('down', { status: 502 }),
      },
      secondaryRequests,
    );
    const search = createWarehouseSearch({
      api,
      secondaryHosts: ['https://cz.example', 'https://down.example'],
      fetchImpl: secondary,
    });
    const found = await search.search(around, new AbortController().signal);

    expect(found.map((w) => [w.source, w.id])).toEqual([
      [null, 1],
      [null, 3],
      ['https://cz.example', 90],
    ]);
    expect(mainRequests[0].headers.get('uss.id')).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(mainRequests[0].headers.get('authorization')).toBe('Bearer secret-token');
    expect(secondaryRequests).toHaveLength(2);
    for (const request of secondaryRequests) {
      expect(request.headers.get('uss.id')).toBeNull();
      expect(request.headers.get('authorization')).toBeNull();
    }
    expect(secondaryRequests[0].path).toBe(
      '/api/client/warehouse/around?lat=48.15&lng=17.1&radius=8000&limit=100&country=SVK',
    );
  });

  it('asks every host for the language the page is shown in', async () => {
    pageLanguage.set('sk');
    const mainRequests: RecordedRequest[] = [];
    const secondaryRequests: RecordedRequest[] = [];
    vi.stubGlobal('fetch', createFakeFetch({ 'GET /api/client/warehouse/around': { body: [] } }, mainRequests));
    const secondary = createFakeFetch({ 'GET /api/client/warehouse/around': { body: [] } }, secondaryRequests);
    await createWarehouseSearch({ api, secondaryHosts: ['https://cz.example'], fetchImpl: secondary }).search(
      around,
      new AbortController().signal,
    );
    expect(mainRequests[0].headers.get('accept-language')).toBe('sk');
    expect(secondaryRequests[0].headers.get('accept-language')).toBe('sk');
  });

  it('treats an answer that does not follow the contract as a failed host', async () => {
    const fetchImpl = createFakeFetch({ 'GET /api/client/warehouse': { body: [{ id: 'x' }] } });
    const answer = await fetchFromSecondary(
      'https://odd.example',
      { route: 'list', query: {} },
      new AbortController().signal,
      fetchImpl,
    );
    expect(answer).toEqual({ source: 'https://odd.example', failed: true });
  });

  it('gives up on a secondary host that does not answer in time', async () => {
    vi.useFakeTimers();
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const pending = fetchFromSecondary(
      'https://slow.example',
      { route: 'list', query: {} },
      new AbortController().signal,
      hanging,
    );
    await vi.advanceTimersByTimeAsync(secondaryTimeoutMs);
    expect(await pending).toEqual({ source: 'https://slow.example', failed: true });
  });

  it('fails the search when the main host fails', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        'GET /api/client/warehouse': { status: 500, body: { status: 500, code: 'unexpected', detail: 'x' } },
      }),
    );
    const search = createWarehouseSearch({ api, secondaryHosts: [] });
    await expect(
      search.search({ kind: 'country', country: 'SVK', size: null }, new AbortController().signal),
    ).rejects.toThrow(/500/);
  });
});
