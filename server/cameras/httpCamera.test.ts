import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CameraUnavailable, type CameraTarget } from './camera';
import { httpCamera } from './httpCamera';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/snapshot.jpg') return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(JPEG);
    if (req.url === '/page')
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>login</h1>');
    if (req.url === '/svg') return void res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg/>');
    if (req.url === '/big') return void res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(5000));
    if (req.url === '/moved') return void res.writeHead(302, { location: '/snapshot.jpg' }).end();
    if (req.url === '/slow')
      return void setTimeout(() => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(JPEG), 2000);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const camera = httpCamera({ timeoutMs: 300, maxBytes: 1000 });
const at = (snapshotUrl: string | null): CameraTarget => ({
  boxName: 'A-12',
  warehouseName: 'Ružinov',
  country: 'SVK',
  snapshotUrl,
});
const refusal = (url: string | null) =>
  camera.snapshot(at(url), new Date()).then(
    () => null,
    (e: unknown) => e,
  );

describe('the HTTP snapshot camera', () => {
  it('returns the picture the camera answers, with its type', async () => {
    const picture = await camera.snapshot(at(`${base}/snapshot.jpg`), new Date());
    expect(picture).toEqual({ contentType: 'image/jpeg', data: JPEG });
  });

  it.each([
    ['an answer that is not a picture', '/page', /text\/html, not a picture/],
    ['an SVG from a camera (it could carry script)', '/svg', /image\/svg\+xml, not a picture/],
    ['a picture larger than the cap', '/big', /larger than 1000 bytes/],
    ['an error status', '/missing', /answered 404/],
    ['a redirect', '/moved', /could not be reached/],
    ['no answer within the timeout', '/slow', /no answer within 300 ms/],
  ])('refuses %s as camera/unavailable (503)', async (_what, path, detail) => {
    const error = await refusal(`${base}${path}`);
    expect(error).toBeInstanceOf(CameraUnavailable);
    expect((error as CameraUnavailable).toBody()).toMatchObject({
      status: 503,
      code: 'camera/unavailable',
      detail: expect.stringMatching(detail),
    });
  });

  it('refuses addresses that are not http or https, and a port where nothing listens', async () => {
    for (const url of ['ftp://127.0.0.1/snapshot.jpg', 'file:///etc/passwd', 'not a url', null]) {
      expect(await refusal(url), String(url)).toMatchObject({
        status: 503,
        code: 'camera/unavailable',
        detail: expect.stringMatching(/not an http or https URL/),
      });
    }
    expect(await refusal('http://127.0.0.1:1/snapshot.jpg')).toMatchObject({
      code: 'camera/unavailable',
      detail: expect.stringMatching(/could not be reached/),
    });
  });
});
