import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { warehousePhotoImage } from '../../db/schema';
import { matchesIfNoneMatch } from '../../http/publicCache';

/** Where uploaded photos are served: under /api, which the development server forwards as well. */
export const PHOTO_FILES_PATH = '/api/media/warehouse-photos';

/**
 * A photo size's address names the photo, the width and a hash of the picture: a new picture is a
 * new address, so an address always means the same bytes and browsers and proxies keep it a year.
 */
export const photoFileUrl = (photoId: number, size: { width: number; hash: string }) =>
  `${PHOTO_FILES_PATH}/${photoId}-${size.width}-${size.hash}.webp`;

const FILE = /^(\d{1,9})-(\d{1,5})-([A-Za-z0-9_-]{22})\.webp$/;

/**
 * Serves the uploaded photos' sizes from the database, so any instance of the server answers any
 * address (nothing lives on one instance's disk). Answers 404 for an address that names no stored
 * picture, and 304 to a browser that already has it.
 */
export function registerPhotoFiles(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { file: string } }>(`${PHOTO_FILES_PATH}/:file`, async (request, reply) => {
    const match = FILE.exec(request.params.file);
    const [row] = match
      ? await db
          .select({ hash: warehousePhotoImage.hash, bytes: warehousePhotoImage.bytes })
          .from(warehousePhotoImage)
          .where(
            and(eq(warehousePhotoImage.photoId, Number(match[1])), eq(warehousePhotoImage.width, Number(match[2]))),
          )
      : [];
    if (!row || row.hash !== match?.[3])
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ status: 404, code: 'not-found', detail: 'No such photo.' });
    const etag = `"${row.hash}"`;
    void reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('image/webp').send(row.bytes);
  });
}
