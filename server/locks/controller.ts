/**
 * The lock protocol seen from the server: one `LockController` opens a lock by its id and says when it
 * locks again. Each way of reaching the locks (our MQTT topics, a vendor's cloud API) is an adapter
 * behind this interface; the unlock calls depend on the interface only.
 */

import type { LockId } from '@contract/lockIds';

export { backupEntranceLockId, boxLockId, entranceLockId, type LockId } from '@contract/lockIds';

const lockIdPattern = /^(box:[1-9]\d{0,15}|warehouse:[1-9]\d{0,15}:(entrance|backup))$/;
export const isLockId = (value: string): value is LockId => lockIdPattern.test(value);

export interface UnlockResult {
  lockId: LockId;
  state: 'UNLOCKED';
  /** When the lock locks again by itself. */
  relockAt: Date;
  relockAfterSeconds: number;
}

export interface LockController {
  /**
   * Opens the lock. Rejects with `LockTimeoutError` when its controller does not acknowledge within
   * `timeoutMs`, with `LockRefusedError` when it answers that it stays locked, and with
   * `InvalidLockIdError` for an id that names no lock.
   */
  unlock(lockId: LockId, options?: { timeoutMs?: number }): Promise<UnlockResult>;
  /** Stops waiting for answers and disconnects; pending unlocks reject. */
  close(): Promise<void>;
}

/** No acknowledgement in time: the lock may or may not have opened, so it is not reported open. */
export class LockTimeoutError extends Error {
  constructor(
    readonly lockId: LockId,
    readonly timeoutMs: number,
  ) {
    super(`Lock ${lockId} did not acknowledge the unlock within ${timeoutMs} ms`);
    this.name = 'LockTimeoutError';
  }
}

/** The controller answered and stays locked (out of service, blocked, jammed …). */
export class LockRefusedError extends Error {
  constructor(
    readonly lockId: LockId,
    readonly reason: string,
  ) {
    super(`Lock ${lockId} refused to unlock: ${reason}`);
    this.name = 'LockRefusedError';
  }
}

export class InvalidLockIdError extends Error {
  constructor(readonly lockId: string) {
    super(`Not a lock id: ${JSON.stringify(lockId)}`);
    this.name = 'InvalidLockIdError';
  }
}

/** The lock layer was closed while an unlock waited. */
export class LockControllerClosedError extends Error {
  constructor() {
    super('The lock controller is closed');
    this.name = 'LockControllerClosedError';
  }
}
