import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { box, rentalContract } from '../db/schema';
import { call } from '../testing/accounts';
import { startOrderTestApp, type OrderTestApp } from '../testing/orders';
import { rentABox, signedInClient, type Tenant } from '../testing/rentals';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9, 9, 0xff, 0xd9]);
let t: OrderTestApp;
let owner: Tenant;
let stranger: Tenant;
let contractId: number;
let boxId: number;
let camera: Server;
let cameraUrl: string;

beforeAll(async () => {
  camera = createServer((req, res) =>
    req.url === '/snap.jpg'
      ? res.writeHead(200, { 'content-type': 'image/jpeg' }).end(JPEG)
      : res.writeHead(200, { 'content-type': 'text/plain' }).end('busy'),
  );
  await new Promise<void>((resolve) => camera.listen(0, '127.0.0.1', resolve));
  cameraUrl = `http://127.0.0.1:${(camera.address() as AddressInfo).port}`;
  t = await startOrderTestApp();
  owner = await signedInClient(t);
  stranger = await signedInClient(t);
  const rented = await rentABox(t, owner);
  contractId = rented.contract.id;
  boxId = rented.contract.boxId;
});
afterAll(async () => {
  await t.close();
  camera.closeAllConnections();
  await new Promise((resolve) => camera.close(resolve));
});

const capture = (who: Tenant, id = contractId) =>
  call(t, 'POST', '/api/client/camera/capture', { contractId: id }, who.token);
const setCamera = (url: string | null) =>
  t.database.db.update(box).set({ cameraSnapshotUrl: url }).where(eq(box.id, boxId));

describe('POST /api/client/camera/capture', () => {
  it('gives the owner a drawn picture of the box with its name and the time when the box has no camera', async () => {
    const before = Date.now();
    const res = await capture(owner);
    expect(res.status).toBe(200);
    expect(res.body.contentType).toBe('image/svg+xml');
    const [row] = await t.database.db.select({ name: box.name }).from(box).where(eq(box.id, boxId));
    expect(Buffer.from(res.body.dataBase64, 'base64').toString('utf8')).toContain(row.name);
    expect(Date.parse(res.body.takenAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("answers a stranger's request for the owner's contract like an unknown id", async () => {
    const theirs = await capture(stranger);
    const unknown = await capture(stranger, 2_000_000_000);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
  });

  it('gives a user the box is shared with the picture too, until the share ends', async () => {
    const friend = await signedInClient(t);
    expect((await capture(friend)).status).toBe(404);
    const shared = await call(
      t,
      'POST',
      '/api/client/my/add-box-sharing',
      { contractId, email: friend.email },
      owner.token,
    );
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    const res = await capture(friend);
    expect(res.status).toBe(200);
    expect(res.body.contentType).toBe('image/svg+xml');
    expect(
      (await call(t, 'POST', '/api/client/my/remove-box-sharing', { contractId, email: friend.email }, owner.token))
        .status,
    ).toBe(200);
    expect((await capture(friend)).status).toBe(404);
  });

  it("passes on the picture of the box's own camera, and answers camera/unavailable when it sends no picture", async () => {
    await setCamera(`${cameraUrl}/snap.jpg`);
    const ok = await capture(owner);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ contentType: 'image/jpeg', dataBase64: JPEG.toString('base64') });
    await setCamera(`${cameraUrl}/status`);
    const refused = await capture(owner);
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ status: 503, code: 'camera/unavailable' });
    await setCamera(null);
  });

  it('limits each user to ten pictures a minute', async () => {
    const busy = await signedInClient(t);
    const { contract } = await rentABox(t, busy);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await capture(busy, contract.id)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    // The owner's own allowance is untouched by another user's.
    expect((await capture(owner)).status).toBe(200);
  });

  it('shows nothing of an ended contract', async () => {
    for (const status of ['TERMINATED', 'EVICTED']) {
      await t.database.db.update(rentalContract).set({ status }).where(eq(rentalContract.id, contractId));
      const res = await capture(owner);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('contract/not-active');
    }
    await t.database.db.update(rentalContract).set({ status: 'TERMINATING' }).where(eq(rentalContract.id, contractId));
    expect((await capture(owner)).status).toBe(200);
  });
});
