import { createHash } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { EditorPhotos, PhotoArrangement, PhotoUpload } from '@contract/admin/warehouses';
import { PHOTO_MAX_BYTES, PHOTOS_PER_WAREHOUSE } from '@contract/admin/warehouseValues';
import { withAudit } from '../../audit/audit';
import type { Db } from '../../db/client';
import { warehouse, warehousePhoto, warehousePhotoImage } from '../../db/schema';
import { HttpError, notFound } from '../../http/httpError';
import { actorOf, type StaffPrincipal } from '../../staff/guard';
import { assertWarehouseInScope } from '../../staff/scope';
import { editorPhotosOf } from './editor';
import { photoFileUrl } from './photoFiles';

/**
 * The sizes the customer gallery shows a photo in: a 3:2 picture (the gallery's frame) at most
 * 26rem wide, so 480 px for a phone and 960 px for a sharp screen; `srcset` lets the browser choose.
 */
export const GALLERY_SIZES = [
  { width: 480, height: 320 },
  { width: 960, height: 640 },
] as const;
/** A picture larger than this (40 megapixels) is refused before it is decoded: a small file can unpack huge. */
const MAX_INPUT_PIXELS = 40_000_000;
const formatOf = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;

const unreadable = (why: string) =>
  new HttpError(400, 'warehouse/photo-unreadable', `The photo cannot be used: ${why}.`, [
    { path: 'body.data', code: 'warehouse/photo-unreadable' },
  ]);

/** sharp (native libvips) is loaded with the first upload, not with the server's code. */
let sharpModule: Promise<typeof import('sharp')> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp'));

interface Resized {
  width: number;
  height: number;
  bytes: Buffer;
  hash: string;
}

/**
 * The uploaded file checked (base64, size, that it is a picture of the type it claims) and resized
 * into the gallery's sizes as WebP, turned upright by its EXIF orientation, without its metadata
 * (a phone's photo carries where it was taken).
 */
export async function resizedPhoto(upload: z.infer<typeof PhotoUpload>): Promise<Resized[]> {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(upload.data) || upload.data.length % 4 !== 0) throw unreadable('not base64');
  const file = Buffer.from(upload.data, 'base64');
  if (file.length > PHOTO_MAX_BYTES) throw new HttpError(413, 'payload-too-large', 'The photo is over 10 MB.');
  const { default: sharp } = await loadSharp();
  const input = () => sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  try {
    const meta = await input().metadata();
    if (meta.format !== formatOf[upload.contentType]) throw unreadable(`it is ${meta.format ?? 'no picture'}`);
    return await Promise.all(
      GALLERY_SIZES.map(async ({ width, height }) => {
        const bytes = await input().rotate().resize(width, height, { fit: 'cover' }).webp({ quality: 80 }).toBuffer();
        return { width, height, bytes, hash: createHash('sha256').update(bytes).digest('base64url').slice(0, 22) };
      }),
    );
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unreadable(error instanceof Error ? error.message : 'it cannot be decoded');
  }
}

/** Locks the warehouse row, so two changes of one gallery take turns. */
async function lockWarehouse(tx: Db, warehouseId: number): Promise<void> {
  const [row] = await tx
    .select({ id: warehouse.id })
    .from(warehouse)
    .where(eq(warehouse.id, warehouseId))
    .for('update');
  if (!row) throw notFound('The warehouse');
}

/** Adds a photo at the end of the gallery, its sizes stored in the database so every instance serves them. */
export async function uploadPhoto(
  db: Db,
  staff: StaffPrincipal,
  warehouseId: number,
  upload: z.infer<typeof PhotoUpload>,
): Promise<z.infer<typeof EditorPhotos>> {
  assertWarehouseInScope(staff, warehouseId);
  const sizes = await resizedPhoto(upload);
  const largest = sizes[sizes.length - 1];
  await db.transaction(async (tx) => {
    await lockWarehouse(tx, warehouseId);
    const [{ count, last }] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        last: sql<number>`coalesce(max(${warehousePhoto.position}), -1)::int`,
      })
      .from(warehousePhoto)
      .where(eq(warehousePhoto.warehouseId, warehouseId));
    if (Number(count) >= PHOTOS_PER_WAREHOUSE)
      throw new HttpError(409, 'warehouse/too-many-photos', `A warehouse has at most ${PHOTOS_PER_WAREHOUSE} photos.`);
    const [photo] = await tx
      .insert(warehousePhoto)
      .values({
        warehouseId,
        position: Number(last) + 1,
        kind: upload.kind,
        path: '',
        width: largest.width,
        height: largest.height,
      })
      .returning({ id: warehousePhoto.id });
    await tx.insert(warehousePhotoImage).values(sizes.map((size) => ({ photoId: photo.id, ...size })));
    await tx
      .update(warehousePhoto)
      .set({ path: photoFileUrl(photo.id, largest) })
      .where(eq(warehousePhoto.id, photo.id));
    await withAudit(tx, actorOf(staff), 'warehouse.upload-photo', {
      target: { type: 'warehouse', id: warehouseId, warehouseId },
      after: { photoId: photo.id, kind: upload.kind, bytes: Buffer.byteLength(upload.data, 'base64') },
    });
  });
  return { photos: await editorPhotosOf(db, warehouseId) };
}

/**
 * Deletes the photos named in `remove` and puts those in `order` first, in that order; the others
 * follow in the order they had. A photo id that is not this warehouse's is answered 404.
 */
export async function arrangePhotos(
  db: Db,
  staff: StaffPrincipal,
  warehouseId: number,
  { order, remove }: z.infer<typeof PhotoArrangement>,
): Promise<z.infer<typeof EditorPhotos>> {
  assertWarehouseInScope(staff, warehouseId);
  await db.transaction(async (tx) => {
    await lockWarehouse(tx, warehouseId);
    const rows = await tx
      .select({ id: warehousePhoto.id })
      .from(warehousePhoto)
      .where(eq(warehousePhoto.warehouseId, warehouseId))
      .orderBy(asc(warehousePhoto.position));
    const before = rows.map((r) => r.id);
    if ([...order, ...remove].some((id) => !before.includes(id))) throw notFound('A photo');
    const gone = new Set(remove);
    const first = [...new Set(order)].filter((id) => !gone.has(id));
    const after = [...first, ...before.filter((id) => !first.includes(id) && !gone.has(id))];
    if (gone.size) await tx.delete(warehousePhoto).where(inArray(warehousePhoto.id, [...gone]));
    // Out of the way first: a position is unique within the warehouse while they are renumbered.
    await tx
      .update(warehousePhoto)
      .set({ position: sql`-1 - ${warehousePhoto.position}` })
      .where(eq(warehousePhoto.warehouseId, warehouseId));
    for (const [position, id] of after.entries())
      await tx.update(warehousePhoto).set({ position }).where(eq(warehousePhoto.id, id));
    if (JSON.stringify(before) !== JSON.stringify(after))
      await withAudit(tx, actorOf(staff), 'warehouse.arrange-photos', {
        target: { type: 'warehouse', id: warehouseId, warehouseId },
        before: { photos: before },
        after: { photos: after },
      });
  });
  return { photos: await editorPhotosOf(db, warehouseId) };
}
