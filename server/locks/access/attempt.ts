import type { UnlockLocation, Unlocked } from '@contract/lock';
import type { ErrorCode } from '@contract/errors';
import { todayOf } from '../../config/clock';
import type { AppContext } from '../../config/context';
import { lockAccessLog } from '../../db/schema';
import { HttpError, RateLimitedError } from '../../http/httpError';
import { consumeRateLimit, type RateLimitRule } from '../../http/rateLimit';
import { debtBlocksAccess } from '../../rentals/access';
import { LockRefusedError, LockTimeoutError, type LockController, type LockId } from '../controller';
import { greatCircleMetres, isNearEnough } from './geofence';
import { closedDaysOn } from '../../warehouses/closedDays';
import { isWithinHours, localDayOf, parseAccessHours } from './hours';

/** The lock about to be opened, with what the rules need to know of its warehouse. */
export interface UnlockTarget {
  lockId: LockId;
  warehouse: {
    id: number;
    country: string;
    lat: number;
    lng: number;
    accessHours: unknown;
    backupAccessHours: unknown;
  };
  boxId: number | null;
  isBackupEntrance: boolean;
}

/** Who asks: a signed-in user, or the holder of an e-mailed unlock token. */
export type UnlockActor = { via: 'ACCOUNT'; userId: number } | { via: 'UNLOCK_TOKEN'; tokenId: number; email: string };

export interface UnlockRequest {
  actor: UnlockActor;
  target: UnlockTarget;
  /** The contract that gives access (its owner sees the attempt; its unpaid rent blocks); null for an operator's warehouse grant. */
  contractId: number | null;
  location: UnlockLocation;
}

export interface LockAccessContext extends AppContext {
  locks: LockController;
}

/** A person may try 12 unlocks in 5 minutes (a family at the door, a retry or two), a lock 30 a minute. */
export const unlocksPerActor: RateLimitRule = { bucket: 'unlock-actor', limit: 12, windowSeconds: 300 };
export const unlocksPerLock: RateLimitRule = { bucket: 'unlock-lock', limit: 30, windowSeconds: 60 };

const actorKey = (actor: UnlockActor) => (actor.via === 'ACCOUNT' ? `user:${actor.userId}` : `token:${actor.tokenId}`);

/**
 * The one way a lock is opened: after the caller's right to it is established (the routes do that),
 * the rate limits, the lock's opening hours, the distance from the warehouse and the contract's unpaid
 * rent are checked, in that order, and only then is the controller commanded. Every attempt is written
 * to the access log with its outcome; a refused attempt commands nothing.
 */
export async function attemptUnlock(ctx: LockAccessContext, request: UnlockRequest): Promise<Unlocked> {
  const { target, location } = request;
  const distanceMetres = Math.round(greatCircleMetres(location, target.warehouse));
  const log = (result: 'OPENED' | 'REFUSED' | 'NO_RESPONSE', reason: ErrorCode | null) =>
    ctx.db.insert(lockAccessLog).values({
      lockId: target.lockId,
      warehouseId: target.warehouse.id,
      boxId: target.boxId,
      contractId: request.contractId,
      userId: request.actor.via === 'ACCOUNT' ? request.actor.userId : null,
      unlockTokenId: request.actor.via === 'UNLOCK_TOKEN' ? request.actor.tokenId : null,
      via: request.actor.via,
      result,
      reason,
      lat: location.lat,
      lng: location.lng,
      accuracy: location.accuracy,
      distanceMetres,
    });
  const refuse = async (error: HttpError): Promise<never> => {
    await log(error.code === 'lock-v2/no-response' ? 'NO_RESPONSE' : 'REFUSED', error.code);
    throw error;
  };

  try {
    await consumeRateLimit(ctx.db, unlocksPerActor, actorKey(request.actor));
    await consumeRateLimit(ctx.db, unlocksPerLock, target.lockId);
  } catch (err) {
    if (err instanceof RateLimitedError) return refuse(err);
    throw err;
  }

  const now = ctx.config.clock.now();
  const hours = parseAccessHours(
    target.isBackupEntrance && target.warehouse.backupAccessHours != null
      ? target.warehouse.backupAccessHours
      : target.warehouse.accessHours,
  );
  const closedDays = await closedDaysOn(ctx.db, target.warehouse.id, localDayOf(target.warehouse.country, now));
  if (!isWithinHours(hours, target.warehouse.country, now, closedDays)) {
    return refuse(new HttpError(400, 'lock-v2/lock-is-out-of-time', 'The lock is outside its opening hours now.'));
  }

  const { LOCK_GEOFENCE_METRES: radius, LOCK_MAX_ACCURACY_METRES: maxAccuracy } = ctx.config.env;
  if (!isNearEnough(distanceMetres, location.accuracy, radius, maxAccuracy)) {
    const why =
      location.accuracy > maxAccuracy
        ? `the location is accurate to ${Math.round(location.accuracy)} m only (at most ${maxAccuracy} m)`
        : `it is ${distanceMetres} m from the warehouse (at most ${radius} m)`;
    return refuse(new HttpError(400, 'lock-v2/too-far-away', `Too far from the lock: ${why}.`));
  }

  if (request.contractId !== null) {
    const debt = await debtBlocksAccess(
      ctx.db,
      request.contractId,
      todayOf(ctx.config.clock),
      ctx.config.env.ACCESS_BLOCK_AFTER_DAYS,
    );
    if (debt.blocked)
      return refuse(
        new HttpError(
          403,
          'lock-v2/rent-overdue',
          `A rent of the contract is unpaid since ${debt.since}; pay it in My rents to open the locks again.`,
        ),
      );
  }

  try {
    const opened = await ctx.locks.unlock(target.lockId);
    await log('OPENED', null);
    return { unlocked: true, relockAfterSeconds: Math.max(1, Math.round(opened.relockAfterSeconds)) };
  } catch (err) {
    if (err instanceof LockTimeoutError)
      return refuse(
        new HttpError(504, 'lock-v2/no-response', 'The lock did not acknowledge in time; it is not reported open.'),
      );
    if (err instanceof LockRefusedError)
      return refuse(new HttpError(503, 'lock-v2/lock-refused', 'The lock answered that it stays locked.'));
    throw err;
  }
}
