import { eq } from 'drizzle-orm';
import type { CameraCapture } from '@contract/my';
import type { OperatingCountry } from '@contract/countries';
import type { AppContext } from '../config/context';
import { box, warehouse } from '../db/schema';
import { HttpError, notFound } from '../http/httpError';
import { consumeRateLimit, type RateLimitRule } from '../http/rateLimit';
import { reachableContract, RUNNING_CONTRACT_STATUSES } from '../rentals/access';
import type { Camera, CameraTarget } from './camera';
import { httpCamera } from './httpCamera';
import { renderedCamera } from './renderedCamera';

/** Each picture wakes a camera: a user may ask for ten a minute. */
export const cameraCaptureRule: RateLimitRule = { bucket: 'camera-capture', limit: 10, windowSeconds: 60 };

export interface Cameras {
  /** The box's own IP camera. */
  http: Camera;
  /** The picture of boxes without a camera of their own. */
  embedded: Camera;
}

export const defaultCameras: Cameras = { http: httpCamera(), embedded: renderedCamera };

/**
 * A current picture of the box of `contractId` for `userId`: its owner or a user it is shared
 * with, while the contract runs. Someone else's contract answers 404 like an unknown one.
 */
export async function captureBox(
  { db, config }: AppContext,
  cameras: Cameras,
  userId: number,
  contractId: number,
): Promise<CameraCapture> {
  await consumeRateLimit(db, cameraCaptureRule, String(userId));
  const contract = await reachableContract(db, userId, contractId, 'owner-or-shared');
  // Only a running contract's box may be watched: after the end the box is someone else's.
  if (!RUNNING_CONTRACT_STATUSES.includes(contract.status))
    throw new HttpError(409, 'contract/not-active', 'The contract has ended; its box camera is no longer shown.');
  const [row] = await db
    .select({
      boxName: box.name,
      snapshotUrl: box.cameraSnapshotUrl,
      warehouseName: warehouse.name,
      country: warehouse.country,
    })
    .from(box)
    .innerJoin(warehouse, eq(warehouse.id, box.warehouseId))
    .where(eq(box.id, contract.boxId));
  if (!row) throw notFound('The box');
  const target: CameraTarget = { ...row, country: row.country as OperatingCountry };
  const now = config.clock.now();
  const picture = await (target.snapshotUrl ? cameras.http : cameras.embedded).snapshot(target, now);
  return { contentType: picture.contentType, dataBase64: picture.data.toString('base64'), takenAt: now.toISOString() };
}
