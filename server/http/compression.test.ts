import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSyntheticNetwork } from '../seed/synthetic';
import { startTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;
const around = '/api/client/warehouse/around?lat=48.14816&lng=17.10674&limit=20';

beforeAll(async () => {
  t = await startTestApp();
  await seedSyntheticNetwork(t.database.db, { warehouses: 40, boxesPerWarehouse: 5, seed: 3 });
});
afterAll(() => t.close());

describe('compressed API answers', () => {
  it('sends a search answer of some kilobytes compressed whole, with its length, in what the browser accepts', async () => {
    const plain = await t.app.inject({ url: around });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Big enough that the compression library would otherwise stream it on a machine of two cores or more.
    expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);

    // What a current Chrome or Firefox sends: Node's zstd is preferred, then brotli, then gzip.
    const zstd = await t.app.inject({ url: around, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(zstd.headers['content-encoding']).toBe('zstd');
    expect(Number(zstd.headers['content-length'])).toBe(zstd.rawPayload.length);
    expect(zstdDecompressSync(zstd.rawPayload).toString()).toBe(plain.body);

    const brotli = await t.app.inject({ url: around, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    // Compressed in one piece, not streamed: the length is known before the first byte leaves.
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(brotli.headers['transfer-encoding']).toBeUndefined();
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzip = await t.app.inject({ url: around, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});
