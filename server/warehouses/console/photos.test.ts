import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWithinHours } from '../../locks/access/hours';
import { auditLog } from '../../db/schema';
import { call } from '../../testing/accounts';
import { adminAndOwner, startStaffTestApp, updateOf, type SignedInStaff, type StaffTestApp } from '../../testing/staff';
import { closedDaysOn } from '../closedDays';

let t: StaffTestApp;
let admin: SignedInStaff;
let owner: SignedInStaff;
let mine: number;
let theirs: number;
beforeAll(async () => {
  t = await startStaffTestApp();
  ({ admin, owner, mine, theirs } = await adminAndOwner(t));
});
afterAll(() => t.close());

/** A picture as a phone would send it: 1200 × 900, in the format asked for, as base64. */
const picture = async (format: 'jpeg' | 'png' | 'webp', colour = '#3a7') =>
  (
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
      .toFormat(format)
      .toBuffer()
  ).toString('base64');
const photosUrl = (id: number) => `/api/admin/warehouses/${id}/photos`;
const upload = async (token: string, id: number, body: object) => call(t, 'POST', photosUrl(id), body, token);
const fetchFile = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('warehouse photos', () => {
  it('resizes an upload into the gallery sizes, stored so that any instance serves them for a year', async () => {
    const added = await upload(owner.token, mine, {
      kind: 'exterior',
      contentType: 'image/jpeg',
      data: await picture('jpeg'),
    });
    expect(added.status).toBe(201);
    const [photo] = added.body.photos;
    expect(photo).toMatchObject({ kind: 'exterior', width: 960, height: 640 });
    expect(photo.url).toMatch(/^\/api\/media\/warehouse-photos\/\d+-960-[\w-]{22}\.webp$/);

    const file = await fetchFile(photo.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 960, height: 640 });
    const again = await fetchFile(photo.url, { 'if-none-match': String(file.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await fetchFile(photo.url.replace(/-[\w-]{22}\.webp$/, '-AAAAAAAAAAAAAAAAAAAAAA.webp'))).statusCode).toBe(
      404,
    );

    // Customers get both sizes to choose from, with the alt text of its kind.
    const detail = await call(t, 'GET', `/api/client/warehouse/${mine}`);
    const shown = detail.body.photos.at(-1);
    expect(shown.url).toBe(photo.url);
    expect(shown.alt).toContain('from the street');
    const [small, large] = shown.srcSet.split(', ');
    expect(large).toBe(`${photo.url} 960w`);
    expect(small).toMatch(/-480-[\w-]{22}\.webp 480w$/);
    expect((await fetchFile(small.split(' ')[0])).statusCode).toBe(200);

    const [row] = (
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'warehouse.upload-photo'))
    ).filter((r) => r.warehouseId === mine);
    expect(row).toMatchObject({ actorId: owner.id, after: { photoId: photo.id, kind: 'exterior' } });
  });

  it('refuses a file that is not a picture of the type it claims', async () => {
    const notAPicture = await upload(admin.token, mine, {
      kind: 'boxes',
      contentType: 'image/png',
      data: Buffer.from('hello, not a picture').toString('base64'),
    });
    expect(notAPicture.body).toMatchObject({ status: 400, code: 'warehouse/photo-unreadable' });
    const mislabelled = await upload(admin.token, mine, {
      kind: 'boxes',
      contentType: 'image/jpeg',
      data: await picture('png'),
    });
    expect(mislabelled.body).toMatchObject({ status: 400, code: 'warehouse/photo-unreadable' });
    const notBase64 = await upload(admin.token, mine, { kind: 'boxes', contentType: 'image/png', data: '@@@@' });
    expect(notBase64.body).toMatchObject({ status: 400, code: 'warehouse/photo-unreadable' });
  });

  it('puts photos in a new order and deletes some, audited', async () => {
    for (const [kind, format] of [
      ['entrance', 'png'],
      ['boxes', 'webp'],
    ] as const)
      await upload(admin.token, mine, { kind, contentType: `image/${format}`, data: await picture(format, '#a37') });
    const ids = (await call(t, 'GET', `/api/admin/warehouses/${mine}`, undefined, admin.token)).body.photos.map(
      (p: { id: number }) => p.id,
    );
    expect(ids).toHaveLength(3);
    const arranged = await call(t, 'PUT', photosUrl(mine), { order: [ids[2]], remove: [ids[1]] }, owner.token);
    expect(arranged.status).toBe(200);
    expect(arranged.body.photos.map((p: { id: number }) => p.id)).toEqual([ids[2], ids[0]]);
    const [row] = (
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'warehouse.arrange-photos'))
    ).filter((r) => r.warehouseId === mine);
    expect(row).toMatchObject({ before: { photos: ids }, after: { photos: [ids[2], ids[0]] } });
    // A photo of another warehouse is not found here.
    const foreign = await call(t, 'PUT', photosUrl(mine), { order: [2_000_000], remove: [] }, owner.token);
    expect(foreign.status).toBe(404);
  });

  it("answers an owner's upload to another owner's warehouse as not found", async () => {
    const answer = await upload(owner.token, theirs, {
      kind: 'exterior',
      contentType: 'image/png',
      data: await picture('png'),
    });
    expect(answer.body).toMatchObject({ status: 404, code: 'not-found' });
  });
});

describe("a warehouse's own closed days", () => {
  it('keep the working-days-only hours shut on that day, and leave other days and nonstop hours alone', async () => {
    // Wednesday 14 October 2026, 10:00 in Bratislava: no public holiday.
    const at = new Date('2026-10-14T08:00:00Z');
    const staffed = [{ days: [1, 2, 3, 4, 5], from: '08:00', to: '16:00', workingDaysOnly: true }];
    const plain = [{ days: [1, 2, 3, 4, 5], from: '08:00', to: '16:00' }];
    expect(isWithinHours(staffed, 'SVK', at)).toBe(true);
    expect(isWithinHours(staffed, 'SVK', at, new Set(['2026-10-14']))).toBe(false);
    expect(isWithinHours(staffed, 'SVK', at, new Set(['2026-10-15']))).toBe(true);
    expect(isWithinHours(plain, 'SVK', at, new Set(['2026-10-14']))).toBe(true);
    expect(isWithinHours(null, 'SVK', at, new Set(['2026-10-14']))).toBe(true);
  });

  it('are what the editor saved', async () => {
    const current = (await call(t, 'GET', `/api/admin/warehouses/${mine}`, undefined, admin.token)).body;
    const rest = updateOf(current);
    const saved = await call(
      t,
      'PUT',
      `/api/admin/warehouses/${mine}`,
      { ...rest, closedDays: [{ date: '2026-10-14', note: 'Local holiday' }] },
      owner.token,
    );
    expect(saved.status).toBe(200);
    expect([...(await closedDaysOn(t.database.db, mine, '2026-10-14'))]).toEqual(['2026-10-14']);
    expect([...(await closedDaysOn(t.database.db, mine, '2026-10-15'))]).toEqual([]);
    expect([...(await closedDaysOn(t.database.db, theirs, '2026-10-14'))]).toEqual([]);
  });
});
