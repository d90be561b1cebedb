import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { box } from '../db/schema';
import { etagOf, matchesIfNoneMatch, PUBLIC_READ_CACHE_CONTROL } from '../http/publicCache';
import { addWarehouse } from '../testing/fixtures';
import { startTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;
let id: number;

beforeAll(async () => {
  t = await startTestApp();
  id = await addWarehouse(t.database.db, { name: 'Cached', lat: 48.15, lng: 17.1, country: 'SVK' }, [
    { widthCm: 100, lengthCm: 100 },
    { widthCm: 200, lengthCm: 200 },
  ]);
});
afterAll(() => t.close());

const publicReads = () => [
  '/api/client/warehouse?country=SVK',
  '/api/client/warehouse/around?lat=48.15&lng=17.1&limit=5',
  `/api/client/warehouse/${id}`,
  `/api/client/warehouse/${id}/boxes`,
  `/api/client/warehouse/${id}/podorys`,
  `/api/client/warehouse/${id}/recommended`,
];

describe('HTTP caching of the public warehouse reads', () => {
  it('gives every public read an ETag of its body and a short public Cache-Control', async () => {
    for (const url of publicReads()) {
      const res = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(PUBLIC_READ_CACHE_CONTROL);
      expect(res.headers['cache-control'], url).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
      expect(res.headers.etag, url).toBe(etagOf(res.body));
      expect(String(res.headers.vary), url).toMatch(/accept-language/i);
    }
  });

  it('answers 304 without a body when If-None-Match names the current tag, 200 otherwise', async () => {
    for (const url of publicReads()) {
      const first = await t.app.inject({ url });
      const etag = String(first.headers.etag);
      const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(etag);
      expect(again.headers['cache-control'], url).toBe(PUBLIC_READ_CACHE_CONTROL);
      const among = await t.app.inject({ url, headers: { 'if-none-match': `"other", ${etag.replace(/^W\//, '')}` } });
      expect(among.statusCode, url).toBe(304);
      const stale = await t.app.inject({ url, headers: { 'if-none-match': 'W/"not-this-one"' } });
      expect(stale.statusCode, url).toBe(200);
      expect(stale.json(), url).toEqual(first.json());
    }
  });

  it('changes the tag when the data changes (a box is taken), so a stale copy is refetched', async () => {
    const url = `/api/client/warehouse/${id}/boxes`;
    const before = await t.app.inject({ url });
    const [first] = await t.database.db.select({ id: box.id }).from(box).where(eq(box.warehouseId, id)).limit(1);
    await t.database.db.update(box).set({ occupancy: 'RENTED' }).where(eq(box.id, first.id));
    const after = await t.app.inject({ url, headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('tags each language of a read apart', async () => {
    const url = `/api/client/warehouse/${id}`;
    const sk = await t.app.inject({ url, headers: { 'accept-language': 'sk' } });
    const en = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
    expect(sk.headers.etag === en.headers.etag).toBe(sk.body === en.body);
  });

  it('keeps the tag the same on a compressed answer: it is taken from the JSON before compression', async () => {
    const url = '/api/client/warehouse?country=SVK';
    const plain = await t.app.inject({ url });
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.etag).toBe(plain.headers.etag);
  });

  it('leaves an answer to a request with credentials uncached (no-store, no tag)', async () => {
    const res = await t.app.inject({
      url: `/api/client/warehouse/${id}`,
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('tags no failure and no write', async () => {
    const missing = await t.app.inject({ url: '/api/client/warehouse/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const subscribe = await t.app.inject({
      method: 'POST',
      url: `/api/client/warehouse/${id}/subscribe/new-free-box`,
      payload: { email: 'a@example.com' },
    });
    expect(subscribe.headers.etag).toBeUndefined();
  });
});

describe('matchesIfNoneMatch', () => {
  it('compares weakly, reads lists and *', () => {
    expect(matchesIfNoneMatch('W/"a"', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('"a"', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('"b", W/"a"', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('*', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('W/"b"', 'W/"a"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'W/"a"')).toBe(false);
  });
});
